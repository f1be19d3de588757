import type {
  ChatMessage,
  ChatThreadSummary,
  InboxPerson,
  OutgoingStatus,
  SendFailureReason,
  ThreadStatus,
} from '@/domain/chat/apiTypes'

/**
 * Thread assembly for the inbox (docs/product.md, first list): a thread is one person writing to
 * one account the workspace holds. It is made of what the backend received (the person's DMs,
 * story replies and mentions, buttons tapped, `read` receipts) and what the account sent through
 * the Send API (by an automation or by hand from the inbox), plus the inbox's own failed sends,
 * which never reached Instagram. Pure: the handler loads the caller's records and calls this.
 */

/** Something the person sent, from a verified webhook delivery. */
export interface InboundItem {
  accountId: string
  contactId: string
  id: string
  text: string
  at: number
  kind?: 'story_reply' | 'story_mention' | 'postback'
}

/** A `read` receipt: the person saw the conversation up to `at`. */
export interface SeenItem {
  accountId: string
  contactId: string
  at: number
}

/** What the account sent through the Send API (the platform's outbox). */
export interface SentItem {
  id: string
  accountId: string
  contactId: string
  text: string
  at: number
}

/** A send made from the inbox: `messageId` is the Send API's id once it was accepted. */
export interface InboxSend {
  id: string
  accountId: string
  contactId: string
  text: string
  at: number
  messageId: string | null
  failure: { reason: SendFailureReason; graphCode: number | null } | null
  /** The member who sent it (absent on sends recorded before members were counted). */
  sentBy?: string
}

/** What the team decided about a thread: who has it and where it stands. */
export interface TeamThreadState {
  assigneeUid: string | null
  status: ThreadStatus
}

export interface ThreadSources {
  inbound: readonly InboundItem[]
  seen: readonly SeenItem[]
  sent: readonly SentItem[]
  sends: readonly InboxSend[]
  /** Send API message id → the automation that sent it. */
  automatedBy: ReadonlyMap<string, string>
  /** Thread id → when the workspace last read it. */
  readAt: ReadonlyMap<string, number>
  accounts: ReadonlyMap<string, string>
  people: ReadonlyMap<string, { username: string | null; avatarUrl: string | null }>
  /** Thread id → its assignee and status; absent: open, nobody's. */
  states: ReadonlyMap<string, TeamThreadState>
  /** Thread id → the contact's tags. */
  tags: ReadonlyMap<string, readonly string[]>
  /** The workspace's members by uid, to name assignees and senders (someone gone: their uid). */
  members: ReadonlyMap<string, InboxPerson>
}

export interface AssembledThread {
  summary: ChatThreadSummary
  messages: ChatMessage[]
}

export const threadIdOf = (accountId: string, contactId: string) => `${accountId}:${contactId}`

interface Draft {
  accountId: string
  contactId: string
  messages: (ChatMessage & { atMs: number })[]
  lastInboundAt: number | null
  lastSeenAt: number | null
}

export function assembleThreads(sources: ThreadSources): AssembledThread[] {
  const drafts = new Map<string, Draft>()
  const draftOf = (accountId: string, contactId: string): Draft | null => {
    if (!sources.accounts.has(accountId)) return null
    const id = threadIdOf(accountId, contactId)
    let draft = drafts.get(id)
    if (!draft) {
      draft = { accountId, contactId, messages: [], lastInboundAt: null, lastSeenAt: null }
      drafts.set(id, draft)
    }
    return draft
  }

  const seenIds = new Set<string>()
  for (const item of sources.inbound) {
    // A redelivered event carries the same id: one message however often it arrived. Checked
    // before the thread is made, so a repeated id never leaves an empty thread behind.
    if (seenIds.has(`in:${item.id}`) || !sources.accounts.has(item.accountId)) continue
    const draft = draftOf(item.accountId, item.contactId)
    if (!draft) continue
    seenIds.add(`in:${item.id}`)
    draft.messages.push({
      id: item.id,
      direction: 'in',
      text: item.text,
      at: iso(item.at),
      atMs: item.at,
      ...(item.kind ? { kind: item.kind } : {}),
    })
    draft.lastInboundAt = Math.max(draft.lastInboundAt ?? item.at, item.at)
  }
  for (const item of sources.seen) {
    const draft = drafts.get(threadIdOf(item.accountId, item.contactId))
    if (draft) draft.lastSeenAt = Math.max(draft.lastSeenAt ?? item.at, item.at)
  }

  const byHand = new Map(sources.sends.flatMap((send) => (send.messageId ? [[send.messageId, send] as const] : [])))
  const personOf = (uid: string): InboxPerson => sources.members.get(uid) ?? { uid, name: uid }
  const senderOf = (send: InboxSend | undefined) => (send?.sentBy ? { sentBy: personOf(send.sentBy) } : {})
  for (const item of sources.sent) {
    if (seenIds.has(`out:${item.id}`) || !sources.accounts.has(item.accountId)) continue
    const draft = draftOf(item.accountId, item.contactId)
    if (!draft) continue
    seenIds.add(`out:${item.id}`)
    const hand = byHand.get(item.id)
    draft.messages.push({
      id: item.id,
      direction: 'out',
      text: item.text,
      at: iso(item.at),
      atMs: item.at,
      status: 'delivered',
      ...(hand ? senderOf(hand) : { automated: { automationName: sources.automatedBy.get(item.id) ?? null } }),
    })
  }
  for (const send of sources.sends) {
    if (!send.failure) continue // An accepted send is in the outbox already.
    const draft = draftOf(send.accountId, send.contactId)
    if (!draft) continue
    draft.messages.push({
      id: send.id,
      direction: 'out',
      text: send.text,
      at: iso(send.at),
      atMs: send.at,
      status: 'failed',
      failure: send.failure,
      ...senderOf(send),
    })
  }

  const threads: AssembledThread[] = []
  for (const [id, draft] of drafts) {
    const messages = draft.messages
      .sort((a, b) => a.atMs - b.atMs || Number(a.direction === 'out') - Number(b.direction === 'out'))
      .map(({ atMs, ...message }) => {
        if (message.status === 'delivered' && draft.lastSeenAt !== null && atMs <= draft.lastSeenAt)
          return { ...message, status: 'seen' as OutgoingStatus }
        return message
      })
    const last = messages.at(-1)
    const readAt = sources.readAt.get(id) ?? 0
    const person = sources.people.get(draft.contactId)
    const state = sources.states.get(id)
    threads.push({
      summary: {
        id,
        accountId: draft.accountId,
        accountUsername: sources.accounts.get(draft.accountId) ?? '',
        contact: { id: draft.contactId, username: person?.username || null, avatarUrl: person?.avatarUrl ?? null },
        lastMessage: last ? { text: last.text, at: last.at, direction: last.direction } : null,
        unread: messages.filter((message) => message.direction === 'in' && Date.parse(message.at) > readAt).length,
        lastInboundAt: draft.lastInboundAt === null ? null : iso(draft.lastInboundAt),
        assignee: state?.assigneeUid ? personOf(state.assigneeUid) : null,
        status: state?.status ?? 'open',
        tags: [...(sources.tags.get(id) ?? [])],
      },
      messages,
    })
  }
  // Newest conversation first.
  return threads.sort(
    (a, b) => Date.parse(b.summary.lastMessage?.at ?? '0') - Date.parse(a.summary.lastMessage?.at ?? '0'),
  )
}

const iso = (at: number) => new Date(at).toISOString()
