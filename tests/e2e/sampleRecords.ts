import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { WebhookDeliveriesResponse, WebhookSimulatorSetup } from '@/domain/instagram/apiTypes'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { flowFromActions } from '@/domain/automations/flow/fromActions'

export const SAMPLE_ACCOUNT = 'cafe.aurora'
export const SAMPLE_AUTOMATION = 'Route sweep'

/**
 * Connects @cafe.aurora through Instagram's (mock) consent, then creates an automation on it: its id.
 * Works on the mock build and on the Conversa server with its Instagram mock.
 */
export async function createSampleAutomation(page: Page): Promise<string> {
  await page.goto('/integracoes')
  await page.getByRole('button', { name: 'Connect an Instagram account' }).click()
  // The mock build's consent page, or the Conversa server's Instagram mock's.
  await page.waitForURL(/\/oauth\/authorize\?/, { timeout: 20_000 })
  await page.getByRole('radio', { name: `@${SAMPLE_ACCOUNT}` }).click()
  await page.getByRole('button', { name: 'Allow' }).click()
  await page.waitForURL(/\/integracoes$/, { timeout: 20_000 })
  await page.getByRole('heading', { name: `@${SAMPLE_ACCOUNT}` }).waitFor({ timeout: 20_000 })
  return page.evaluate(
    async ({ username, name, flow }) => {
      const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers: { token, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
        return response.json()
      }
      const accounts = (await call('GET', '/automations/accounts')) as { accountId: string; username: string }[]
      const created = (await call('POST', '/automations', {
        name,
        accountId: accounts.find((account) => account.username === username)!.accountId,
        status: 'paused',
        priority: 0,
        stopAfterFirstMatch: false,
        trigger: {
          kind: 'comment-keyword',
          keywords: { keywords: ['link'], mode: 'contains' },
          media: { kind: 'any' },
        },
        flow,
      })) as { id: string }
      return created.id
    },
    {
      username: SAMPLE_ACCOUNT,
      name: SAMPLE_AUTOMATION,
      flow: flowFromActions({ kind: 'welcome' }, [
        { kind: 'private-reply', message: { text: 'Here it is', quickReplies: [], buttons: [] } },
      ]),
    },
  )
}

/**
 * Activates the sample automation and delivers `count` signed comments with its keyword, one per
 * person of the simulator (as Meta would post them): each gets its private reply, so the workspace
 * has `count` sent runs and `count` messages in its outbox.
 */
export async function runSampleAutomation(page: Page, automationId: string, count: number): Promise<void> {
  const setup = await page.evaluate(async (id) => {
    const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
    const activated = await fetch(`/api/automations/${id}`, {
      method: 'PATCH',
      headers: { token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'active' }),
    })
    if (!activated.ok) throw new Error(`PATCH /automations/${id}: ${activated.status}`)
    const setup = await fetch('/api/webhooks/instagram/simulator', { headers: { token } })
    return (await setup.json()) as WebhookSimulatorSetup
  }, automationId)
  const account = setup.accounts.find((candidate) => candidate.username === SAMPLE_ACCOUNT)!
  const media = account.media[0]!
  const now = Date.now()
  for (const [index, person] of setup.people.slice(0, count).entries()) {
    const raw = JSON.stringify(
      composeWebhookPayload({
        kind: 'comment',
        accountId: account.accountId,
        person,
        text: 'Send me the link please',
        now,
        uniqueId: `${now}${index}`,
        media: { id: media.id, mediaProductType: media.mediaProductType },
      }),
    )
    const signature = await signWebhookBody(INSTAGRAM_APP.clientSecret, raw)
    const status = await page.evaluate(
      async ({ raw, header, signature }) =>
        (await fetch('/api/webhooks/instagram', { method: 'POST', headers: { [header]: signature }, body: raw }))
          .status,
      { raw, header: SIGNATURE_HEADER, signature },
    )
    if (status !== 200) throw new Error(`The webhook receiver answered ${status}`)
  }
  // Meta had its answers; the tab's worker acts on the events after them, as the webhooks screen shows.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
          const response = await fetch('/api/webhooks/instagram/deliveries', { headers: { token } })
          return ((await response.json()) as WebhookDeliveriesResponse).counts.waiting
        }),
      { timeout: 15_000 },
    )
    .toBe(0)
}
