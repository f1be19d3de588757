import { readTextWithin } from '@/server/http/body'
import { http, json } from '@/server/http/route'
import { z } from 'zod'
import { runStatus } from '@/domain/automations/runStatus'
import type {
  NameDirectory,
  SentByAccount,
  SimulatedDeliveryResult,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookSimulatorSetup,
} from '@/domain/instagram/apiTypes'
import type { InstagramEvent } from '@/domain/instagram/events'
import { LONG_LIVED_TOKEN_SECONDS } from '@/domain/instagram/oauth'
import { describeSentMessage } from '@/domain/instagram/sentContent'
import { SIGNATURE_HEADER } from '@/domain/instagram/signature'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'
import { automationServiceOf } from './automationService'
import { usernamesOf } from './instagramPeople'
import { heldElsewhere, holdingsOf, mayRead, type Holdings } from './workspaces'

/** Where Meta posts: the callback URL registered in the app dashboard. */
export const WEBHOOK_PATH = `${API}/webhooks/instagram`

const EXPIRE_SOON_MS = 2 * 86_400_000

/** Meta's deliveries are a few kilobytes; anything over 1 MB is refused unread. */
export const MAX_DELIVERY_BYTES = 1024 * 1024

/**
 * The deliveries a workspace may read (docs/product.md, "Workspaces"): those carrying events of
 * accounts it holds, received since its connection began, with only those events. When the body
 * also carried other accounts' entries, they are cut from the raw JSON too and `partial` says so.
 */
export function scopeDeliveries(deliveries: readonly WebhookDelivery[], holdings: Holdings): WebhookDelivery[] {
  return deliveries.flatMap((delivery) => {
    const at = Date.parse(delivery.receivedAt)
    const events = delivery.events.filter((event) => mayRead(holdings, event.accountId, at))
    if (events.length === 0) return []
    const keys = new Set(events.map((event) => event.dedupeKey))
    const scoped = scopeRawBody(delivery.rawBody, (accountId) => mayRead(holdings, accountId, at))
    return [
      {
        ...delivery,
        events,
        duplicateKeys: delivery.duplicateKeys.filter((key) => keys.has(key)),
        staleKeys: (delivery.staleKeys ?? []).filter((key) => keys.has(key)),
        rawBody: scoped.rawBody,
        ...(scoped.partial || events.length < delivery.events.length ? { partial: true } : {}),
      },
    ]
  })
}

function scopeRawBody(
  rawBody: string,
  readable: (accountId: string) => boolean,
): { rawBody: string; partial: boolean } {
  try {
    const body = JSON.parse(rawBody) as { entry?: unknown }
    if (!Array.isArray(body.entry)) return { rawBody, partial: false }
    const entries = body.entry.filter(
      (entry: unknown) =>
        typeof entry === 'object' && entry !== null && readable(String((entry as { id?: unknown }).id ?? '')),
    )
    if (entries.length === body.entry.length) return { rawBody, partial: false }
    return { rawBody: JSON.stringify({ ...body, entry: entries }), partial: true }
  } catch {
    return { rawBody, partial: false }
  }
}

async function peopleById(backend: MockBackend): Promise<Map<string, string>> {
  return new Map(
    (await backend.instagram.listPeople())
      .filter((person) => person.username !== '')
      .map((person) => [person.id, person.username]),
  )
}

/** Usernames (as the workspace learnt them) and captions for the ids in these events. */
async function namesFor(
  backend: MockBackend,
  holdings: Holdings,
  events: readonly InstagramEvent[],
): Promise<NameDirectory> {
  const everyone = await usernamesOf(backend, holdings)
  const people: NameDirectory['people'] = {}
  const media: NameDirectory['media'] = {}
  const accounts = new Set(events.map((event) => event.accountId))
  const posts = new Map(
    (await Promise.all([...accounts].map((accountId) => backend.instagramGraph(backend.db).mediaOf(accountId))))
      .flat()
      .map((item) => [item.id, item]),
  )
  for (const event of events) {
    for (const id of [
      'senderId' in event ? event.senderId : undefined,
      'recipientId' in event ? event.recipientId : undefined,
      'fromId' in event ? event.fromId : undefined,
    ]) {
      const username = id ? everyone.get(id) : undefined
      if (id && username) people[id] = username
    }
    const post = 'mediaId' in event ? posts.get(event.mediaId) : undefined
    if (post) media[post.id] = { caption: post.caption, productType: post.mediaProductType }
  }
  return { people, media }
}

/**
 * Meta's side (the subscription handshake and the deliveries) is public, authenticated by the verify
 * token and the signature; the webhooks screen's endpoints need its rule, `read AclDemo`, checked
 * here too: the browser is not trusted.
 */
export function webhookHandlers(backend: MockBackend) {
  const receiver = backend.instagramWebhooks
  return [
    // Meta's subscription handshake: the verify token is the check.
    http.get(
      WEBHOOK_PATH,
      endpoint(backend, { can: 'public' }, ({ request }) => {
        const { status, body } = receiver.verifySubscription(new URL(request.url).searchParams)
        return new Response(body, { status, headers: { 'Content-Type': 'text/plain' } })
      }),
    ),
    // Meta's POST carries no user token: the signature over the raw bytes is the only authentication.
    http.post(
      WEBHOOK_PATH,
      endpoint(backend, { can: 'public' }, async ({ request }) => {
        const rawBody = await readTextWithin(request, MAX_DELIVERY_BYTES)
        if (rawBody === null)
          return apiError(413, 'webhooks/too-large', 'A webhook delivery may not be larger than 1 MB.')
        const delivery = await receiver.receive(rawBody, request.headers.get(SIGNATURE_HEADER))
        // Its work is stored with it: this process looks at it now, any process may take it.
        if (delivery.state === 'waiting') backend.webhookWork.kick()
        // What the job will announce once it has acted on a delivery, a refused one needs at once.
        else backend.db.announce('webhooks', null)
        if (!delivery.verdict.verified) backend.db.announce('notifications', null)
        if (!delivery.verdict.verified)
          return apiError(401, 'webhooks/invalid-signature', 'The X-Hub-Signature-256 header is missing or wrong.')
        if (delivery.parseError)
          return apiError(400, `webhooks/${delivery.parseError}`, 'The body is not an Instagram webhook.')
        return new Response('EVENT_RECEIVED', { status: 200, headers: { 'Content-Type': 'text/plain' } })
      }),
    ),
    http.get(
      `${WEBHOOK_PATH}/deliveries`,
      endpoint(backend, { can: ['read', 'AclDemo'] }, async ({ workspace }) => {
        const { runs, holdings } = await automationServiceOf(backend).read(workspace.id)
        const deliveries = scopeDeliveries(await receiver.list([...holdings.byAccount.keys()]), holdings)
        const verified = deliveries.filter((delivery) => delivery.verdict.verified)
        const fresh = verified.flatMap((delivery) =>
          delivery.events.filter((event) => !delivery.duplicateKeys.includes(event.dedupeKey)),
        )
        // "Acted on": an automation sent, queued or tried to send something for the event.
        const actedOn = new Set(
          runs.filter((run) => runStatus(run).status !== 'skipped').map((run) => `${run.accountId}:${run.eventKey}`),
        )
        return json<WebhookDeliveriesResponse>({
          deliveries,
          counts: {
            verified: verified.length,
            rejected: deliveries.length - verified.length,
            events: fresh.length,
            actedOn: new Set(
              fresh.map((event) => `${event.accountId}:${event.dedupeKey}`).filter((key) => actedOn.has(key)),
            ).size,
            waiting: deliveries.filter((delivery) => delivery.state === 'waiting').length,
            failed: deliveries.filter((delivery) => delivery.state === 'failed').length,
          },
          names: await namesFor(
            backend,
            holdings,
            deliveries.flatMap((delivery) => delivery.events),
          ),
        })
      }),
    ),
  ]
}

/**
 * The Instagram mock's own tools on the webhooks screen (the outbox, the simulator, an access
 * about to expire): only where the mock is, for those who may read that screen.
 */
export function instagramMockToolHandlers(backend: MockBackend) {
  return [
    // What the accounts sent, as Instagram would have delivered it.
    http.get(
      `${WEBHOOK_PATH}/outbox`,
      endpoint(backend, { can: ['read', 'AclDemo'] }, async ({ workspace }) => {
        const holdings = await holdingsOf(backend.instagramConnections, workspace.id)
        const people = await peopleById(backend)
        const sent = (await backend.instagram.outbox())
          .filter((entry) => mayRead(holdings, entry.accountId, entry.sentAt))
          .slice(0, 100)
        return json<SentByAccount[]>(
          sent.map((entry) => ({
            id: entry.id,
            accountId: entry.accountId,
            kind: entry.kind,
            recipientId: entry.recipientId,
            recipientUsername: (entry.recipientId && people.get(entry.recipientId)) || null,
            commentId: entry.commentId,
            content: describeSentMessage(entry.message, entry.kind === 'sender_action' ? entry.text : null),
            sentAt: new Date(entry.sentAt).toISOString(),
          })),
        )
      }),
    ),
    // The simulator's choices: the caller's accounts and nobody's, their posts, the people.
    http.get(
      `${WEBHOOK_PATH}/simulator`,
      endpoint(backend, { can: ['read', 'AclDemo'] }, async ({ workspace }) => {
        const platform = backend.instagram
        const connections = await backend.instagramConnections.all()
        const holderOf = new Map(connections.map((connection) => [connection.accountId, connection]))
        // The caller's accounts and the ones nobody holds: never another workspace's.
        const offered = (await platform.listAccounts()).filter((account) => {
          const holder = holderOf.get(account.userId)
          return !holder || holder.ownerUid === workspace.id
        })
        const accounts = await Promise.all(
          offered.map(async (account) => {
            const mine = holderOf.get(account.userId)
            return {
              accountId: account.userId,
              username: account.username,
              connected: mine !== undefined,
              tokenExpiresAt: mine ? new Date(mine.tokenExpiresAt).toISOString() : null,
              media: (await platform.mediaOf(account.userId)).map((item) => ({
                id: item.id,
                caption: item.caption,
                mediaProductType: item.mediaProductType,
              })),
            }
          }),
        )
        return json<WebhookSimulatorSetup>({
          accounts: accounts.sort((a, b) => Number(b.connected) - Number(a.connected)),
          people: (await platform.listPeople()).map((person) => ({ id: person.id, username: person.username })),
        })
      }),
    ),
    // Instagram delivers the event, signed (or forged), to Conversa's callback URL: the
    // receiver's public path on the host the simulator was called on.
    http.post(
      `${WEBHOOK_PATH}/simulator/deliveries`,
      endpoint(
        backend,
        {
          can: ['read', 'AclDemo'],
          body: z.object({ payload: z.record(z.string(), z.unknown()), forged: z.boolean() }),
        },
        async ({ request, workspace, body }) => {
          // Like the simulator's accounts: the caller's, or nobody's (never another workspace's).
          const entries = Array.isArray(body.payload.entry) ? (body.payload.entry as unknown[]) : []
          const accountIds = entries.map((entry) => String((entry as { id?: unknown } | null)?.id ?? ''))
          const held = await Promise.all(
            accountIds.map((accountId) => heldElsewhere(backend.instagramConnections, accountId, workspace.id)),
          )
          if (held.some(Boolean))
            return apiError(403, 'instagram/held-elsewhere', 'Another workspace holds this account.')
          const callbackUrl = new URL(WEBHOOK_PATH, request.url).href
          const status = await backend.instagram.deliverWebhook(callbackUrl, JSON.stringify(body.payload), body.forged)
          // The simulator shows what came of it: the delivery's work, when this process took it, is done first.
          await backend.webhookWork.settle()
          return json<SimulatedDeliveryResult>({ status })
        },
      ),
    ),
    // The person starts or stops following the account (what a follow-account check reads).
    http.post(
      `${WEBHOOK_PATH}/simulator/following`,
      endpoint(
        backend,
        {
          can: ['read', 'AclDemo'],
          body: z.object({ accountId: z.string(), personId: z.string(), follows: z.boolean() }),
        },
        async ({ workspace, body: { accountId, personId, follows } }) => {
          const holdings = await holdingsOf(backend.instagramConnections, workspace.id)
          if (!holdings.byAccount.has(accountId))
            return apiError(404, 'instagram/not-found', 'No such connected account.')
          await backend.instagram.setFollowing(personId, accountId, { personFollowsAccount: follows })
          return new Response(null, { status: 204 })
        },
      ),
    ),
    // The access now expires in two days, so "Renew access" can be tried.
    http.post(
      `${WEBHOOK_PATH}/simulator/expire-soon`,
      endpoint(
        backend,
        { can: ['read', 'AclDemo'], body: z.object({ accountId: z.string() }) },
        async ({ workspace, body: { accountId } }) => {
          const holdings = await holdingsOf(backend.instagramConnections, workspace.id)
          const connection = holdings.byAccount.get(accountId)
          if (!connection) return apiError(404, 'instagram/not-found', 'No such connected account.')
          const now = backend.now()
          // Old enough to be renewed (a day), close enough to its end to show as expiring soon.
          const issuedAt = now - (LONG_LIVED_TOKEN_SECONDS * 1000 - EXPIRE_SOON_MS)
          const expiresAt = now + EXPIRE_SOON_MS
          await backend.instagramConnections.update(connection.id, {
            tokenIssuedAt: issuedAt,
            tokenExpiresAt: expiresAt,
          })
          await backend.instagram.setTokenLifetime(connection.accessToken, issuedAt, expiresAt)
          return new Response(null, { status: 204 })
        },
      ),
    ),
  ]
}
