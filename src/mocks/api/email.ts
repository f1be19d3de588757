import { http, json } from '@/server/http/route'
import { z } from 'zod'
import {
  applyAction,
  countsOf,
  draftSchema,
  inView,
  isMailFilter,
  isMailLabel,
  mailActionSchema,
  mailStateSchema,
  MAIL_FILTERS,
  MAIL_LABELS,
  neighboursOf,
  replySchema,
  sendSchema,
  type DraftInput,
  type Email,
  type EmailSummary,
  type MailAddress,
  type MailPage,
  type OpenedEmail,
  type MailActionResult,
  type MailState,
  type MailView,
} from '@/domain/email/model'
import { plainTextOf } from '@/domain/richText'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { workspaceMailbox, type StoredEmail } from '../email/seedMailbox'
import { endpoint } from '../endpoint'
import { fileDownload, keepUpload, ownFiles, type StoredFile } from '../files/storedFiles'
import { API, apiError } from '../http'
import { parseListQuery, queryList, type ListSpec } from '../listQuery'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import { profileOf } from './profiles'

const BASE = `${API}/email`

const publicOf = ({ ownerUid: _owner, seedAttachment: _seed, ...email }: StoredEmail): Email => email
const summaryOf = (email: StoredEmail): EmailSummary => ({
  id: email.id,
  from: email.from,
  to: email.to,
  subject: email.subject,
  excerpt: plainTextOf(email.message).slice(0, 160),
  time: email.time,
  folder: email.folder,
  isDeleted: email.isDeleted,
  isRead: email.isRead,
  isStarred: email.isStarred,
  labels: email.labels,
  attachmentCount: email.attachments.length,
  replyCount: email.replies.length,
})

const listSpec: ListSpec<StoredEmail> = {
  searchIn: (email) => [
    email.subject,
    email.from.name,
    email.from.email,
    ...email.to.map((address) => address.email),
    plainTextOf(email.message),
  ],
  sortable: { time: (email) => email.time },
  defaultSort: { sortBy: 'time', orderBy: 'desc' },
  itemsPerPage: [20, 5, 10, 25, 50, 100],
  filters: {
    filter: { values: MAIL_FILTERS, matches: (email, value) => inView(email, { filter: value as never }) },
    label: { values: MAIL_LABELS, matches: (email, value) => inView(email, { label: value as never }) },
  },
}

const missing = () => apiError(404, 'email/not-found', 'There is no such message in your mailbox.')
const REFUSED = 'email/invalid'
const invalid = () => apiError(422, REFUSED, 'The message is not valid.')
const idsSchema = z.array(z.string().min(1)).min(1).max(200)
const actionRequest = z.object({ ids: idsSchema, action: mailActionSchema })
const restoreRequest = z.object({ states: z.array(mailStateSchema).min(1).max(200) })
const deleteRequest = z.object({ ids: idsSchema })
const replyRequest = replySchema.refine((reply) => plainTextOf(reply.message) !== '', {
  path: ['message'],
  error: 'required',
})

/**
 * `/api/email` (docs/product.md, "Email"): the caller's workspace's mailbox, checked against their
 * rules on `Email`. A workspace's first call copies the seeded mailbox in; nothing of another
 * workspace is read, changed or served.
 */
export function emailHandlers(backend: MockBackend) {
  const emails = () => backend.db.collection<StoredEmail>('emails')

  async function me(user: VerifiedIdToken): Promise<MailAddress> {
    const profile = await profileOf(backend.db.collection<Profile>('profiles'), user)
    const email = profile?.email ?? user.email ?? ''
    return { name: profile?.fullName || email, email }
  }
  const mailbox = async (user: VerifiedIdToken) => workspaceMailbox(backend.db, user.uid, await me(user), backend.now())
  const counts = async (user: VerifiedIdToken) => countsOf(await mailbox(user))

  /** The caller's messages among `ids`, or a 404 when one is not theirs. */
  async function own(user: VerifiedIdToken, ids: readonly string[]): Promise<StoredEmail[] | Response> {
    await mailbox(user)
    const found: StoredEmail[] = []
    for (const id of new Set(ids)) {
      const email = await emails().get(id)
      if (!email || email.ownerUid !== user.uid) return missing()
      found.push(email)
    }
    return found
  }

  /** A draft or a sent message as the caller wrote it. */
  async function written(user: VerifiedIdToken, input: DraftInput, id: string, folder: 'draft' | 'sent') {
    const files = await ownFiles(backend.db, input.attachmentIds, user.uid, 'email')
    if (!files) return apiError(422, 'email/attachment', 'An attachment is missing. Attach it again.')
    const from = await me(user)
    const address = (email: string): MailAddress => ({ name: email, email })
    const email: StoredEmail = {
      id,
      ownerUid: user.uid,
      from,
      to: input.to.map(address),
      cc: input.cc.map(address),
      bcc: input.bcc.map(address),
      subject: input.subject.trim(),
      message: input.message,
      attachments: files,
      time: new Date(backend.now()).toISOString(),
      replies: [],
      labels: [],
      folder,
      isDeleted: false,
      isRead: true,
      isStarred: false,
    }
    return email
  }

  /** The caller's draft `id`, or the refusal. */
  async function draftOf(user: VerifiedIdToken, id: string): Promise<StoredEmail | Response> {
    const found = await own(user, [id])
    if (found instanceof Response) return found
    const draft = found[0]!
    return draft.folder === 'draft' && !draft.isDeleted
      ? draft
      : apiError(409, 'email/not-a-draft', 'This message is not a draft any more.')
  }

  return [
    http.get(
      `${BASE}/messages`,
      endpoint(backend, { can: ['read', 'Email'], query: listSpec }, async ({ user, query }) => {
        const all = await mailbox(user)
        const page = queryList(all, query, listSpec)
        return json<MailPage>({ ...page, items: page.items.map(summaryOf), counts: countsOf(all) })
      }),
    ),
    http.get(
      `${BASE}/messages/:id`,
      endpoint(backend, { can: ['read', 'Email'] }, async ({ request, params, user }) => {
        const found = await own(user, [String(params.id)])
        if (found instanceof Response) return found
        // The arrows walk the same list the person sees: its view and search, all pages.
        const url = new URL(request.url)
        const filter = url.searchParams.get('filter')
        const label = url.searchParams.get('label')
        const view: MailView | null = isMailLabel(label) ? { label } : isMailFilter(filter) ? { filter } : null
        const parsed = parseListQuery(url, { ...listSpec, filters: undefined })
        let previous: string | null = null
        let next: string | null = null
        if (view && parsed.ok) {
          const list = queryList(
            (await mailbox(user)).filter((email) => inView(email, view)),
            { ...parsed.query, page: 1, itemsPerPage: -1 },
            listSpec,
          )
          ;({ previous, next } = neighboursOf(
            list.items.map((email) => email.id),
            found[0]!.id,
          ))
        }
        return json<OpenedEmail>({ email: publicOf(found[0]!), previous, next })
      }),
    ),
    http.post(
      `${BASE}/messages/actions`,
      endpoint(
        backend,
        { can: ['update', 'Email'], body: actionRequest, refusedAs: REFUSED },
        async ({ user, body }) => {
          const outcome = await backend.db.transaction(async (db) => {
            const found = await own(user, body.ids)
            if (found instanceof Response) return found
            const before: MailState[] = []
            for (const email of found) {
              const after = applyAction(email, body.action)
              if (!after) continue
              before.push({
                id: email.id,
                folder: email.folder,
                isDeleted: email.isDeleted,
                isRead: email.isRead,
                isStarred: email.isStarred,
                labels: email.labels,
              })
              await db.collection<StoredEmail>('emails').update(email.id, after)
            }
            return before
          })
          if (outcome instanceof Response) return outcome
          return json<MailActionResult>({ before: outcome, counts: await counts(user) })
        },
      ),
    ),
    // Undo: puts the flags back as they were. A message keeps its kind: received mail stays
    // received, one's own stays in its folder.
    http.put(
      `${BASE}/messages/states`,
      endpoint(
        backend,
        { can: ['update', 'Email'], body: restoreRequest, refusedAs: REFUSED },
        async ({ user, body }) => {
          const outcome = await backend.db.transaction(async (db) => {
            const found = await own(
              user,
              body.states.map((state) => state.id),
            )
            if (found instanceof Response) return found
            const received = (folder: string) => folder === 'inbox' || folder === 'spam'
            for (const state of body.states) {
              const email = found.find((each) => each.id === state.id)!
              if (email.folder !== state.folder && !(received(email.folder) && received(state.folder))) return invalid()
              await db.collection<StoredEmail>('emails').update(email.id, state)
            }
            return null
          })
          if (outcome instanceof Response) return outcome
          return json({ counts: await counts(user) })
        },
      ),
    ),
    // Deleting for good: only what is in the trash, with its attachments.
    http.post(
      `${BASE}/messages/delete`,
      endpoint(
        backend,
        { can: ['delete', 'Email'], body: deleteRequest, refusedAs: REFUSED },
        async ({ user, body }) => {
          const outcome = await backend.db.transaction(async (db) => {
            const found = await own(user, body.ids)
            if (found instanceof Response) return found
            if (found.some((email) => !email.isDeleted))
              return apiError(409, 'email/not-in-trash', 'Only messages in the trash can be deleted for good.')
            for (const email of found) {
              await db.collection('emails').remove(email.id)
              for (const file of email.attachments) await db.collection<StoredFile>('storedFiles').remove(file.id)
            }
            return found.length
          })
          if (outcome instanceof Response) return outcome
          return json({ deleted: outcome, counts: await counts(user) })
        },
      ),
    ),
    http.post(
      `${BASE}/messages`,
      endpoint(backend, { can: ['create', 'Email'], body: sendSchema, refusedAs: REFUSED }, async ({ user, body }) => {
        await mailbox(user)
        const outcome = await backend.db.transaction(async (db) => {
          if (body.draftId) {
            const draft = await draftOf(user, body.draftId)
            if (draft instanceof Response) return draft
            await db.collection('emails').remove(draft.id)
          }
          const email = await written(user, body, `${user.uid}:${crypto.randomUUID()}`, 'sent')
          if (email instanceof Response) return email
          return db.collection<StoredEmail>('emails').insert(email)
        })
        return outcome instanceof Response ? outcome : json<Email>(publicOf(outcome), { status: 201 })
      }),
    ),
    http.post(
      `${BASE}/drafts`,
      endpoint(backend, { can: ['create', 'Email'], body: draftSchema, refusedAs: REFUSED }, async ({ user, body }) => {
        await mailbox(user)
        const email = await written(user, body, `${user.uid}:${crypto.randomUUID()}`, 'draft')
        if (email instanceof Response) return email
        return json<Email>(publicOf(await emails().insert(email)), { status: 201 })
      }),
    ),
    http.put(
      `${BASE}/drafts/:id`,
      endpoint(
        backend,
        { can: ['update', 'Email'], body: draftSchema, refusedAs: REFUSED },
        async ({ params, user, body }) => {
          const outcome = await backend.db.transaction(async (db) => {
            const draft = await draftOf(user, String(params.id))
            if (draft instanceof Response) return draft
            const email = await written(user, body, draft.id, 'draft')
            if (email instanceof Response) return email
            return db
              .collection<StoredEmail>('emails')
              .insert({ ...email, labels: draft.labels, isStarred: draft.isStarred })
          })
          return outcome instanceof Response ? outcome : json<Email>(publicOf(outcome))
        },
      ),
    ),
    http.post(
      `${BASE}/messages/:id/replies`,
      endpoint(
        backend,
        { can: ['create', 'Email'], body: replyRequest, refusedAs: REFUSED },
        async ({ params, user, body }) => {
          const from = await me(user)
          const outcome = await backend.db.transaction(async (db) => {
            const found = await own(user, [String(params.id)])
            if (found instanceof Response) return found
            const email = found[0]!
            if (email.folder === 'draft')
              return apiError(409, 'email/reply-to-draft', 'A draft cannot be answered. Send it first.')
            // The answer goes to whoever wrote last, unless that was oneself.
            const last = [email, ...email.replies].reverse().find((each) => each.from.email !== from.email)
            const to = last ? [last.from] : email.to
            const replies = [
              ...email.replies,
              {
                id: crypto.randomUUID(),
                from,
                to,
                message: body.message,
                time: new Date(backend.now()).toISOString(),
              },
            ]
            return db.collection<StoredEmail>('emails').update(email.id, { replies, isRead: true })
          })
          return outcome instanceof Response ? outcome : json<Email>(publicOf(outcome!))
        },
      ),
    ),
    http.post(
      `${BASE}/attachments`,
      endpoint(backend, { can: ['create', 'Email'] }, async ({ request, user }) => {
        const kept = await keepUpload(backend.db, request, user.uid, 'email')
        return kept instanceof Response ? kept : json(kept, { status: 201 })
      }),
    ),
    http.get(
      `${BASE}/attachments/:id`,
      endpoint(backend, { can: ['read', 'Email'] }, async ({ params, user }) =>
        fileDownload(backend.db, String(params.id), user.uid, 'email'),
      ),
    ),
  ]
}
