import { http, HttpResponse } from 'msw'
import type { SentByAccount, WebhookDeliveriesResponse, WebhookSimulatorSetup } from '@/domain/instagram/apiTypes'
import { SIGNATURE_HEADER } from '@/domain/instagram/signature'
import { createAbility } from '@/lib/ability'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { API, apiError, authenticated } from '../http'
import { INSTAGRAM_APP } from '../instagram/config'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import { ROLE_RULES } from './roles'

/** Where Meta posts: the callback URL registered in the app dashboard. */
export const WEBHOOK_PATH = `${API}/webhooks/instagram`

/** The webhooks screen's rule (read on AclDemo), checked here too: the browser is not trusted. */
async function mayReadWebhooks(backend: MockBackend, user: VerifiedIdToken): Promise<boolean> {
  const profile = await backend.db.collection<Profile>('profiles').find((candidate) => candidate.email === user.email)
  return profile !== undefined && createAbility(ROLE_RULES[profile.role]).can('read', 'AclDemo')
}

const forbidden = () =>
  apiError(403, 'webhooks/forbidden', 'Reading webhook deliveries needs read permission on AclDemo.')

export function webhookHandlers(backend: MockBackend) {
  const receiver = backend.instagramWebhooks
  return [
    http.get(WEBHOOK_PATH, ({ request }) => {
      const { status, body } = receiver.verifySubscription(new URL(request.url).searchParams)
      return new HttpResponse(body, { status, headers: { 'Content-Type': 'text/plain' } })
    }),
    // Meta's POST carries no user token: the signature is the only authentication.
    http.post(WEBHOOK_PATH, async ({ request }) => {
      const delivery = await receiver.receive(await request.text(), request.headers.get(SIGNATURE_HEADER))
      if (!delivery.verdict.verified)
        return apiError(401, 'webhooks/invalid-signature', 'The X-Hub-Signature-256 header is missing or wrong.')
      if (delivery.parseError)
        return apiError(400, `webhooks/${delivery.parseError}`, 'The body is not an Instagram webhook.')
      return new HttpResponse('EVENT_RECEIVED', { status: 200, headers: { 'Content-Type': 'text/plain' } })
    }),
    http.get(
      `${WEBHOOK_PATH}/deliveries`,
      authenticated(backend, async (_args, user) => {
        if (!(await mayReadWebhooks(backend, user))) return forbidden()
        const deliveries = await receiver.list()
        const verified = deliveries.filter((delivery) => delivery.verdict.verified)
        return HttpResponse.json<WebhookDeliveriesResponse>({
          deliveries,
          counts: {
            verified: verified.length,
            rejected: deliveries.length - verified.length,
            events: verified.reduce((sum, delivery) => sum + delivery.events.length - delivery.duplicateKeys.length, 0),
          },
        })
      }),
    ),
    // Exists only in the mock: what the accounts sent, as Instagram would have delivered it.
    http.get(
      `${WEBHOOK_PATH}/outbox`,
      authenticated(backend, async (_args, user) => {
        if (!(await mayReadWebhooks(backend, user))) return forbidden()
        const sent = (await backend.instagram.outbox()).slice(0, 100)
        return HttpResponse.json<SentByAccount[]>(
          sent.map(({ message: _message, sentAt, ...entry }) => ({ ...entry, sentAt: new Date(sentAt).toISOString() })),
        )
      }),
    ),
    // Exists only in the mock: the simulator signs like Meta, so it needs the app secret.
    http.get(
      `${WEBHOOK_PATH}/simulator`,
      authenticated(backend, async (_args, user) => {
        if (!(await mayReadWebhooks(backend, user))) return forbidden()
        const platform = backend.instagram
        const connected = new Set((await backend.instagramConnections.all()).map((connection) => connection.accountId))
        const accounts = await Promise.all(
          (await platform.listAccounts()).map(async (account) => ({
            accountId: account.userId,
            username: account.username,
            connected: connected.has(account.userId),
            media: (await platform.mediaOf(account.userId)).map((item) => ({
              id: item.id,
              caption: item.caption,
              mediaProductType: item.mediaProductType,
            })),
          })),
        )
        return HttpResponse.json<WebhookSimulatorSetup>({
          appSecret: INSTAGRAM_APP.clientSecret,
          accounts: accounts.sort((a, b) => Number(b.connected) - Number(a.connected)),
          people: (await platform.listPeople()).map((person) => ({ id: person.id, username: person.username })),
        })
      }),
    ),
  ]
}
