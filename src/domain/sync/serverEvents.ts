import type { Resource } from './resources'

/**
 * What the backend announces on its event stream (`GET /api/events`, text/event-stream, the ID
 * token in the `token` header), so every open view refreshes when data changes elsewhere: another
 * tab, another device, a webhook (docs/architecture.md, "Screens and data").
 */
export const SERVER_EVENTS_PATH = '/events'

/**
 * `changed`: the caller's data in these resources changed; a resource is the first element of
 * the query keys that read it (`automations`, `integrations`, `webhooks`).
 * `reset`: everything may have changed (the demo data was reset).
 * `notice`: something the person should know about their data.
 * `ready`: the stream is open; what happened before it may have been missed.
 */
export type ServerEvent =
  | { type: 'ready' }
  | { type: 'changed'; resources: Resource[] }
  | { type: 'reset' }
  | { type: 'notice'; notice: ServerNotice }

export interface ServerNotice {
  /** Unique: a notice heard twice (a reconnect) is shown once. */
  id: string
  /** `data-restored`: damaged data was put back from the demo data, what was sound kept. */
  kind: 'data-restored'
}

export const SERVER_EVENT_TYPES: readonly ServerEvent['type'][] = ['ready', 'changed', 'reset', 'notice']
