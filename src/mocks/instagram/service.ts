import { Hono } from 'hono'
import { z } from 'zod'
import { parseWebhookPayload } from '@/domain/instagram/webhookParser'
import { instagramMockApp } from './handlers'
import type { InstagramPlatform } from './platform'

/** The test harness's tools: Instagram has no such paths, and nothing of Conversa calls them. */
export const TOOLS_PATH = '/__tools'

const SENT_KINDS = new Set(['message', 'private_reply', 'public_reply'])

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
 *   the first attempt's.
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
    if (events?.ok) await platform.recordDelivered(events.events)
    return context.json({ status: await platform.deliverWebhook(callbackUrl, JSON.stringify(payload), forged) })
  })
  app.get(`${TOOLS_PATH}/outbox`, async (context) => {
    const sent = await platform.outbox(context.req.query('accountId') || undefined)
    return context.json(sent.filter((entry) => SENT_KINDS.has(entry.kind)))
  })
  app.route('/', instagramMockApp(platform))
  return app
}
