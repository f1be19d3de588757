import { http, json } from '@/server/http/route'
import {
  DIALOG_KINDS,
  dialogSchemas,
  keptOf,
  type DialogKind,
  type DialogResult,
  type DialogResults,
  type DialogSaved,
  type DialogValues,
} from '@/domain/dialogs/schemas'
import { base32Encode, totpMatches } from '@/domain/dialogs/totp'
import type { Database } from '@/server/storage/database'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'

/** One record per person and dialog (`<uid>:<kind>`), and one for their keys (`<uid>:keys`). */
interface StoredDialog {
  id: string
  ownerUid: string
  kind: DialogKind
  savedAt: string
  saved: unknown
}
interface StoredKeys {
  id: string
  ownerUid: string
  kind: 'keys'
  referralCode: string
  authenticatorKey: string
}
type StoredRecord = StoredDialog | StoredKeys

const collectionOf = (db: Database) => db.collection<StoredRecord>('dialogResults')

/** The caller's referral code and authenticator setup key, made on first use and kept. */
async function keysOf(backend: MockBackend, uid: string): Promise<StoredKeys> {
  return backend.db.transaction(async (db) => {
    const records = collectionOf(db)
    const known = await records.get(`${uid}:keys`)
    if (known?.kind === 'keys') return known
    const random = crypto.getRandomValues(new Uint8Array(20))
    const keys: StoredKeys = {
      id: `${uid}:keys`,
      ownerUid: uid,
      kind: 'keys',
      referralCode: base32Encode(random.slice(0, 5)),
      authenticatorKey: base32Encode(random),
    }
    await records.insert(keys)
    return keys
  })
}

/**
 * `GET /api/pages/dialogs` and `POST /api/pages/dialogs/:kind` (the dialog examples): a
 * signed-in caller allowed to create `Page` saves a dialog, the backend checks it with the same
 * schema the dialog used and keeps only what may be kept (never a card number); a caller only ever
 * reads their own.
 */
export function dialogHandlers(backend: MockBackend) {
  const schemas = dialogSchemas(undefined, backend.now)
  const REFUSED = 'dialogs/invalid'

  /** `POST /api/pages/dialogs/<kind>`: one route per dialog, each with its dialog's schema. */
  const save = <Kind extends DialogKind>(kind: Kind) =>
    http.post(
      `${API}/pages/dialogs/${kind}`,
      endpoint(
        backend,
        { can: ['create', 'Page'], body: schemas[kind], refusedAs: REFUSED },
        async ({ user, body }) => {
          // `Kind` stays generic here, so the body's type is not worked out: it is this dialog's values.
          const values = body as DialogValues<Kind>
          const choice = values as DialogValues<'two-factor'>
          if (kind === 'two-factor' && choice.method === 'app') {
            const { authenticatorKey } = await keysOf(backend, user.uid)
            if (!(await totpMatches(authenticatorKey, choice.code, backend.now())))
              return apiError(422, REFUSED, 'This code is not the one the app shows now.', { code: 'otp-wrong' })
          }
          const result = await backend.db.transaction(async (db) => {
            const records = collectionOf(db)
            const id = `${user.uid}:${kind}`
            const previous = await records.get(id)
            const record: StoredDialog = {
              id,
              ownerUid: user.uid,
              kind,
              savedAt: new Date(backend.now()).toISOString(),
              saved: keptOf(kind, values, previous?.kind === kind ? (previous.saved as DialogSaved[Kind]) : undefined),
            }
            await records.insert(record)
            return record
          })
          return json({ savedAt: result.savedAt, saved: result.saved }, { status: 201 })
        },
      ),
    )

  return [
    http.get(
      `${API}/pages/dialogs`,
      endpoint(backend, { can: ['read', 'Page'] }, async ({ user }) => {
        const keys = await keysOf(backend, user.uid)
        const mine = await collectionOf(backend.db).ownedBy(user.uid)
        const results: DialogResults['results'] = {}
        for (const record of mine)
          if (record.kind !== 'keys')
            (results as Record<string, DialogResult>)[record.kind] = {
              savedAt: record.savedAt,
              saved: record.saved as DialogSaved[DialogKind],
            }
        return json<DialogResults & { authenticatorKey: string }>({
          results,
          referralCode: keys.referralCode,
          authenticatorKey: keys.authenticatorKey,
        })
      }),
    ),
    ...DIALOG_KINDS.map(save),
  ]
}
