import type { ThreadStatus } from './apiTypes'

/**
 * The team inbox's rules (docs/product.md, "Team inbox"), shared by the backend that applies them
 * and the screen that offers them: who a note mentions, and which threads a filter keeps.
 */

/** A member as a note can mention them: by their username, `@ana.souza`. */
export interface Mentionable {
  uid: string
  username: string
}

/**
 * `@` then a username's characters, at the start or after something that cannot be part of a
 * word or an address (so `ana@cafe.com` mentions nobody). A sentence's full stop after a mention
 * is not part of it.
 */
const MENTION = /(?<![\p{L}\p{N}_.@])@([a-z0-9._]+)/giu

/** The members a note mentions, each once, in the order they first appear; unknown names are text. */
export function mentionsIn(text: string, members: readonly Mentionable[]): string[] {
  const byName = new Map(members.map((member) => [member.username.toLowerCase(), member.uid]))
  const found: string[] = []
  for (const match of text.matchAll(MENTION)) {
    const name = match[1]!.toLowerCase()
    const uid = byName.get(name) ?? byName.get(name.replace(/\.+$/, ''))
    if (uid !== undefined && !found.includes(uid)) found.push(uid)
  }
  return found
}

/** The inbox's named filters, as the list's URL and the backend's list query name them. */
export const INBOX_FILTERS = ['account', 'assignee', 'status', 'tag'] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]

/** `assignee=me`: assigned to the caller; `assignee=none`: to nobody. */
export const ASSIGNEE_FILTERS = ['me', 'none'] as const

/** What a filter looks at in a thread. */
export interface FilterableThread {
  accountId: string
  assigneeUid: string | null
  status: ThreadStatus
  tags: readonly string[]
}

/** Whether a thread passes one named filter's value, for the caller `me`. */
export function threadMatches(thread: FilterableThread, filter: InboxFilter, value: string, me: string): boolean {
  switch (filter) {
    case 'account':
      return thread.accountId === value
    case 'assignee':
      return value === 'me' ? thread.assigneeUid === me : value === 'none' ? thread.assigneeUid === null : false
    case 'status':
      return thread.status === value
    case 'tag':
      return thread.tags.includes(value)
  }
}
