import type { InstagramEvent } from '@/domain/instagram/events'
import type { Database } from '@/server/storage/database'
import type { MockBackend } from '../types'
import { holderOf, type Holdings } from './workspaces'

/**
 * Someone a workspace's account heard from, with the username Instagram gave: in a comment's
 * webhook, or from the User Profile API once they wrote. Kept per workspace, so a later holder of
 * the account starts from nothing (docs/product.md, "Workspaces").
 */
export interface StoredInstagramPerson {
  /** `${ownerUid}:${accountId}:${igsid}` */
  id: string
  ownerUid: string
  accountId: string
  igsid: string
  username: string
  learntAt: number
}

export const instagramPeople = (db: Database) => db.collection<StoredInstagramPerson>('instagramPeople')

/** Who wrote or commented, by IGSID, with the username the event itself carries, if any. */
function peopleIn(events: readonly InstagramEvent[]): Map<string, { accountId: string; username: string | null }> {
  const people = new Map<string, { accountId: string; username: string | null }>()
  for (const event of events) {
    if (event.kind === 'comment') people.set(event.fromId, { accountId: event.accountId, username: event.fromUsername })
    else if ('senderId' in event && event.senderId !== event.accountId && !people.has(event.senderId))
      people.set(event.senderId, { accountId: event.accountId, username: null })
  }
  return people
}

/**
 * Learns the usernames of the people in fresh verified events, for the workspace holding each
 * account (the one its events go to): a comment says it; for someone who wrote, the User Profile API is asked once.
 */
export function learnInstagramPeople(backend: MockBackend): void {
  const people = instagramPeople(backend.db)
  backend.instagramWebhooks.subscribe(async (events) => {
    // A burst's people looked up side by side, and saved in one write.
    const learnt = await Promise.all(
      [...peopleIn(events)].map(async ([igsid, { accountId, username }]) => {
        const connection = await holderOf(backend.instagramConnections, accountId)
        if (!connection) return null
        const id = `${connection.ownerUid}:${accountId}:${igsid}`
        const known = await people.get(id)
        if (known && (username === null || known.username === username)) return null
        const name = username ?? (await backend.instagramGraph(backend.db).usernameOf(accountId, igsid))
        if (!name) return null
        return { id, ownerUid: connection.ownerUid, accountId, igsid, username: name, learntAt: backend.now() }
      }),
    )
    await people.insertMany(learnt.filter((person) => person !== null))
  })
}

/** The usernames the workspace learnt for the accounts it holds, by IGSID. */
export async function usernamesOf(backend: MockBackend, holdings: Holdings): Promise<Map<string, string>> {
  return new Map(
    (await instagramPeople(backend.db).ownedBy(holdings.uid))
      .filter((person) => holdings.byAccount.has(person.accountId))
      .map((person) => [person.igsid, person.username]),
  )
}
