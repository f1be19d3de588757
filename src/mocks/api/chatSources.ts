import type { AutomationRun } from '@/domain/automations/runs'
import {
  assembleThreads,
  type AssembledThread,
  type InboundItem,
  type InboxSend,
  type SeenItem,
  type SentItem,
} from '@/server/chat/threads'
import { avatarDataUrl } from '../instagram/avatar'
import type { MockBackend } from '../types'
import { automationServiceOf } from './automationService'
import { teamThreadSources } from './inboxSources'
import { usernamesOf } from './instagramPeople'
import { scopeDeliveries } from './webhooks'
import { mayRead, type Holdings } from './workspaces'

/** A send made from the inbox, as the backend keeps it: whose it is never leaves the backend. */
export interface StoredInboxSend extends InboxSend {
  ownerUid: string
}

/** When a workspace last read a thread (`id`: `${uid}|${threadId}`). */
export interface StoredThreadRead {
  id: string
  ownerUid: string
  threadId: string
  at: number
}

export const chatSends = (backend: MockBackend) => backend.db.collection<StoredInboxSend>('chatSends')
export const chatReads = (backend: MockBackend) => backend.db.collection<StoredThreadRead>('chatReads')

export interface WorkspaceThreads {
  threads: AssembledThread[]
  holdings: Holdings
  runs: AutomationRun[]
}

/**
 * The caller's threads, from the records the backend already keeps (docs/product.md,
 * "Workspaces": only accounts the workspace holds, only since its connection began): the webhook
 * receiver's verified deliveries, the automation runs (which sent what, with the ids Instagram gave)
 * and the inbox's own sends and read marks: what Conversa itself knows, with Instagram or its mock.
 */
export async function workspaceThreads(backend: MockBackend, uid: string): Promise<WorkspaceThreads> {
  const { runs, holdings } = await automationServiceOf(backend).read(uid)
  const deliveries = scopeDeliveries(
    await backend.instagramWebhooks.events([...holdings.byAccount.keys()]),
    holdings,
  ).filter((delivery) => delivery.verdict.verified)
  const inbound: InboundItem[] = []
  const seen: SeenItem[] = []
  for (const event of deliveries.flatMap((delivery) => delivery.events)) {
    if (event.kind === 'message' && !event.isEcho && !event.isDeleted) {
      inbound.push({
        accountId: event.accountId,
        contactId: event.senderId,
        id: event.mid,
        text: event.text,
        at: event.timestamp,
      })
    } else if (event.kind === 'story_reply' || event.kind === 'postback') {
      const text = event.kind === 'postback' ? event.title : event.text
      inbound.push({
        accountId: event.accountId,
        contactId: event.senderId,
        id: event.mid,
        text,
        at: event.timestamp,
        kind: event.kind,
      })
    } else if (event.kind === 'story_mention') {
      inbound.push({
        accountId: event.accountId,
        contactId: event.senderId,
        id: event.mid,
        text: '',
        at: event.timestamp,
        kind: event.kind,
      })
    } else if (event.kind === 'seen') {
      seen.push({ accountId: event.accountId, contactId: event.senderId, at: event.timestamp })
    }
  }
  const automatedBy = new Map<string, string>()
  for (const run of runs)
    for (const action of run.actions) if (action.resultId) automatedBy.set(action.resultId, run.automationName)
  const sends = (await chatSends(backend).ownedBy(uid)).filter((send) => mayRead(holdings, send.accountId, send.at))
  const sent = [...sentByAutomations(runs), ...sentByHand(sends)].filter((item) =>
    mayRead(holdings, item.accountId, item.at),
  )
  const reads = await chatReads(backend).ownedBy(uid)
  const people = [...(await usernamesOf(backend, holdings))].map(
    ([igsid, username], index) => [igsid, { username, avatarUrl: avatarDataUrl(username, index) }] as const,
  )
  const team = await teamThreadSources(backend, uid)
  const threads = assembleThreads({
    ...team,
    inbound,
    seen,
    sent,
    sends,
    automatedBy,
    readAt: new Map(reads.map((read) => [read.threadId, read.at])),
    accounts: new Map([...holdings.byAccount].map(([accountId, connection]) => [accountId, connection.username])),
    people: new Map(people),
  })
  return { threads, holdings, runs }
}

/** The messages the engine's runs sent (a DM or a private reply), with the id Instagram gave each. */
function sentByAutomations(runs: readonly AutomationRun[]): SentItem[] {
  return runs.flatMap((run) =>
    run.contactId
      ? run.actions.flatMap((action) =>
          action.status === 'sent' && action.resultId && (action.kind === 'send-dm' || action.kind === 'private-reply')
            ? [
                {
                  id: action.resultId,
                  accountId: run.accountId,
                  contactId: run.contactId!,
                  text: action.text ?? '',
                  at: action.updatedAt,
                },
              ]
            : [],
        )
      : [],
  )
}

/** The inbox's sends Instagram accepted. */
function sentByHand(sends: readonly InboxSend[]): SentItem[] {
  return sends.flatMap((send) =>
    send.messageId && !send.failure
      ? [{ id: send.messageId, accountId: send.accountId, contactId: send.contactId, text: send.text, at: send.at }]
      : [],
  )
}
