import type { ContactSummary } from '@/domain/contacts/apiTypes'
import { mentionsAny, redacted, secretsOf } from '@/domain/contacts/erasure'
import type { InstagramEvent } from '@/domain/instagram/events'
import type { Entity } from '@/server/storage/database'
import { IDEMPOTENCY_COLLECTION } from '../idempotency'
import { collectionNamesOf, MOCK_DB_VERSIONS } from '../schema'
import type { MockBackend } from '../types'
import { automationServiceOf } from './automationService'
import { membershipsOf } from './teamRecords'

/** Records kept when a person is erased, with every trace of them replaced: the automations' history. */
const KEPT_WITHOUT_THEM = new Set(['automationRuns'])

/** The engine's own state: erased under the workspace's engine lock, never swept with the rest. */
const ENGINE_STATE = 'automationEngineState'

/**
 * A run of the person, as it is kept: every trace of them replaced, and without the ids Instagram
 * gave the messages it sent them (their conversation's, which the inbox would show under the marker).
 */
function erasedRun<T extends object>(run: T, contactId: string, secrets: readonly string[]): T {
  const kept = redacted(run, secrets) as T & { actions?: unknown }
  if ((run as { contactId?: unknown }).contactId !== contactId || !Array.isArray(kept.actions)) return kept
  const actions = (kept.actions as Record<string, unknown>[]).map(({ resultId: _sent, ...rest }) => rest)
  return { ...kept, actions }
}

function aboutPerson(event: InstagramEvent, contactId: string): boolean {
  if (event.kind === 'comment' || event.kind === 'mention') return event.fromId === contactId
  return event.senderId === contactId || ('recipientId' in event && event.recipientId === contactId)
}

/**
 * Erasure on request: the person's contact, sessions and waiting steps leave the engine's state;
 * the webhook deliveries of the account lose the events about them (a delivery that was only
 * theirs goes) and every string naming them; in every collection of the workspace, a record about
 * them (its id, or one of its own fields, is theirs) goes, and any other record naming them keeps
 * its shape with their id, username and data replaced, and the members' kept answers naming them
 * go; the automation runs stay, so the history still counts them, with `[erased]` where the person
 * was.
 */
export async function eraseContact(backend: MockBackend, workspaceId: string, contact: ContactSummary): Promise<void> {
  const { accountId, contactId } = contact
  const secrets = secretsOf(contact)
  await automationServiceOf(backend).withEngine(workspaceId, async ({ store }) => {
    store.forgetContact(accountId, contactId)
    for (const step of store.queued())
      if (step.accountId === accountId && mentionsAny(step, secrets)) store.removeQueued(step.id)
    for (const run of store.runs()) if (mentionsAny(run, secrets)) store.updateRun(erasedRun(run, contactId, secrets))
  })
  await backend.webhookStore.erase(accountId, secrets, (delivery) => {
    if (!mentionsAny(delivery, secrets)) return delivery
    const events = delivery.events.filter((event) => !aboutPerson(event, contactId))
    if (events.length === 0) return null
    return redacted({ ...delivery, events }, secrets)
  })
  await backend.db.transaction(async (scope) => {
    for (const name of collectionNamesOf(MOCK_DB_VERSIONS)) {
      if (name === ENGINE_STATE) continue
      const collection = scope.collection<Entity & Record<string, unknown>>(name)
      for (const record of await collection.ownedBy(workspaceId)) {
        if (!mentionsAny(record, secrets)) continue
        const theirs =
          mentionsAny(record.id, secrets) ||
          Object.values(record).some((value) => typeof value === 'string' && secrets.includes(value))
        if (KEPT_WITHOUT_THEM.has(name)) await collection.insert(erasedRun(record, contactId, secrets))
        else if (theirs) await collection.remove(record.id)
        else await collection.insert(redacted(record, secrets))
      }
    }
    // The answers kept for a member's repeated submissions are theirs, not the workspace's: a note
    // naming the person, sent with an idempotency key, is kept under the member. Forgetting one only
    // lets that same submission run again.
    const members = await membershipsOf(scope).filter((membership) => membership.workspaceId === workspaceId)
    const answers = scope.collection<Entity>(IDEMPOTENCY_COLLECTION)
    for (const { uid } of members) {
      if (uid === workspaceId) continue
      for (const answer of await answers.ownedBy(uid)) if (mentionsAny(answer, secrets)) await answers.remove(answer.id)
    }
  })
}
