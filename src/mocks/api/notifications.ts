import { http, json } from '@/server/http/route'
import { z } from 'zod'
import { runStatus } from '@/domain/automations/runStatus'
import { accountStatus } from '@/domain/instagram/oauth'
import {
  NOTIFICATIONS_LIMIT,
  TOKEN_WARNING_MS,
  type AppNotification,
  type NotificationsResponse,
} from '@/domain/shell/notifications'
import type { AppAbility } from '@/lib/ability'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import { automationServiceOf } from './automationService'
import { mentionsOf } from './inboxSources'
import { profileOf, profilesOf } from './profiles'
import type { CallerWorkspace } from './workspaces'

type Fact = Omit<AppNotification, 'read'>
const FAILED_RUNS = 10
const FORGED_DELIVERIES = 5
const MENTIONS = 10
/** Read marks kept per person: older ones concern facts long gone from the list. */
const READ_MARKS_KEPT = 200

/**
 * The caller's notifications, derived from what the services recorded: runs that
 * failed, Instagram tokens about to expire or expired, accounts Instagram disconnected (revoked
 * access), webhook deliveries refused for their signature (for those who may read webhooks), and
 * the team's notes that mention the caller (for those who may read the inbox).
 * Only the caller's workspace, only what their rules let them read.
 */
async function factsFor(
  backend: MockBackend,
  workspace: CallerWorkspace,
  ability: AppAbility,
  uid: string,
): Promise<Fact[]> {
  const facts: Fact[] = []
  const now = backend.now()
  if (ability.can('read', 'Automation')) {
    const { runs } = await automationServiceOf(backend).read(workspace.id)
    const failed = runs.filter((run) => !run.test && runStatus(run).status === 'failed')
    for (const run of failed.sort((a, b) => b.createdAt - a.createdAt).slice(0, FAILED_RUNS))
      facts.push({
        id: `run-failed:${run.id}`,
        kind: 'run-failed',
        at: new Date(run.createdAt).toISOString(),
        subject: run.automationName,
        route: 'automation-runs',
        params: { id: run.automationId },
      })
  }
  if (ability.can('read', 'Integration')) {
    const mine = await backend.instagramConnections.ownedBy(workspace.id)
    for (const connection of mine) {
      const status = accountStatus(connection, now)
      const base = { subject: connection.username, route: 'integrations' }
      if (status === 'revoked' && connection.revokedAt !== null)
        facts.push({
          ...base,
          id: `account-disconnected:${connection.id}:${connection.revokedAt}`,
          kind: 'account-disconnected',
          at: new Date(connection.revokedAt).toISOString(),
        })
      else if (status === 'expired')
        facts.push({
          ...base,
          id: `token-expired:${connection.id}:${connection.tokenExpiresAt}`,
          kind: 'token-expired',
          at: new Date(connection.tokenExpiresAt).toISOString(),
        })
      else if (connection.tokenExpiresAt - now <= TOKEN_WARNING_MS)
        facts.push({
          ...base,
          id: `token-expiring:${connection.id}:${connection.tokenExpiresAt}`,
          kind: 'token-expiring',
          at: new Date(connection.tokenExpiresAt).toISOString(),
        })
    }
  }
  if (ability.can('read', 'AclDemo')) {
    const forged = await backend.instagramWebhooks.rejected(FORGED_DELIVERIES)
    for (const delivery of forged.slice(0, FORGED_DELIVERIES))
      facts.push({
        id: `forged-webhook:${delivery.id}`,
        kind: 'forged-webhook',
        at: delivery.receivedAt,
        subject: delivery.id,
        route: 'instagram-webhooks',
      })
  }
  if (ability.can('read', 'Chat'))
    for (const mention of (await mentionsOf(backend, workspace.id, uid)).slice(0, MENTIONS))
      facts.push({
        id: `mention:${mention.noteId}`,
        kind: 'mention',
        at: new Date(mention.at).toISOString(),
        subject: mention.authorName,
        route: 'chat',
        search: new URLSearchParams({ thread: mention.threadId }).toString(),
      })
  return facts.sort((a, b) => b.at.localeCompare(a.at)).slice(0, NOTIFICATIONS_LIMIT)
}

/** `{ all: true }`, or the ids of some of them. */
const markReadSchema = z.union([z.object({ all: z.literal(true) }), z.object({ ids: z.array(z.string()).max(100) })])

/**
 * `GET /api/notifications` and `POST /api/notifications/read` (`{ ids }` or `{ all: true }`): any
 * signed-in caller's own, each kind only when their rules let them read what it is about.
 */
export function notificationHandlers(backend: MockBackend) {
  const profiles = profilesOf(backend)
  return [
    http.get(
      `${API}/notifications`,
      endpoint(backend, { can: 'signedIn' }, async ({ user, workspace, ability }) => {
        const facts = await factsFor(backend, workspace, ability, user.uid)
        const read = new Set((await profileOf(profiles, user))?.readNotifications ?? [])
        const items = facts.map((fact) => ({ ...fact, read: read.has(fact.id) }))
        return json<NotificationsResponse>({
          items,
          unread: items.filter((item) => !item.read).length,
        })
      }),
    ),
    http.post(
      `${API}/notifications/read`,
      endpoint(backend, { can: 'signedIn', body: markReadSchema }, async ({ user, workspace, ability, body }) => {
        const facts = await factsFor(backend, workspace, ability, user.uid)
        const known = new Set(facts.map((fact) => fact.id))
        // Only the caller's own notifications can be marked: an id of anyone else's is ignored.
        const marked = 'all' in body ? [...known] : body.ids.filter((id) => known.has(id))
        const saved = await backend.db.transaction(async (db) => {
          const inTransaction = db.collection<Profile>('profiles')
          const profile = await profileOf(inTransaction, user)
          if (!profile) return false
          const kept = [...new Set([...(profile.readNotifications ?? []), ...marked])].slice(-READ_MARKS_KEPT)
          await inTransaction.update(profile.id, { readNotifications: kept })
          db.announce('notifications', [user.uid])
          return true
        })
        if (!saved) return apiError(404, 'profile/not-found', 'No profile for this user.')
        return new Response(null, { status: 204 })
      }),
    ),
  ]
}
