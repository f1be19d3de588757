import type { GraphError } from '@/domain/automations/client'

/** A send as Instagram's read APIs can find it again: to whom (or under which comment), and what it said. */
export type SentStep =
  | { kind: 'dm'; recipientId: string; text: string }
  | { kind: 'private-reply'; commentId: string; text: string }
  | { kind: 'public-reply'; commentId: string; text: string }

export interface FindSentRequest {
  /** The professional account (IG_ID) that sent it. */
  accountId: string
  /** When the send began (ms): anything older is not it. */
  since: number
  step: SentStep
  /** Ids already known to be other sends (the same text sent twice): never the answer. */
  excludeIds: readonly string[]
}

/** A Graph answer, over HTTP or from the in-page mock. */
export interface GraphAnswer {
  status: number
  body: unknown
}

/**
 * The four reads `findSent` makes, each a request Meta documents; the HTTP client and the in-page
 * client answer them alike. `after` is a page's `paging.cursors.after`, null for the first page.
 */
export interface SentReads {
  /** `GET /{IG_ID}/conversations?platform=instagram&user_id={IGSID}` */
  conversationWith(accountId: string, igsid: string): Promise<GraphAnswer>
  /** `GET /{conversation-id}?fields=messages{…MESSAGE_FIELDS}`, then `GET /{conversation-id}/messages?fields=…&after=` */
  messages(accountId: string, conversationId: string, after: string | null): Promise<GraphAnswer>
  /** `GET /{comment-id}?fields=from` */
  commenter(accountId: string, commentId: string): Promise<GraphAnswer>
  /** `GET /{comment-id}/replies?fields=…REPLY_FIELDS&after=` */
  replies(accountId: string, commentId: string, after: string | null): Promise<GraphAnswer>
}

export const MESSAGE_FIELDS = 'id,created_time,from,to,message'
export const REPLY_FIELDS = 'id,text,timestamp,from'

/** Instagram could not be asked (no token, an error answer): whether the send arrived is unknown. */
export class SentLookupError extends Error {
  constructor(readonly error: GraphError) {
    super(`Instagram could not be asked what was sent: ${error.message}`)
    this.name = 'SentLookupError'
  }
}

/** More pages than a send cut off minutes ago can be behind: 250 messages or replies. */
const MAX_PAGES = 10

interface Written {
  id: string
  at: number
  fromId: string | null
  text: string
}

/**
 * The id of what the account sent for `step` at or after `since` (to the second, as Graph dates
 * things), not among `excludeIds`; null when Instagram answered and holds no such send. A DM or a
 * private reply is looked for in the person's conversation (the commenter's, found from the
 * comment), newest first, up to the first page older than `since`; a public reply among the
 * comment's replies. A private reply and a DM of the same text share that conversation: only
 * `excludeIds` (the sends already recorded) tell one from the other. Rejects with
 * `SentLookupError` when Instagram did not answer.
 */
export async function findSentThrough(reads: SentReads, request: FindSentRequest): Promise<string | null> {
  const { accountId, step } = request
  const since = Math.floor(request.since / 1000) * 1000
  const excluded = new Set(request.excludeIds)
  const wanted = comparable(step.text)
  const matches = (item: Written, byAccount: boolean) =>
    byAccount && item.at >= since && !excluded.has(item.id) && comparable(item.text) === wanted

  if (step.kind === 'public-reply') {
    let after: string | null = null
    for (let page = 0; page < MAX_PAGES; page++) {
      const { items, next } = pageIn(await reads.replies(accountId, step.commentId, after), 'timestamp', 'text')
      const found = items.find((item) => matches(item, item.fromId === accountId))
      if (found) return found.id
      if (next === null) return null
      after = next
    }
    return null
  }

  const person = step.kind === 'dm' ? step.recipientId : await commenterOf(reads, accountId, step.commentId)
  if (person === null) return null
  const conversationId = conversationIn(await reads.conversationWith(accountId, person))
  if (conversationId === null) return null
  let after: string | null = null
  for (let page = 0; page < MAX_PAGES; page++) {
    const { items, next } = pageIn(await reads.messages(accountId, conversationId, after), 'created_time', 'message')
    // In a conversation of two, what the person did not write, the account did.
    const found = items.find((item) => matches(item, item.fromId !== null && item.fromId !== person))
    if (found) return found.id
    if (next === null || items.every((item) => item.at < since)) return null
    after = next
  }
  return null
}

/** Who wrote the comment; null when it no longer exists (a private reply to it can no longer be sent either). */
async function commenterOf(reads: SentReads, accountId: string, commentId: string): Promise<string | null> {
  const answer = await reads.commenter(accountId, commentId)
  const error = graphErrorOf(answer)
  if (error && error.code === 100 && error.error_subcode === 33) return null
  if (error) throw new SentLookupError(error)
  const from = field(answer.body, 'from')
  const id = field(from, 'id')
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null
}

function conversationIn(answer: GraphAnswer): string | null {
  const error = graphErrorOf(answer)
  if (error) throw new SentLookupError(error)
  const data = field(answer.body, 'data')
  const id = Array.isArray(data) ? field(data[0], 'id') : undefined
  return typeof id === 'string' && id !== '' ? id : null
}

/**
 * A page of messages or replies: `{data, paging}`, or the same under `messages` (a conversation
 * read with `fields=messages{…}`). `next` is the cursor of the following page, null on the last
 * (Graph leaves `paging.next` out there).
 */
function pageIn(answer: GraphAnswer, timeField: string, textField: string): { items: Written[]; next: string | null } {
  const error = graphErrorOf(answer)
  if (error) throw new SentLookupError(error)
  const edge = field(answer.body, 'messages') ?? answer.body
  const data = field(edge, 'data')
  const paging = field(edge, 'paging')
  const after = field(field(paging, 'cursors'), 'after')
  const items = (Array.isArray(data) ? data : []).flatMap((item): Written[] => {
    const id = field(item, 'id')
    const at = timeOf(field(item, timeField))
    if (typeof id !== 'string' || at === null) return []
    const fromId = field(field(item, 'from'), 'id')
    const text = field(item, textField)
    return [
      {
        id,
        at,
        fromId: typeof fromId === 'string' || typeof fromId === 'number' ? String(fromId) : null,
        text: typeof text === 'string' ? text : '',
      },
    ]
  })
  return { items, next: field(paging, 'next') !== undefined && typeof after === 'string' ? after : null }
}

/** Meta's error object of an answer that is not a success; null for a success. */
export function graphErrorOf({ status, body }: GraphAnswer): GraphError | null {
  if (status >= 200 && status < 300) return null
  const error = (field(body, 'error') ?? {}) as Partial<GraphError>
  return {
    code: Number(error.code ?? 1),
    error_subcode: error.error_subcode,
    is_transient: error.is_transient ?? false,
    message: String(error.message ?? `HTTP ${status}`),
  }
}

/** Graph's `2026-06-01T12:00:00+0000`, or a Unix time in seconds (some examples show one). */
function timeOf(value: unknown): number | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const number = Number(value)
    return number < 1e12 ? number * 1000 : number
  }
  if (typeof value !== 'string') return null
  const at = Date.parse(value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'))
  return Number.isNaN(at) ? null : at
}

/** Texts compare as a person reads them: line endings and surrounding blanks aside. */
function comparable(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim()
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined
}
