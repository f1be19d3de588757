import { http, json } from '@/server/http/route'
import type { z } from 'zod'
import {
  DIALOG_REASONS,
  dialogSchemas,
  isDialogKind,
  keptOf,
  type DialogKind,
  type DialogResult,
  type DialogResults,
  type DialogSaved,
  type DialogValues,
} from '@/domain/dialogs/schemas'
import { base32Encode, totpMatches } from '@/domain/dialogs/totp'
import type { Database } from '@/server/storage/database'
import { API, apiError, authenticated } from '../http'
import type { MockBackend } from '../types'
import { abilityOf } from './workspaces'
import { forbidden } from '../http'

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

/** Field → reason code, as the forms name their fields (`billing.cardNumber`, `members`). */
export function refusedFields(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const name = issue.path.map(String).join('.')
    // On the backend the schema words its own checks with their reason codes; anything else is invalid.
    fields[name] ??= (DIALOG_REASONS as readonly string[]).includes(issue.message) ? issue.message : 'invalid'
  }
  return fields
}

/**
 * `GET /api/pages/dialogs` and `POST /api/pages/dialogs/:kind` (issue #17's dialog examples): a
 * signed-in caller allowed to create `Page` saves a dialog, the backend checks it with the same
 * schema the dialog used and keeps only what may be kept (never a card number); a caller only ever
 * reads their own.
 */
export function dialogHandlers(backend: MockBackend) {
  return [
    http.get(
      `${API}/pages/dialogs`,
      authenticated(backend, async (_args, user) => {
        if (!(await abilityOf(backend, user)).can('read', 'Page')) return forbidden('read', 'Page')
        const keys = await keysOf(backend, user.uid)
        const mine = await collectionOf(backend.db).filter((record) => record.ownerUid === user.uid)
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
    http.post(
      `${API}/pages/dialogs/:kind`,
      authenticated(
        backend,
        async ({ request, params }: { request: Request; params: Record<string, unknown> }, user) => {
          if (!(await abilityOf(backend, user)).can('create', 'Page')) return forbidden('create', 'Page')
          if (!isDialogKind(params.kind)) return apiError(404, 'dialogs/not-found', 'No such dialog.')
          const kind = params.kind
          const body: unknown = await request.json().catch(() => null)
          const parsed = (dialogSchemas(undefined, backend.now)[kind] as z.ZodType<DialogValues<DialogKind>>).safeParse(
            body,
          )
          if (!parsed.success)
            return json(
              {
                error: {
                  code: 'dialogs/invalid',
                  message: 'Some fields need attention.',
                  fields: refusedFields(parsed.error.issues),
                },
              },
              { status: 422 },
            )
          const choice = parsed.data as DialogValues<'two-factor'>
          if (kind === 'two-factor' && choice.method === 'app') {
            const { authenticatorKey } = await keysOf(backend, user.uid)
            if (!(await totpMatches(authenticatorKey, choice.code, backend.now())))
              return json(
                {
                  error: {
                    code: 'dialogs/invalid',
                    message: 'This code is not the one the app shows now.',
                    fields: { code: 'otp-wrong' },
                  },
                },
                { status: 422 },
              )
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
              saved: keptOf(
                kind,
                parsed.data,
                previous?.kind === kind ? (previous.saved as DialogSaved[DialogKind]) : undefined,
              ),
            }
            await records.insert(record)
            return record
          })
          return json({ savedAt: result.savedAt, saved: result.saved }, { status: 201 })
        },
      ),
    ),
  ]
}
