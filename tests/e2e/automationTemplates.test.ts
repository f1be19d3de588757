import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import type { WebhookSimulatorSetup } from '@/domain/instagram/apiTypes'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { expectNoSeriousAxe, launchBrowser, openPage, visit, type OpenedPage } from '../support/browser'

/**
 * A template installed in two clicks: from the automation list's "New automation", a card of the
 * gallery opens the builder filled in, and "Save automation" saves it as it is. Its run history
 * then names whom it answered, quotes what they wrote, and opens their conversation.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 })
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const ACCOUNT = 'cafe.aurora'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

let browser: Browser
let connectedState: StorageState
const opened: OpenedPage[] = []

async function signIn(page: Page) {
  await visit(page, '/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboards/, { timeout: 20_000 })
}

async function connect(page: Page) {
  await visit(page, '/integracoes')
  await page.getByRole('button', { name: 'Connect an Instagram account' }).click()
  await page.waitForURL(/\/__mock\/instagram\/oauth\/authorize\?/, { timeout: 20_000 })
  await page.getByRole('radio', { name: `@${ACCOUNT}` }).click()
  await page.getByRole('button', { name: 'Allow' }).click()
  await page.getByRole('heading', { name: `@${ACCOUNT}` }).waitFor({ timeout: 20_000 })
}

async function api<T>(page: Page, method: string, path: string): Promise<T> {
  return page.evaluate(
    async ({ method, path }) => {
      const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
      return (await fetch(`/api${path}`, { method, headers: { token } })).json()
    },
    { method, path },
  ) as Promise<T>
}

/** A first DM from one of the mock's people, as Meta would post it, signed with the app secret. */
async function deliverMessage(page: Page, text: string): Promise<string> {
  const setup = await api<WebhookSimulatorSetup>(page, 'GET', '/webhooks/instagram/simulator')
  const account = setup.accounts.find((candidate) => candidate.username === ACCOUNT)!
  const media = account.media[0]!
  const person = setup.people[0]!
  const now = Date.now()
  const raw = JSON.stringify(
    composeWebhookPayload({
      kind: 'message',
      text,
      accountId: account.accountId,
      person,
      now,
      occurredAt: now,
      uniqueId: String(now),
      media: { id: media.id, mediaProductType: media.mediaProductType },
    }),
  )
  const signature = await signWebhookBody(INSTAGRAM_APP.clientSecret, raw)
  const status = await page.evaluate(
    async ({ raw, header, signature }) =>
      (await fetch('/api/webhooks/instagram', { method: 'POST', headers: { [header]: signature }, body: raw })).status,
    { raw, header: SIGNATURE_HEADER, signature },
  )
  expect(status).toBe(200)
  return person.username
}

beforeAll(async () => {
  browser = await launchBrowser()
  const setup = await openPage(browser)
  await signIn(setup.page)
  await connect(setup.page)
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

describe('automation templates', { timeout: 120_000 }, () => {
  it('installs the welcome menu in two clicks from the list, at 390 px', async () => {
    const session = await openPage(browser, { storageState: connectedState, viewport: { width: 390, height: 844 } })
    opened.push(session)
    const { page } = session
    await visit(page, '/automacoes')
    await page.getByRole('link', { name: 'New automation' }).click()
    await page.waitForURL(/\/automacoes\/nova$/)

    const card = page.getByRole('region', { name: 'Start from a template' }).getByRole('link', { name: 'Welcome menu' })
    await card.waitFor()
    await expectNoSeriousAxe(page)
    await card.click()
    await page.waitForURL(/\/automacoes\/nova\?template=welcome-menu$/)
    await poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Welcome menu')
    await page.getByRole('button', { name: 'Save automation' }).click()

    await page.waitForURL(/\/automacoes$/)
    await poll(() => page.getByText('“Welcome menu” was saved.').isVisible()).toBe(true)

    const username = await deliverMessage(page, 'Hello, are you open today?')
    const { items } = await api<{ items: AutomationSummary[] }>(page, 'GET', '/automations?q=Welcome')
    await visit(page, `/automacoes/${items[0]!.id}/execucoes`)
    const row = page.getByRole('table', { name: 'Runs, newest first' }).locator('tbody > tr').first()
    await poll(() => row.getByText('“Hello, are you open today?”').isVisible()).toBe(true)
    expect(await row.getByText(`@${username}`).isVisible()).toBe(true)
    // The handle is isolated (U+2068 … U+2069) inside the name, so it keeps its @ in front in Arabic.
    const conversation = row.getByRole('link', { name: `Open the conversation with \u2068@${username}\u2069` })
    expect(await conversation.getAttribute('href')).toMatch(/^\/apps\/chat\?thread=/)
    await conversation.click()
    await page.waitForURL(/\/apps\/chat\?thread=/)
    await poll(() => page.getByText('Hello, are you open today?').first().isVisible()).toBe(true)
  })
})
