import { http } from '@/server/http/route'
import type { Resource } from '@/domain/sync/resources'
import { SERVER_EVENTS_PATH, type ServerEvent } from '@/domain/sync/serverEvents'
import { createAbility, type Action, type Subject } from '@/lib/ability'
import { encodeStreamEvent } from '@/lib/eventStream'
import type { DbEvent, DbNotice } from '@/server/storage/database'
import { endpoint } from '../endpoint'
import { API } from '../http'
import type { MockBackend } from '../types'
import { belongingsOf } from './teamRecords'
import { appAbilityOf } from './workspaces'

/** Resources shared by everyone allowed to read them, and the app-wide rule that allows it. */
const SHARED_RESOURCES: Partial<Record<Resource, { action: Action; subject: Subject }>> = {
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
 * which of their resources and their workspaces' changed, whoever changed them (this tab, another
 * tab, another member, a webhook), and nothing about anyone else's. It closes when the ID token expires; the client reconnects with a
 * fresh one.
 */
export function eventHandlers(backend: MockBackend) {
  return [
    http.get(
      `${API}${SERVER_EVENTS_PATH}`,
      // Any signed-in caller: what it tells is theirs, or shared with those whose rules allow it.
      endpoint(backend, { can: 'signedIn' }, async ({ request, user }) => {
        // The caller's rules are read again when a shared resource changes, not only when the
        // stream opens: it may open before a first sign-in has created the caller's profile (the
        // session request runs beside it), and a revoked right must stop the news at once.
        const mayRead = async (resource: Resource) => {
          const rule = SHARED_RESOURCES[resource]
          if (rule === undefined) return false
          const ability = await appAbilityOf(backend, user).catch(() => createAbility([]))
          return ability.can(rule.action, rule.subject)
        }
        // What is announced for a workspace reaches each of its members; what is announced for the
        // person (their profile, settings) reaches them. Who belongs where is read again once a
        // team change is heard (a member removed stops hearing at once).
        let listening: Promise<Set<string>> | null = null
        const ownersHeard = () =>
          (listening ??= belongingsOf(backend.db, user.uid).then(
            (belongings) => new Set([user.uid, ...belongings.map((belonging) => belonging.id)]),
            () => new Set([user.uid]),
          ))
        const translate = async (event: DbEvent): Promise<ServerEvent | null> => {
          if (event.type === 'reset') return { type: 'reset' }
          if (event.type === 'notice') return toNotice(event.notice)
          if (event.changes.some((change) => change.resource === 'workspaces')) listening = null
          const heard = await ownersHeard()
          const resources: Resource[] = []
          for (const { resource, owners } of event.changes)
            if (owners !== null ? owners.some((owner) => heard.has(owner)) : await mayRead(resource))
              resources.push(resource)
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
            // One event at a time, in the order the database committed them.
            let sending = Promise.resolve()
            const unsubscribe = backend.db.subscribe((event) => {
              sending = sending.then(async () => {
                const translated = await translate(event)
                if (translated) send(translated)
              })
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
        return new Response(body, {
          headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
        })
      }),
    ),
  ]
}
