import type { ThreadStatus } from '@/domain/chat/apiTypes'
import type { Collection, Database } from '@/server/storage/database'
import { threadIdOf } from './threads'

/**
 * What the team decided about a thread (docs/product.md, "Team inbox"): who it is assigned to and
 * where it stands. One record per thread the team ever touched; a thread without one is open and
 * assigned to nobody.
 */
export interface StoredThreadState {
  /** `${workspaceId}|${threadId}`. */
  id: string
  /** The workspace's id. */
  ownerUid: string
  threadId: string
  assigneeUid: string | null
  status: ThreadStatus
  /** When the status was last set. */
  statusAt: number
  updatedAt: number
}

export const threadStatesOf = (db: Pick<Database, 'collection'>): Collection<StoredThreadState> =>
  db.collection<StoredThreadState>('inboxThreads')

export const threadStateId = (workspaceId: string, threadId: string) => `${workspaceId}|${threadId}`

/**
 * Where a person's thread with an account stands for a workspace: its status and since when
 * (`null`: never set, so open). What pauses automations until a thread is done reads this.
 */
export async function threadStatusOf(
  db: Pick<Database, 'collection'>,
  workspaceId: string,
  accountId: string,
  contactId: string,
): Promise<{ status: ThreadStatus; since: number | null }> {
  const state = await threadStatesOf(db).get(threadStateId(workspaceId, threadIdOf(accountId, contactId)))
  return state ? { status: state.status, since: state.statusAt } : { status: 'open', since: null }
}
