import { Hono } from 'hono'
import { z } from 'zod'
import { parseWebhookPayload } from '@/domain/instagram/webhookParser'
import { instagramMockApp } from './handlers'
import type { InstagramPlatform } from './platform'

/** The test harness's tools: Instagram has no such paths, and nothing of Conversa calls them. */
export const TOOLS_PATH = '/__tools'

const SENT_KINDS = new Set(['message', 'private_reply', 'public_reply'])

const shortLinkSchema = z.object({
  link: z.string(),
  personId: z.string().min(1),
  callbackUrl: z.url({ protocol: /^https?$/ }),
})

const accountsSchema = z.object({
  count: z.number().int().min(1).max(100),
  prefix: z.string().regex(/^[a-z0-9_]{1,20}$/),
})

const delaySchema = z.object({
  ms: z.number().int().min(0).max(60_000),
  caller: z
    .string()
    .regex(/^[a-z0-9]{1,20}$/)
    .optional(),
})

const deliverySchema = z.object({
  callbackUrl: z.url({ protocol: /^https?$/ }),
  payload: z.record(z.string(), z.unknown()),
  forged: z.boolean().optional(),
})

/**
 * The Instagram mock's whole HTTP service, whatever hosts it (a process of its own,
 * `src/hosts/node/instagramMock.ts`, or a test's `app.fetch`): the consent page, the OAuth API and
 * the Graph API under the prefixes `mockInstagramHosts(base)` names, and two tools for a harness:
 *
 * - `POST /__tools/deliveries` `{ callbackUrl, payload, forged? }`: the event happens on Instagram
 *   (a genuine one is recorded: the comment exists, the DM opens the window, whatever the
 *   receiver answers), then is delivered as Meta does, signed and retried; answers `{ status }`,
 *   the first attempt's; 409 for a comment on a live video that has ended (Meta sends none).
 * - `POST /__tools/short-links` `{ link, personId, callbackUrl }`: the person opens an `ig.me` link;
 *   answers `{ sent: true, status }` when Meta would send the `messaging_referral` webhook (then
 *   delivered as above), else `{ sent: false, reason }`.
 * - `GET /__tools/outbox[?accountId=]`: every DM, private reply and public reply the mock accepted,
 *   newest first, as the platform records them (`OutboxEntry`: `id` is the message or reply id,
 *   `sentAt` in ms).
 */
export function instagramMockService(platform: InstagramPlatform): Hono {
  const app = new Hono()
  app.post(`${TOOLS_PATH}/deliveries`, async (context) => {
    const parsed = deliverySchema.safeParse(await context.req.json().catch(() => null))
    if (!parsed.success) return context.json({ error: { message: z.prettifyError(parsed.error) } }, 400)
    const { callbackUrl, payload, forged = false } = parsed.data
    // A forger's event never happened on Instagram.
    const events = forged ? null : parseWebhookPayload(payload)
    if (events?.ok && (await platform.endedBroadcastIn(events.events)))
      return context.json({ error: { message: 'The live video has ended: Instagram sends no comment on it' } }, 409)
    if (events?.ok) await platform.recordDelivered(events.events)
    return context.json({ status: await platform.deliverWebhook(callbackUrl, JSON.stringify(payload), forged) })
  })
  // A person opens an ig.me link: Meta's messaging_referral webhook when its conditions hold.
  app.post(`${TOOLS_PATH}/short-links`, async (context) => {
    const parsed = shortLinkSchema.safeParse(await context.req.json().catch(() => null))
    if (!parsed.success) return context.json({ error: { message: z.prettifyError(parsed.error) } }, 400)
    const { link, personId, callbackUrl } = parsed.data
    const opened = await platform.openShortLink(link, personId)
    if (!opened.sent) return context.json({ sent: false, reason: opened.reason })
    // It happened on Instagram whatever the receiver answers: the thread is open (referralOpensWindow).
    const events = parseWebhookPayload(opened.payload)
    if (events.ok) await platform.recordDelivered(events.events)
    return context.json({
      sent: true,
      status: await platform.deliverWebhook(callbackUrl, JSON.stringify(opened.payload)),
    })
  })
  // Business accounts in numbers Instagram's seed does not have (the exactly-once test's bursts).
  app.post(`${TOOLS_PATH}/accounts`, async (context) => {
    const parsed = accountsSchema.safeParse(await context.req.json().catch(() => null))
    if (!parsed.success) return context.json({ error: { message: z.prettifyError(parsed.error) } }, 400)
    const { count, prefix } = parsed.data
    const existing = (await platform.listAccounts()).length
    const made = []
    for (let index = 0; index < count; index++) {
      const { account, media } = await platform.addAccount(`${prefix}.${index}`, existing + index)
      made.push({ accountId: account.userId, username: account.username, mediaId: media.id })
    }
    return context.json(made, 201)
  })
  app.get(`${TOOLS_PATH}/outbox`, async (context) => {
    const sent = await platform.outbox(context.req.query('accountId') || undefined)
    return context.json(sent.filter((entry) => SENT_KINDS.has(entry.kind)))
  })
  // A fault Meta has too: the send is recorded, its answer comes late (or, to a caller that died
  // meanwhile, never). The exactly-once test holds one server's sends, so that it is killed with
  // sends Instagram has and it never heard of. A caller is named by the prefix of the hosts it
  // was given (`/via/<name>`), which is the mock's whole service again.
  const hold = { ms: 0, caller: null as string | null, held: 0 }
  app.put(`${TOOLS_PATH}/send-answer-delay`, async (context) => {
    const parsed = delaySchema.safeParse(await context.req.json().catch(() => null))
    if (!parsed.success) return context.json({ error: { message: z.prettifyError(parsed.error) } }, 400)
    hold.ms = parsed.data.ms
    hold.caller = parsed.data.caller ?? null
    return context.body(null, 204)
  })
  app.get(`${TOOLS_PATH}/send-answer-delay`, (context) => context.json({ held: hold.held }))
  const instagram = new Hono<{ Bindings: { caller?: string } }>()
  instagram.use('*', async (context, next) => {
    await next()
    const held =
      hold.ms > 0 &&
      context.req.method === 'POST' &&
      /\/(messages|replies)$/.test(context.req.path) &&
      (hold.caller === null || context.env?.caller === hold.caller)
    if (!held) return
    hold.held += 1
    await new Promise((resolve) => setTimeout(resolve, hold.ms))
    hold.held -= 1
  })
  instagram.route('/', instagramMockApp(platform))
  app.all('/via/:caller/*', (context) => {
    const url = new URL(context.req.url)
    url.pathname = url.pathname.replace(/^\/via\/[^/]+/, '')
    return instagram.fetch(new Request(url, context.req.raw), { caller: context.req.param('caller') })
  })
  app.route('/', instagram)
  return app
}
