import { http, HttpResponse } from 'msw'
import { SERVER_EVENTS_PATH, type ServerEvent } from '@/domain/sync/serverEvents'
import { createAbility, type Action, type Subject } from '@/lib/ability'
import { encodeStreamEvent } from '@/lib/eventStream'
import type { DbEvent, DbNotice } from '../dbFeed'
import { API, authenticated } from '../http'
import type { MockBackend } from '../types'
import { abilityOf } from './workspaces'

/** Resources shared by everyone allowed to read them, and the rule that allows it. */
const SHARED_RESOURCES: Record<string, { action: Action; subject: Subject }> = {
  webhooks: { action: 'read', subject: 'AclDemo' },
  // Only forged deliveries announce it to everyone: those who may read webhooks are told of them.
  notifications: { action: 'read', subject: 'AclDemo' },
  roles: { action: 'read', subject: 'Role' },
}

/** How often the stream says it is alive (`src/runtime/serverEvents.ts` gives up after silence). */
const HEARTBEAT_MS = 5000

const toNotice = (notice: DbNotice): ServerEvent => ({
  type: 'notice',
  notice: { id: notice.id, kind: 'data-restored' },
})

/**
 * `GET /api/events`: the server-sent event stream a real backend would offer. It tells the caller
 * which of their resources changed, whoever changed them (this tab, another tab, a webhook), and
 * nothing about anyone else's. It closes when the ID token expires; the client reconnects with a
 * fresh one.
 */
export function eventHandlers(backend: MockBackend) {
  return [
    http.get(
      `${API}${SERVER_EVENTS_PATH}`,
      authenticated(backend, async ({ request }, user) => {
        // The caller's rules, read again when roles change: a revoked right stops the news at once.
        let ability = await abilityOf(backend, user)
        const refreshAbility = () =>
          void abilityOf(backend, user).then(
            (fresh) => (ability = fresh),
            () => (ability = createAbility([])),
          )
        const concerns = (resource: string, owners: readonly string[] | null) => {
          if (owners !== null) return owners.includes(user.uid)
          const rule = SHARED_RESOURCES[resource]
          return rule !== undefined && ability.can(rule.action, rule.subject)
        }
        const translate = (event: DbEvent): ServerEvent | null => {
          if (event.type === 'reset') return { type: 'reset' }
          if (event.type === 'notice') return toNotice(event.notice)
          const resources = event.changes
            .filter((change) => concerns(change.resource, change.owners))
            .map((change) => change.resource)
          return resources.length > 0 ? { type: 'changed', resources: [...new Set(resources)] } : null
        }

        const encoder = new TextEncoder()
        let stop = () => {}
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            const write = (text: string) => {
              try {
                controller.enqueue(encoder.encode(text))
              } catch {
                stop() // The client went away.
              }
            }
            const send = (event: ServerEvent) => {
              const id = event.type === 'notice' ? event.notice.id : undefined
              write(encodeStreamEvent({ event: event.type, data: JSON.stringify(event), id }))
            }
            const unsubscribe = backend.db.subscribe((event) => {
              const rolesChanged =
                event.type === 'reset' ||
                (event.type === 'changed' && event.changes.some((change) => change.resource === 'roles'))
              if (rolesChanged) refreshAbility()
              const translated = translate(event)
              if (translated) send(translated)
            })
            const expiry = setTimeout(() => stop(), Math.max(0, user.expiresAt - backend.now()))
            // A comment now and then: the client knows a silent stream is a dead one.
            const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS)
            // In Node, an open stream must not keep the test process alive.
            for (const timer of [expiry, heartbeat]) (timer as unknown as { unref?: () => void }).unref?.()
            stop = () => {
              unsubscribe()
              clearTimeout(expiry)
              clearInterval(heartbeat)
              try {
                controller.close()
              } catch {
                // Already closed by the client.
              }
            }
            request.signal.addEventListener('abort', () => stop(), { once: true })
            send({ type: 'ready' })
            for (const notice of backend.db.notices) send(toNotice(notice))
          },
          cancel() {
            stop()
          },
        })
        return new HttpResponse(body, {
          headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
        })
      }),
    ),
  ]
}
