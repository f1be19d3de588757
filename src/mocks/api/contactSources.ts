import type { ContactSummary, TimelineItem } from '@/domain/contacts/apiTypes'
import type { ContactFieldDefinition } from '@/domain/contacts/fields'
import { runStatus } from '@/domain/automations/runStatus'
import type { InstagramEvent } from '@/domain/instagram/events'
import { threadIdOf } from '@/server/chat/threads'
import type { ContactState } from '@/server/automations/store'
import type { MockBackend } from '../types'
import { automationServiceOf } from './automationService'
import { chatSends } from './chatSources'
import { usernamesOf } from './instagramPeople'
import { holdingsOf, mayRead, type Holdings } from './workspaces'

/** The workspace's custom field definitions: one record per workspace. */
interface StoredFieldDefinitions {
  id: string
  ownerUid: string
  fields: ContactFieldDefinition[]
}

export const fieldDefinitionsOf = (backend: MockBackend) =>
  backend.db.collection<StoredFieldDefinitions>('contactFieldDefinitions')

export async function definitionsOf(backend: MockBackend, workspaceId: string): Promise<ContactFieldDefinition[]> {
  return (await fieldDefinitionsOf(backend).get(workspaceId))?.fields ?? []
}

/** A contact's id in the API: the account and the person, so one person is one contact per account. */
export const contactIdOf = (accountId: string, contactId: string) => `${accountId}-${contactId}`

export function parseContactId(id: string): { accountId: string; contactId: string } | null {
  const at = id.indexOf('-')
  return at > 0 && at < id.length - 1 ? { accountId: id.slice(0, at), contactId: id.slice(at + 1) } : null
}

export function summaryOf(
  state: ContactState,
  holdings: Holdings,
  usernames: ReadonlyMap<string, string>,
): ContactSummary {
  return {
    id: contactIdOf(state.accountId, state.contactId),
    accountId: state.accountId,
    accountUsername: holdings.byAccount.get(state.accountId)?.username ?? null,
    contactId: state.contactId,
    username: state.username ?? usernames.get(state.contactId) ?? null,
    source: state.source ?? null,
    // Contacts the engine knew before it kept every interaction: their first and latest message.
    firstInteractionAt: state.firstInteractionAt ?? state.firstInboundAt ?? null,
    lastInteractionAt: state.lastInteractionAt ?? state.lastInboundAt ?? null,
    tags: [...state.tags],
    fields: { ...state.fields },
    optedOut: state.optedOutAt !== undefined,
  }
}

/** The people the workspace's accounts heard from (only accounts it holds), as the engine knows them. */
export async function workspaceContacts(
  backend: MockBackend,
  workspaceId: string,
): Promise<{ contacts: ContactSummary[]; holdings: Holdings }> {
  const [holdings, states] = await Promise.all([
    holdingsOf(backend.instagramConnections, workspaceId),
    automationServiceOf(backend).contactsOf(workspaceId),
  ])
  const usernames = await usernamesOf(backend, holdings)
  const contacts = states
    .filter((state) => holdings.byAccount.has(state.accountId))
    .map((state) => summaryOf(state, holdings, usernames))
  return { contacts, holdings }
}

/** Who an event is about, when it is about someone. */
function personOf(event: InstagramEvent): string | undefined {
  if (event.kind === 'comment') return event.fromId
  if (event.kind === 'mention') return event.fromId
  return event.senderId
}

function eventText(event: InstagramEvent): string {
  return 'text' in event && typeof event.text === 'string' ? event.text : event.kind === 'postback' ? event.title : ''
}

/** A note of the team in the person's thread, as the inbox keeps it. */
interface StoredNote {
  id: string
  ownerUid: string
  threadId: string
  authorUid: string
  text: string
  at: number
}

/**
 * What happened with the person, newest first: the events their account received from them, the
 * automation runs they started, what was sent to them (by automations and by hand) and the team's
 * notes in their thread. Read from the records each of those keeps; nothing is copied.
 */
export async function timelineOf(
  backend: MockBackend,
  workspaceId: string,
  holdings: Holdings,
  contact: Pick<ContactSummary, 'accountId' | 'contactId'>,
): Promise<TimelineItem[]> {
  const { accountId, contactId } = contact
  const items: TimelineItem[] = []
  const deliveries = await backend.instagramWebhooks.events([accountId])
  const seenKeys = new Set<string>()
  for (const delivery of deliveries) {
    if (!delivery.verdict.verified) continue
    for (const event of delivery.events) {
      if (event.accountId !== accountId || personOf(event) !== contactId || seenKeys.has(event.dedupeKey)) continue
      if (!mayRead(holdings, accountId, Date.parse(delivery.receivedAt))) continue
      if (event.kind === 'seen' || event.kind === 'reaction') continue
      seenKeys.add(event.dedupeKey)
      items.push({ kind: 'event', at: event.timestamp, eventKind: event.kind, text: eventText(event) })
    }
  }
  const { runs } = await automationServiceOf(backend).read(workspaceId)
  for (const run of runs) {
    if (run.accountId !== accountId || run.contactId !== contactId || run.test) continue
    items.push({
      kind: 'run',
      at: run.createdAt,
      automationId: run.automationId,
      automationName: run.automationName,
      status: runStatus(run).status,
    })
    for (const action of run.actions)
      if (action.status === 'sent' && (action.kind === 'send-dm' || action.kind === 'private-reply'))
        items.push({
          kind: 'sent',
          at: action.updatedAt,
          text: action.text ?? '',
          by: 'automation',
          automationName: run.automationName,
        })
  }
  for (const send of await chatSends(backend).ownedBy(workspaceId))
    if (send.accountId === accountId && send.contactId === contactId && send.messageId && !send.failure)
      items.push({ kind: 'sent', at: send.at, text: send.text, by: 'person' })
  const threadId = threadIdOf(accountId, contactId)
  for (const note of await backend.db.collection<StoredNote>('inboxNotes').ownedBy(workspaceId))
    if (note.threadId === threadId) items.push({ kind: 'note', at: note.at, text: note.text, author: null })
  return items.sort((a, b) => b.at - a.at)
}
