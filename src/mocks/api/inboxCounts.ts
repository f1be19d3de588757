import type { HandSentCounts } from '@/domain/automations/apiTypes'
import type { MockBackend } from '../types'
import { chatSends } from './chatSources'
import { inboxMembersOf } from './inboxSources'
import { mayRead, type Holdings } from './workspaces'

/**
 * The messages people sent by hand from the inbox that reached Instagram, in total and per
 * member, most first (docs/product.md, "Team inbox"): of the accounts the workspace holds, since
 * their connection began, like what automations sent.
 */
export async function handSentCounts(
  backend: MockBackend,
  workspaceId: string,
  holdings: Holdings,
): Promise<HandSentCounts> {
  const [sends, members] = await Promise.all([
    chatSends(backend).ownedBy(workspaceId),
    inboxMembersOf(backend, workspaceId),
  ])
  const perMember = new Map<string, number>()
  let total = 0
  for (const send of sends) {
    if (!send.messageId || send.failure || !mayRead(holdings, send.accountId, send.at)) continue
    total += 1
    // A send recorded before members were counted is the workspace owner's: the only one then.
    const uid = send.sentBy ?? workspaceId
    perMember.set(uid, (perMember.get(uid) ?? 0) + 1)
  }
  const names = new Map(members.map((member) => [member.uid, member.name]))
  return {
    total,
    members: [...perMember]
      .map(([uid, count]) => ({ uid, name: names.get(uid) ?? uid, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  }
}
