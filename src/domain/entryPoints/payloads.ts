/**
 * The strings Instagram hands back when a person comes in through an entry point, each naming the
 * automation it starts: an ice breaker's or a menu item's postback payload, and an `ig.me` link's
 * `ref` (ig.me links; Ice breakers; Persistent menu). Instagram returns exactly what was set, so
 * the engine reads the automation back from it. The `entry:` prefix keeps these apart from a flow
 * button's tap (`flow:<automationId>:<optionId>`) and says which kind of entry was tapped, which a
 * postback alone does not.
 */

export type EntrySource = 'ice-breaker' | 'menu'

const ENTRY_SOURCES: readonly EntrySource[] = ['ice-breaker', 'menu']

/** An automation id as the backend makes them: letters, digits, `-` and `_`, safe in a URL. */
const AUTOMATION_ID = /^[A-Za-z0-9_-]{1,100}$/

export function entryPayload(source: EntrySource, automationId: string): string {
  return `entry:${source}:${automationId}`
}

export function parseEntryPayload(payload: string): { source: EntrySource; automationId: string } | null {
  const match = /^entry:([a-z-]+):(.+)$/.exec(payload)
  if (!match) return null
  const source = ENTRY_SOURCES.find((candidate) => candidate === match[1])
  const automationId = match[2]!
  return source && AUTOMATION_ID.test(automationId) ? { source, automationId } : null
}

/** The `ref` of the `ig.me` link that starts an automation. */
export function shortLinkRef(automationId: string): string {
  return automationId
}

export function parseShortLinkRef(ref: string): { automationId: string } | null {
  return AUTOMATION_ID.test(ref) ? { automationId: ref } : null
}

/** `https://ig.me/m/{username}?ref={ref}`: opens a conversation with the account and sends the ref. */
export function shortLinkUrl(username: string, ref: string): string {
  return `https://ig.me/m/${encodeURIComponent(username)}?ref=${encodeURIComponent(ref)}`
}
