import type { DbEvent, ResourceChange } from '../database'

/** The channel every adapter instance on a database LISTENs on. */
export const CHANGES_CHANNEL = 'conversa_changes'

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; this leaves room for the envelope. */
const PAYLOAD_BUDGET = 7000

/** One NOTIFY: the instance that committed (it delivered these already), and part of its events. */
export interface ChangeMessage {
  source: string
  /** Its place among the transaction's messages: PostgreSQL folds identical payloads of a transaction into one. */
  part: number
  events: DbEvent[]
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

/**
 * A transaction's events as NOTIFY payloads, each under PostgreSQL's limit: split between
 * messages, a change's owners in chunks (each still names its resource, so every listener hears
 * of it). An owner too long to send alone widens its change to everyone (`null`), which tells
 * more listeners than needed rather than fewer.
 */
export function changePayloads(source: string, events: readonly DbEvent[]): string[] {
  const pieces: DbEvent[] = []
  for (const event of events) {
    if (event.type !== 'changed') pieces.push(event)
    else for (const change of event.changes) for (const part of splitOwners(change)) pieces.push(changed(part))
  }
  const messages: DbEvent[][] = []
  let current: DbEvent[] = []
  let size = 0
  for (const piece of pieces) {
    const pieceSize = bytes(piece)
    if (current.length > 0 && size + pieceSize > PAYLOAD_BUDGET) {
      messages.push(current)
      current = []
      size = 0
    }
    current.push(piece)
    size += pieceSize
  }
  if (current.length > 0) messages.push(current)
  return messages.map((group, part) => JSON.stringify({ source, part, events: joinChanges(group) } as ChangeMessage))
}

/** The message in a payload, or null for one this code does not understand. */
export function parseChangeMessage(payload: string): ChangeMessage | null {
  try {
    const message = JSON.parse(payload) as Partial<ChangeMessage>
    if (typeof message.source !== 'string' || !Array.isArray(message.events)) return null
    return message as ChangeMessage
  } catch {
    return null
  }
}

function changed(change: ResourceChange): DbEvent {
  return { type: 'changed', changes: [change] }
}

function splitOwners(change: ResourceChange): ResourceChange[] {
  if (change.owners === null || bytes(changed(change)) <= PAYLOAD_BUDGET) return [change]
  const parts: ResourceChange[] = []
  let owners: string[] = []
  let size = bytes(changed({ resource: change.resource, owners: [] }))
  for (const owner of change.owners) {
    const ownerSize = bytes(owner) + 1
    if (size + ownerSize > PAYLOAD_BUDGET && owners.length > 0) {
      parts.push({ resource: change.resource, owners })
      owners = []
      size = bytes(changed({ resource: change.resource, owners: [] }))
    }
    if (size + ownerSize > PAYLOAD_BUDGET) return [{ resource: change.resource, owners: null }]
    owners.push(owner)
    size += ownerSize
  }
  if (owners.length > 0) parts.push({ resource: change.resource, owners })
  return parts
}

/** A message's change pieces back in one `changed` event, before its other events. */
function joinChanges(events: readonly DbEvent[]): DbEvent[] {
  const changes = events.flatMap((event) => (event.type === 'changed' ? event.changes : []))
  const others = events.filter((event) => event.type !== 'changed')
  return changes.length > 0 ? [{ type: 'changed', changes }, ...others] : others
}
