import { resumedState } from '@/domain/automations/handover'
import { threadStatesOf } from '@/server/chat/threadState'
import { threadIdOf } from '@/server/chat/threads'
import type { Database } from '@/server/storage/database'
import type { InMemoryAutomationStore } from './store'

/**
 * A pause for the team ends when the team marks the thread done (docs/product.md, "Automations"):
 * the people whose thread was marked done since their pause began get automations again. Read
 * before the engine works, so the inbox only stores the status.
 */
export async function resumeDoneThreads(
  db: Pick<Database, 'collection'>,
  workspaceId: string,
  store: InMemoryAutomationStore,
): Promise<void> {
  const paused = store.contactList().filter((contact) => contact.automationsPausedAt !== undefined)
  if (paused.length === 0) return
  const doneAt = new Map(
    (await threadStatesOf(db).ownedBy(workspaceId))
      .filter((state) => state.status === 'done')
      .map((state) => [state.threadId, state.statusAt]),
  )
  for (const contact of paused) {
    const done = doneAt.get(threadIdOf(contact.accountId, contact.contactId))
    if (done !== undefined && done >= contact.automationsPausedAt!) store.putContact(resumedState(contact))
  }
}

/** Whether the thread's "done" (at `doneSince`) ended a pause that began at `pausedAt`. */
export function doneSincePause(pausedAt: number, done: { status: string; since: number | null }): boolean {
  return done.status === 'done' && done.since !== null && done.since >= pausedAt
}
