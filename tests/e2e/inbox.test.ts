import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SentByAccount, WebhookSimulatorSetup } from '@/domain/instagram/apiTypes'
import { sentText } from '@/domain/instagram/sentContent'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { launchBrowser, openPage, visit, type OpenedPage } from '../support/browser'

/**
 * The Instagram inbox: a DM sent in the simulator appears in the open
 * inbox, a reply inside the 24-hour window reaches the mock's outbox, a failed send shows its
 * reason and retries, and outside the window the composer is closed (in Arabic, on a phone).
 * Signed in once as the demo admin with @cafe.aurora connected; each scenario starts from that.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 })
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const ACCOUNT = 'cafe.aurora'
const SCENARIO_MS = 150_000

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

let browser: Browser
let connectedState: StorageState
const opened: OpenedPage[] = []

async function fresh(options: Parameters<typeof openPage>[1] = {}, cookies: Record<string, string> = {}) {
  const page = await openPage(browser, { storageState: connectedState, ...options })
  opened.push(page)
  await page.context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name: `conversa-${name}`, value, url: page.baseURL })),
  )
  return page
}

/** A call to the product backend as the signed-in admin (the mock backend lives in this page). */
async function api<T>(page: Page, method: string, path: string): Promise<T> {
  return page.evaluate(
    async ({ method, path }) => {
      const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
      const response = await fetch(`/api${path}`, { method, headers: { token } })
      return response.status === 204 ? null : await response.json()
    },
    { method, path },
  ) as Promise<T>
}

/** A DM Meta would post, signed with the app secret, `hoursAgo` hours late. Returns the sender. */
async function deliverDm(page: Page, text: string, hoursAgo: number, person: number) {
  const setup = await api<WebhookSimulatorSetup>(page, 'GET', '/webhooks/instagram/simulator')
  const account = setup.accounts.find((candidate) => candidate.username === ACCOUNT)!
  const sender = setup.people[person]!
  const now = Date.now()
  const raw = JSON.stringify(
    composeWebhookPayload({
      kind: 'message',
      accountId: account.accountId,
      person: sender,
      text,
      now,
      occurredAt: now - hoursAgo * 3_600_000,
      uniqueId: String(now),
    }),
  )
  const signature = await signWebhookBody(INSTAGRAM_APP.clientSecret, raw)
  const status = await page.evaluate(
    async ({ raw, header, signature }) =>
      (await fetch('/api/webhooks/instagram', { method: 'POST', headers: { [header]: signature }, body: raw })).status,
    { raw, header: SIGNATURE_HEADER, signature },
  )
  expect(status).toBe(200)
  return sender
}

beforeAll(async () => {
  browser = await launchBrowser()
  const setup = await openPage(browser, { path: '/login' })
  await setup.page.getByLabel('Email').fill(ADMIN.email)
  await setup.page.getByLabel('Password').fill(ADMIN.password)
  await setup.page.getByRole('button', { name: 'Sign in' }).click()
  await setup.page.waitForURL(/\/dashboards/, { timeout: 30_000 })
  await visit(setup.page, '/integracoes')
  await setup.page.getByRole('button', { name: 'Connect an Instagram account' }).click()
  await setup.page.waitForURL(/\/__mock\/instagram\/oauth\/authorize\?/, { timeout: 20_000 })
  await setup.page.getByRole('radio', { name: `@${ACCOUNT}` }).click()
  await setup.page.getByRole('button', { name: 'Allow' }).click()
  await setup.page.getByRole('heading', { name: `@${ACCOUNT}` }).waitFor({ timeout: 20_000 })
  connectedState = await setup.context.storageState({ indexedDB: true })
  await setup.context.close()
})

afterEach(async () => {
  for (const page of opened.splice(0)) {
    expect(page.pageErrors).toEqual([])
    await page.context.close()
  }
})

afterAll(async () => {
  await browser.close()
})

describe('the Instagram inbox', { timeout: SCENARIO_MS }, () => {
  it('shows a DM from the simulator in the open inbox; a reply reaches the outbox; a failed send retries', async () => {
    const { page, context } = await fresh()
    await page.goto('/apps/chat')
    await page.getByRole('heading', { name: 'Instagram inbox', level: 1 }).waitFor({ timeout: 30_000 })
    await page.getByRole('heading', { name: 'No conversations yet' }).waitFor()

    // Another tab plays Instagram through the simulator on the webhooks screen.
    const simulator = await context.newPage()
    await simulator.goto('/webhooks/instagram')
    await simulator.getByRole('combobox', { name: 'Event', exact: true }).click({ timeout: 30_000 })
    await simulator.getByRole('option', { name: 'Direct message', exact: true }).click()
    await simulator.getByLabel('Text', { exact: true }).fill('Is the terrace open tonight?')
    await simulator.getByRole('button', { name: 'Send event' }).click()
    await simulator
      .getByRole('status')
      .filter({ hasText: 'Delivered: the receiver accepted the event (HTTP 200).' })
      .waitFor({ timeout: 20_000 })
    await simulator.close()

    // No reload: the event stream brings it in.
    const conversations = page.getByRole('list', { name: 'Conversations, newest first' })
    const row = conversations.getByRole('button').filter({ hasText: 'Is the terrace open tonight?' })
    await poll(() => row.count()).toBe(1)
    expect(await row.textContent()).toContain('1 unread')
    await row.click()
    const log = page.getByRole('log')
    await log.getByText('Is the terrace open tonight?').waitFor()
    await poll(() => row.textContent()).not.toContain('unread')

    const composer = page.getByRole('textbox', { name: /^Message to @/ })
    await composer.fill('Yes, until 11 pm.')
    await composer.press('Enter')
    const reply = log.getByRole('listitem').filter({ hasText: 'Yes, until 11 pm.' })
    await poll(() => reply.getByText('Delivered').count()).toBe(1)
    const outbox = await api<SentByAccount[]>(page, 'GET', '/webhooks/instagram/outbox')
    expect(outbox.map((entry) => sentText(entry.content))).toContain('Yes, until 11 pm.')

    // Instagram refuses the next call with a temporary error.
    await api(page, 'POST', '/chat/__mock/fail-next-send')
    await composer.fill('We kept a table for you.')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    const failed = log.getByRole('listitem').filter({ hasText: 'We kept a table for you.' })
    await failed.getByText('Not sent: Instagram had a temporary problem. Try again.').waitFor({ timeout: 20_000 })
    expect(await failed.getByText('Failed').count()).toBe(1)
    await failed.getByRole('button', { name: 'Retry' }).click()
    await poll(() => failed.getByText('Delivered').count()).toBe(1)
    expect(await failed.getByText('Not sent', { exact: false }).count()).toBe(0)
    const after = await api<SentByAccount[]>(page, 'GET', '/webhooks/instagram/outbox')
    expect(after.map((entry) => sentText(entry.content))).toContain('We kept a table for you.')
  })

  it('closes the composer outside the 24-hour window, saying since when (Arabic, phone, dark)', async () => {
    const { page } = await fresh({ viewport: { width: 390, height: 844 } }, { language: 'ar', theme: 'dark' })
    await page.goto('/apps/chat')
    await page.getByRole('heading', { name: 'صندوق وارد Instagram', level: 1 }).waitFor({ timeout: 30_000 })
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const sender = await deliverDm(page, 'هل ما زال العرض متاحًا؟', 30, 1)

    const row = page.locator('.chat-thread-button').filter({ hasText: 'هل ما زال العرض متاحًا؟' })
    await poll(() => row.count()).toBe(1)
    await row.click()
    // One pane at a time on a phone: the thread replaces the list.
    await page.getByRole('heading', { name: `@${sender.username}`, level: 2 }).waitFor()
    expect(await row.isVisible()).toBe(false)
    const composer = page.getByRole('textbox', { name: `رسالة إلى @${sender.username}` })
    expect(await composer.isDisabled()).toBe(true)
    await page.getByText(/^لم يعد بإمكانك الرد: .*انتهت المهلة في /).waitFor()
    expect(await page.getByRole('button', { name: 'إرسال' }).isDisabled()).toBe(true)

    await page.getByRole('button', { name: 'العودة إلى المحادثات' }).click()
    await poll(() => row.isVisible()).toBe(true)
  })
})
