import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationAccount, AutomationInput, AutomationSummary } from '@/domain/automations/apiTypes'
import type { WebhookSimulatorSetup } from '@/domain/instagram/apiTypes'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { composeWebhookPayload, type ComposeInput } from '@/domain/instagram/webhookComposer'
import { expectNoSeriousAxe, launchBrowser, openPage, visit, type OpenedPage } from '../support/browser'
import { withFlow, type WithActions } from '../support/automationSpec'

/**
 * Automations users can trust, one scenario per point. Every scenario starts from the
 * same saved state (the admin signed in, @cafe.aurora connected, nothing else) in a context of its
 * own, so none depends on another's order. Setup goes through the API; each screen is driven once.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 })
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const CLIENT = { email: 'client@conversa.test', password: 'conversa-client' }
const ACCOUNT = 'cafe.aurora'
/** A scenario signs nobody in and builds its own data, but walks several screens: room for a busy machine. */
const SCENARIO_MS = 120_000

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

let browser: Browser
let connectedState: StorageState
const opened: OpenedPage[] = []

async function signIn(page: Page, user: { email: string; password: string }) {
  await visit(page, '/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboards/, { timeout: 20_000 })
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.waitForURL(/\/login/, { timeout: 20_000 })
}

/** Through Instagram's consent page (the mock's), choosing the account by its username. */
async function connect(page: Page, username: string) {
  await visit(page, '/integracoes')
  await page.getByRole('button', { name: 'Connect an Instagram account' }).click()
  await page.waitForURL(/\/__mock\/instagram\/oauth\/authorize\?/, { timeout: 20_000 })
  await page.getByRole('radio', { name: `@${username}` }).click()
  await page.getByRole('button', { name: 'Allow' }).click()
  // The callback screen finishes the exchange, then lands on /integracoes, or says why it cannot.
  await page.waitForFunction(
    () => window.location.pathname === '/integracoes' || document.querySelector('[role=alert]') !== null,
    undefined,
    { timeout: 20_000 },
  )
}

/** A fresh context from the saved state: signed in as the admin, @cafe.aurora connected. */
async function fresh(options: { viewport?: { width: number; height: number } } = {}): Promise<OpenedPage> {
  const page = await openPage(browser, { storageState: connectedState, ...options })
  opened.push(page)
  return page
}

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  if (!page.url().startsWith('http')) {
    await page.goto('/dashboards')
    // The mock backend answers once the app has started it (the page renders after that).
    await page.locator('#main-content').first().waitFor({ timeout: 20_000 })
  }
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
      const response = await fetch(`/api${path}`, {
        method,
        headers: { token, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: response.status === 204 ? null : await response.json() }
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>
}

async function accountOf(page: Page): Promise<AutomationAccount> {
  const { json } = await api<AutomationAccount[]>(page, 'GET', '/automations/accounts')
  const account = json.find((candidate) => candidate.username === ACCOUNT)
  if (!account) throw new Error(`@${ACCOUNT} is not connected`)
  return account
}

const text = (value: string) => ({ text: value, quickReplies: [], buttons: [] })

async function createAutomation(
  page: Page,
  input: WithActions<Partial<AutomationInput>> & Pick<AutomationInput, 'name'>,
) {
  const account = await accountOf(page)
  const { status, json } = await api<AutomationSummary>(
    page,
    'POST',
    '/automations',
    withFlow({
      accountId: account.accountId,
      status: 'active',
      priority: 0,
      stopAfterFirstMatch: false,
      trigger: { kind: 'comment-keyword', keywords: { keywords: ['link'], mode: 'contains' }, media: { kind: 'any' } },
      actions: [{ kind: 'private-reply', message: text('Here is the link') }],
      ...input,
    }),
  )
  expect(status, JSON.stringify(json)).toBe(201)
  return json
}

let unique = Date.now()

/**
 * What Meta would post for the account, signed with the app secret, delivered by the page to the
 * receiver (the mock backend lives in the page's service worker). Returns the event's unique id.
 */
async function deliver(
  page: Page,
  input: Omit<ComposeInput, 'accountId' | 'person' | 'now' | 'uniqueId'> & {
    person?: number
    hoursAgo?: number
    username?: string
  },
): Promise<string> {
  const { status: setupStatus, json: setup } = await api<WebhookSimulatorSetup>(
    page,
    'GET',
    '/webhooks/instagram/simulator',
  )
  expect(setupStatus, JSON.stringify(setup)).toBe(200)
  const account = setup.accounts.find((candidate) => candidate.username === (input.username ?? ACCOUNT))!
  const media = account.media[0]!
  const now = Date.now()
  const uniqueId = String((unique += 1))
  const raw = JSON.stringify(
    composeWebhookPayload({
      ...input,
      accountId: account.accountId,
      person: setup.people[input.person ?? 0]!,
      now,
      occurredAt: now - (input.hoursAgo ?? 0) * 3_600_000,
      uniqueId,
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
  return uniqueId
}

function automationRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'Automations' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
}

async function openMenu(page: Page, name: string) {
  await automationRow(page, name)
    .getByRole('button', { name: `Actions for “${name}”` })
    .click()
  return page.getByRole('menu')
}

function runs(page: Page): Locator {
  return page.getByRole('table', { name: 'Runs, newest first' }).locator('tbody > tr')
}

function outbox(page: Page): Locator {
  return page.getByRole('list', { name: 'Messages sent by the accounts, newest first' }).locator(':scope > li')
}

/** Opens a select of the flow editor and picks one of its options. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

beforeAll(async () => {
  browser = await launchBrowser()
  const setup = await openPage(browser)
  await signIn(setup.page, ADMIN)
  await connect(setup.page, ACCOUNT)
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

describe('what the app reports is true', { timeout: SCENARIO_MS }, () => {
  it('1. a welcome DM skipped by the 24-hour window, then a tag, is "skipped", not "sent", everywhere', async () => {
    const { page } = await fresh()
    const welcome = await createAutomation(page, {
      name: 'Welcome and tag',
      trigger: { kind: 'welcome' },
      actions: [
        { kind: 'send-dm', message: text('Welcome!') },
        { kind: 'tag-contact', tag: 'new' },
      ],
    })
    await deliver(page, { kind: 'message', text: 'oi', hoursAgo: 30 })

    await visit(page, '/automacoes')
    const row = automationRow(page, 'Welcome and tag')
    await poll(() => row.getByText('1 skipped').isVisible()).toBe(true)
    expect(await row.getByText('0 sent').isVisible()).toBe(true)

    await visit(page, `/automacoes/${welcome.id}/execucoes`)
    const run = runs(page).first()
    await poll(() => run.getByText('Skipped', { exact: true }).isVisible()).toBe(true)
    expect(
      await run
        .getByText(
          "Send a DM: Instagram only allows DMs within 24 hours of the person's last message, and that time had passed.",
        )
        .isVisible(),
    ).toBe(true)

    await visit(page, '/dashboards')
    const totals = page.getByRole('list', { name: 'Runs by status' })
    await poll(() => totals.getByRole('listitem').filter({ hasText: 'Skipped' }).textContent()).toBe('Skipped1')
    expect(await totals.getByRole('listitem').filter({ hasText: /^Sent/ }).textContent()).toBe('Sent0')
    expect(await page.getByText('Messages sent', { exact: true }).locator('..').textContent()).toMatch(
      /^Messages sent0/,
    )
  })

  it('2. the outbox shows what a button template really said, with its buttons', async () => {
    const { page } = await fresh()
    await createAutomation(page, {
      name: 'Link with a button',
      actions: [
        {
          kind: 'private-reply',
          message: {
            text: 'Here is the price list',
            quickReplies: [],
            buttons: [{ type: 'web_url', title: 'Open prices', url: 'https://shop.example/prices' }],
          },
        },
      ],
    })
    await deliver(page, { kind: 'comment', text: 'link please' })
    await visit(page, '/webhooks/instagram')
    const reply = outbox(page).first()
    await poll(() => reply.textContent()).toContain('Private reply')
    expect(await reply.getByText('“Here is the price list”').isVisible()).toBe(true)
    expect(await reply.getByRole('list', { name: 'Buttons' }).textContent()).toContain('Open prices')
    expect(await reply.textContent()).not.toContain('“”')
  })

  it('5. test mode says "would send" and never counts on the dashboard', async () => {
    const { page } = await fresh()
    const automation = await createAutomation(page, { name: 'Tested only' })
    await visit(page, `/automacoes/${automation.id}/testar`)
    await page.getByLabel('Text', { exact: true }).fill('link?')
    await page.getByRole('button', { name: 'Run test' }).click()
    const result = page.getByRole('status', { name: 'Test result' })
    await poll(() => result.isVisible()).toBe(true)
    expect(await result.getByText('Test result: nothing was sent to Instagram.').isVisible()).toBe(true)
    expect(await result.getByText('Would send').first().isVisible()).toBe(true)
    expect(await result.getByText('Sent', { exact: true }).count()).toBe(0)
    await expectNoSeriousAxe(page)

    // A test run is no run: the dashboard still says there are none, and what to do about it.
    await visit(page, '/dashboards')
    await poll(() => page.getByRole('heading', { name: 'No runs yet', level: 2 }).isVisible()).toBe(true)
    expect(await page.getByRole('list', { name: 'Runs by status' }).count()).toBe(0)
    await visit(page, '/automacoes')
    await poll(() => automationRow(page, 'Tested only').getByText('0 sent').isVisible()).toBe(true)
  })

  it('7. latest events are sorted by when they happened, and copies are named (2), (3)', async () => {
    const { page } = await fresh()
    await deliver(page, { kind: 'message', text: 'written just now' })
    await deliver(page, { kind: 'message', text: 'written five hours ago', person: 1, hoursAgo: 5 })
    await visit(page, '/dashboards')
    const latest = page.getByRole('table', { name: 'Latest events' }).getByRole('row')
    await poll(() => latest.count()).toBe(3)
    expect(await latest.nth(1).textContent()).toContain('written just now')
    expect(await latest.nth(2).textContent()).toContain('written five hours ago')

    await createAutomation(page, { name: 'Promo' })
    await visit(page, '/automacoes')
    for (const copy of ['Promo (2)', 'Promo (3)']) {
      const menu = await openMenu(page, 'Promo')
      await menu.getByRole('menuitem', { name: 'Duplicate' }).click()
      await poll(() => automationRow(page, copy).count()).toBe(1)
    }
    expect(await automationRow(page, 'Promo (3)').getByText('Paused').isVisible()).toBe(true)
  })

  it('13. "events acted on" counts only events an automation of the workspace acted on', async () => {
    const { page } = await fresh()
    await createAutomation(page, { name: 'Link' })
    await deliver(page, { kind: 'comment', text: 'no keyword here' })
    await deliver(page, { kind: 'comment', text: 'link!', username: 'studio.lumen' })
    await visit(page, '/webhooks/instagram')
    const counts = page.getByText(/^Verified deliveries:/)
    await poll(() => counts.textContent()).toBe(
      'Verified deliveries: 1 · Rejected: 0 · Events received: 1 · Events acted on: 0 · Waiting: 0 · Failed: 0',
    )
    await deliver(page, { kind: 'comment', text: 'the link please' })
    await poll(() => counts.textContent()).toBe(
      'Verified deliveries: 2 · Rejected: 0 · Events received: 2 · Events acted on: 1 · Waiting: 0 · Failed: 0',
    )
  })

  it('15. an event older than Meta ever redelivers is received but never acted on', async () => {
    const { page } = await fresh()
    const mention = await createAutomation(page, {
      name: 'Thanks for the mention',
      trigger: { kind: 'story-mention' },
      actions: [{ kind: 'send-dm', message: text('Thank you!') }],
    })
    await visit(page, '/webhooks/instagram')
    await page.getByRole('combobox', { name: 'Event', exact: true }).click()
    await page.getByRole('option', { name: 'Story mention', exact: true }).click()
    await page.getByLabel('Happened (hours ago)').fill('50')
    await page.getByRole('button', { name: 'Send event' }).click()
    const delivery = page.getByRole('list', { name: 'Webhook deliveries, newest first' }).locator(':scope > li').first()
    await poll(() => delivery.getByText('Too old to act on: it happened more than 36 hours ago').isVisible()).toBe(true)
    await visit(page, `/automacoes/${mention.id}/execucoes`)
    await poll(() => page.getByText('Runs appear here when Instagram events match this automation.').isVisible()).toBe(
      true,
    )
  })
})

describe('workspaces and accounts', { timeout: SCENARIO_MS }, () => {
  it('3. an account held by one workspace cannot be connected by another, which sees none of its events', async () => {
    const { page } = await fresh()
    await deliver(page, { kind: 'comment', text: 'a comment only the admin may see' })
    await signOut(page)
    await signIn(page, CLIENT)
    await connect(page, ACCOUNT)
    const refusal = page.getByRole('alert')
    await poll(() => refusal.textContent()).toContain(
      'This Instagram account is already connected to another Conversa workspace.',
    )
    await page.getByRole('link', { name: 'Back to integrations' }).click()
    await poll(() => page.getByText('No Instagram account is connected yet.').isVisible()).toBe(true)

    await connect(page, 'studio.lumen')
    await poll(() => page.getByRole('heading', { name: '@studio.lumen' }).isVisible()).toBe(true)
    await visit(page, '/dashboards')
    await poll(() => page.getByText('No Instagram event received yet.').isVisible()).toBe(true)
    expect(await page.getByText('a comment only the admin may see').count()).toBe(0)
  })

  it('4. disconnecting stops the account’s automations, saying why; reconnecting resumes them', async () => {
    const { page } = await fresh()
    const automation = await createAutomation(page, { name: 'Stops with its account' })
    await visit(page, '/integracoes')
    await page.getByRole('button', { name: `Disconnect @${ACCOUNT}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click()
    await poll(() => page.getByText('No Instagram account is connected yet.').isVisible()).toBe(true)

    await visit(page, '/automacoes')
    const row = automationRow(page, 'Stops with its account')
    await poll(() => row.getByText('Stopped', { exact: true }).isVisible()).toBe(true)
    expect(await row.getByText(`@${ACCOUNT}`).isVisible()).toBe(true)
    expect(
      await row
        .getByText(
          'Stopped: the Instagram account is not connected. It resumes by itself when you connect the account again.',
        )
        .isVisible(),
    ).toBe(true)

    await visit(page, `/automacoes/${automation.id}/editar`)
    await poll(() => page.getByRole('combobox', { name: 'Instagram account' }).textContent()).toBe(
      `@${ACCOUNT} (not connected)`,
    )
    expect(await page.getByText(`@${ACCOUNT} is not connected, so this automation is stopped.`).isVisible()).toBe(true)
    await expectNoSeriousAxe(page)

    await connect(page, ACCOUNT)
    await visit(page, '/automacoes')
    await poll(() => row.getByText('Active', { exact: true }).isVisible()).toBe(true)
    expect(await row.getByText('Stopped', { exact: true }).count()).toBe(0)
  })

  it('12. "@x is connected" shows once, not again on reload', async () => {
    const { page } = await fresh()
    await connect(page, 'studio.lumen')
    const banner = page.getByRole('status').filter({ hasText: '@studio.lumen is connected.' })
    await poll(() => banner.isVisible()).toBe(true)
    expect(new URL(page.url()).search).toBe('')
    await page.reload()
    await poll(() => page.getByRole('heading', { name: '@studio.lumen' }).isVisible()).toBe(true)
    expect(await banner.count()).toBe(0)
  })
})

describe('the builder, its routes and its validation', { timeout: SCENARIO_MS }, () => {
  it('6. builder, test mode and history have addresses; leaving unsaved changes asks; focus follows', async () => {
    const { page } = await fresh()
    const existing = await createAutomation(page, { name: 'Has a history' })
    await visit(page, '/automacoes')
    await page.getByRole('link', { name: 'New automation' }).click()
    await page.waitForURL(/\/automacoes\/nova$/)
    const heading = page.getByRole('heading', { name: 'New automation', level: 1 })
    await poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true)

    // A failed save lands on the first field to fix.
    await page.getByRole('button', { name: 'Save automation' }).click()
    await poll(() =>
      page.getByLabel('Name', { exact: true }).evaluate((element) => element === document.activeElement),
    ).toBe(true)

    await page.getByLabel('Name', { exact: true }).fill('Half written')
    // A menu link asks first; keeping on editing keeps what was typed.
    await page.getByRole('button', { name: 'Product' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Integrations' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await poll(() => dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Keep editing' }).click()
    expect(page.url()).toMatch(/\/automacoes\/nova$/)
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Half written')

    // Back asks too; leaving goes where Back was going.
    await page.goBack()
    await poll(() => dialog.isVisible()).toBe(true)
    expect(page.url()).toMatch(/\/automacoes\/nova$/)
    await dialog.getByRole('button', { name: 'Leave and lose changes' }).click()
    await page.waitForURL(/\/automacoes$/)

    // Reload keeps the view; links from the row menu open the same addresses.
    await visit(page, `/automacoes/${existing.id}/execucoes`)
    await page.reload()
    const history = page.getByRole('heading', { name: 'Run history of “Has a history”' })
    await poll(() => history.evaluate((element) => element === document.activeElement)).toBe(true)
    await visit(page, '/automacoes')
    const menu = await openMenu(page, 'Has a history')
    await menu.getByRole('menuitem', { name: 'Test' }).click()
    await page.waitForURL(new RegExp(`/automacoes/${existing.id}/testar$`))
    await poll(() => page.getByRole('heading', { name: 'Test “Has a history”' }).isVisible()).toBe(true)
    await page.goBack()
    await page.waitForURL(/\/automacoes$/)

    // Closing the tab asks through the browser (once the person has interacted with the page).
    await page.goto(`/automacoes/${existing.id}/editar`)
    await page.getByLabel('Name', { exact: true }).click()
    await page.getByLabel('Name', { exact: true }).fill('Changed')
    const asked = page.waitForEvent('dialog')
    await page.close({ runBeforeUnload: true })
    const question = await asked
    expect(question.type()).toBe('beforeunload')
    await question.dismiss()
    expect(page.isClosed()).toBe(false)
    // Last in the test: a navigation started after a dismissed beforeunload question can hang in
    // Chromium (the page stays half-unloaded), so nothing navigates after this point.
  })

  it('10. validation names the item at fault, stops at 13 quick replies, and speaks in minutes', async () => {
    const { page } = await fresh()
    await visit(page, '/automacoes/nova')
    await page.getByLabel('Name', { exact: true }).fill('Many replies')
    await page.getByLabel('Keywords', { exact: true }).fill('menu')
    const opening = page.getByRole('region', { name: 'Step 1: Send a message' })
    await opening.getByRole('textbox', { name: 'Message 1: text' }).fill('Pick one')
    const add = opening.getByRole('button', { name: 'Add a quick reply' })
    for (let count = 0; count < 13; count += 1) await add.click()
    // At Instagram's limit the button is gone, and the step says why.
    expect(await add.count()).toBe(0)
    expect(await opening.getByText("13 of 13 quick replies (Instagram's limit).").isVisible()).toBe(true)
    await opening.getByRole('textbox', { name: 'Quick reply 1', exact: true }).fill('Prices')

    await choose(page, opening.getByRole('combobox', { name: 'Right after sending: goes to' }), 'New step: Wait')
    const wait = page.getByRole('region', { name: 'Step 2: Wait' })
    await choose(page, wait.getByRole('combobox', { name: 'Unit of Wait for' }), 'minutes')
    await wait.getByRole('spinbutton', { name: 'Wait for' }).fill('0.5')
    await page.getByRole('button', { name: 'Save automation' }).click()

    const summary = page.getByRole('alert').filter({ hasText: 'Fix these before saving:' })
    await poll(() => summary.isVisible()).toBe(true)
    const lines = await summary.getByRole('listitem').allTextContents()
    // Each quick reply leads nowhere (13), twelve have no title, and the wait is out of range.
    expect(lines).toHaveLength(26)
    expect(lines).toContain(
      'Step 1 (Send a message), quick reply 1: This quick reply leads nowhere: choose the step it opens.',
    )
    expect(lines).toContain('Step 1 (Send a message), quick reply 2: Give the quick reply a title.')
    expect(lines).toContain('Step 1 (Send a message), quick reply 13: Give the quick reply a title.')
    expect(lines).not.toContain('Step 1 (Send a message), quick reply 1: Give the quick reply a title.')
    expect(lines.at(-1)).toBe('Step 2 (Wait): Choose a time between 1 and 1,440 minutes (24 hours), in whole minutes.')
    expect(new Set(lines).size).toBe(lines.length)
    // Focus moves to the first field to fix (after the render that shows the errors).
    await poll(() =>
      opening
        .getByRole('textbox', { name: 'Quick reply 2', exact: true })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true)
    await expectNoSeriousAxe(page)
  })

  it('lists every problem in the language the user reads, and keeps what was typed', async () => {
    const { page } = await fresh()
    await visit(page, '/automacoes/nova')
    // No name, no keyword; a private reply of 501 "é" (1,002 bytes in UTF-8), three buttons, one with a bad address.
    const longText = 'é'.repeat(501)
    const opening = page.getByRole('region', { name: 'Step 1: Send a message' })
    await opening.getByRole('textbox', { name: 'Message 1: text' }).fill(longText)
    const addButton = opening.getByRole('button', { name: 'Add a button to Message 1' })
    for (let count = 0; count < 3; count++) await addButton.click()
    expect(await addButton.count()).toBe(0)
    expect(await opening.getByText("3 of 3 buttons on Message 1 (Instagram's limit).").isVisible()).toBe(true)
    for (let index = 1; index <= 3; index++) {
      const button = `Message 1, button ${index}`
      await opening.getByRole('textbox', { name: `${button}: title` }).fill(`Opção ${index}`)
      await choose(page, opening.getByRole('combobox', { name: `${button}: a tap` }), 'opens a link')
      await opening
        .getByRole('textbox', { name: `${button}: link` })
        .fill(index === 1 ? 'loja.example/precos' : `https://loja.example/${index}`)
    }
    await page.getByRole('button', { name: 'Save automation' }).click()

    const summary = page.getByRole('alert').filter({ hasText: 'Fix these before saving:' })
    await poll(() => summary.isVisible()).toBe(true)
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      'Give the automation a name.',
      'Add at least one keyword.',
      'Step 1 (Send a message): The message has 501 characters, but its accents and emoji take 1,002 bytes; Instagram accepts at most 1,000 bytes.',
      'Step 1 (Send a message), button 1: Enter a full web address starting with https://',
    ])
    expect(await opening.getByRole('textbox', { name: 'Message 1, button 1: link' }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(
      await opening.getByRole('textbox', { name: 'Message 1, button 2: link' }).getAttribute('aria-invalid'),
    ).toBeNull()

    await page.getByRole('combobox', { name: /^(Language|Langue|اللغة)/ }).selectOption({ label: 'Français' })
    const summaryFr = page.getByRole('alert').filter({ hasText: 'Corrigez ces points avant d’enregistrer :' })
    await poll(() => summaryFr.isVisible()).toBe(true)
    const frNumber = (value: number) => page.evaluate((n) => new Intl.NumberFormat('fr').format(n), value)
    const frLines = await summaryFr.getByRole('listitem').allTextContents()
    expect(frLines).toHaveLength(4)
    expect(frLines.slice(0, 2)).toEqual(['Donnez un nom à l’automatisation.', 'Ajoutez au moins un mot-clé.'])
    expect(frLines[2]).toMatch(/^Étape 1 \(Envoyer un message\) : /)
    expect(frLines[2]).toContain(await frNumber(1002))
    expect(frLines[3]).toBe(
      'Étape 1 (Envoyer un message), bouton 1 : Saisissez une adresse web complète commençant par https://',
    )
    expect(await page.getByRole('textbox', { name: 'Message 1, bouton 1 : lien' }).inputValue()).toBe(
      'loja.example/precos',
    )
    expect(await page.getByRole('textbox', { name: 'Message 1 : texte' }).inputValue()).toBe(longText)

    await page.getByRole('combobox', { name: /^(Language|Langue|اللغة)/ }).selectOption({ label: 'العربية' })
    const summaryAr = page.getByRole('alert').filter({ hasText: 'صحّح ما يلي قبل الحفظ:' })
    await poll(() => summaryAr.isVisible()).toBe(true)
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await summaryAr.getByRole('listitem').count()).toBe(4)
    await expectNoSeriousAxe(page)
  })

  it('keeps the draft through a reload, and a double click on Save creates one automation', async () => {
    const { page } = await fresh()
    await visit(page, '/automacoes/nova')
    await page.getByLabel('Name', { exact: true }).fill('Clicked twice')
    await page.getByLabel('Keywords', { exact: true }).fill('preço')
    await page.getByRole('textbox', { name: 'Message' }).fill('Custa 10 €')
    // The browser asks before the reload; going ahead opens the builder as it was left.
    page.once('dialog', (dialog) => void dialog.accept())
    await page.reload()
    await poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Clicked twice')
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Custa 10 €')
    await page.getByText('Your unsaved changes from before are back. Save them or discard them.').waitFor()

    await page.getByRole('button', { name: 'Save automation' }).dblclick()
    await page.waitForURL(/\/automacoes$/)
    const { json } = await api<{ items: AutomationSummary[] }>(page, 'GET', '/automations?q=Clicked')
    expect(json.items.map((item) => item.name)).toEqual(['Clicked twice'])
    // Saved: the builder opens empty again.
    await visit(page, '/automacoes/nova')
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('')
  })

  it('16. of two tabs editing one automation, the later save is told and keeps its edit; saved again, it replaces', async () => {
    const { page } = await fresh()
    const automation = await createAutomation(page, { name: 'Edited twice' })
    const second = await page.context().newPage()
    for (const tab of [page, second]) {
      await visit(tab, `/automacoes/${automation.id}/editar`)
      await poll(() => tab.getByLabel('Name', { exact: true }).inputValue()).toBe('Edited twice')
    }
    await page.getByLabel('Name', { exact: true }).fill('Edited in the first tab')
    await page.getByRole('button', { name: 'Save automation' }).click()
    await page.waitForURL(/\/automacoes$/)

    await second.getByLabel('Name', { exact: true }).fill('Edited in the second tab')
    await second.getByRole('button', { name: 'Save automation' }).click()
    await poll(() =>
      second
        .getByRole('alert')
        .filter({ hasText: 'This automation was saved by a teammate or in another tab' })
        .count(),
    ).toBe(1)
    expect(await second.getByLabel('Name', { exact: true }).inputValue()).toBe('Edited in the second tab')
    const stored = async () => (await api<AutomationSummary>(page, 'GET', `/automations/${automation.id}`)).json.name
    expect(await stored()).toBe('Edited in the first tab')

    await second.getByRole('button', { name: 'Save automation' }).click()
    await second.waitForURL(/\/automacoes$/)
    expect(await stored()).toBe('Edited in the second tab')
  })
})

describe('the screens', { timeout: SCENARIO_MS }, () => {
  it('8. the simulator sends story replies, quick-reply DMs and typed postback payloads; a token can be made to expire', async () => {
    const { page } = await fresh()
    await createAutomation(page, {
      name: 'Story reply',
      trigger: { kind: 'story-reply', keywords: { keywords: [], mode: 'contains' } },
      actions: [{ kind: 'send-dm', message: text('Glad you liked the story') }],
    })
    await createAutomation(page, {
      name: 'Payload',
      trigger: { kind: 'postback', payloads: ['MENU_2026'] },
      actions: [{ kind: 'send-dm', message: text('Here is the menu') }],
    })
    await visit(page, '/webhooks/instagram')
    const send = async (kind: string, fill: { text?: string; payload?: string }) => {
      await page.getByRole('combobox', { name: 'Event', exact: true }).click()
      await page.getByRole('option', { name: kind, exact: true }).click()
      if (fill.text !== undefined)
        await page.getByLabel(kind === 'Button postback' ? 'Button title' : 'Text', { exact: true }).fill(fill.text)
      if (fill.payload !== undefined) await page.getByRole('textbox', { name: /payload/i }).fill(fill.payload)
      await page.getByRole('button', { name: 'Send event' }).click()
      await poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: 'Delivered: the receiver accepted the event (HTTP 200).' })
          .isVisible(),
      ).toBe(true)
    }
    await send('Reply to a story', { text: 'Loved it!' })
    await poll(() => outbox(page).filter({ hasText: 'Glad you liked the story' }).count()).toBe(1)
    await send('Direct message', { text: 'Menu', payload: 'MENU_2026' })
    await poll(() => outbox(page).filter({ hasText: 'Here is the menu' }).count()).toBe(1)
    await send('Button postback', { text: 'See the menu', payload: 'MENU_2026' })
    await poll(() => outbox(page).filter({ hasText: 'Here is the menu' }).count()).toBe(2)

    await page.getByRole('button', { name: `Make the access of @${ACCOUNT} expire in two days` }).click()
    await poll(() => page.getByText('The access now expires in two days. Renew it in Integrations.').isVisible()).toBe(
      true,
    )
    await visit(page, '/integracoes')
    await poll(() => page.getByText('Expiring soon', { exact: true }).isVisible()).toBe(true)
    await page.getByRole('button', { name: `Renew access of @${ACCOUNT}` }).click()
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `The access of @${ACCOUNT} was renewed.` })
        .isVisible(),
    ).toBe(true)
    expect(await page.getByText('Connected', { exact: true }).isVisible()).toBe(true)
  })

  it('9 and 11. the webhooks screen refreshes without the loading bar, and names people and posts', async () => {
    const { page } = await fresh()
    await deliver(page, { kind: 'comment', text: 'what a picture' })
    await deliver(page, { kind: 'message', text: 'hello there', person: 2 })
    const polls: number[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/webhooks/instagram/deliveries')) polls.push(Date.now())
    })
    await visit(page, '/webhooks/instagram')
    const deliveries = page.getByRole('list', { name: 'Webhook deliveries, newest first' })
    await poll(() => deliveries.locator(':scope > li').count()).toBe(2)
    // Count every loading bar the page shows from now on, however briefly.
    await page.evaluate(() => {
      const seen = { bars: 0 }
      ;(window as unknown as { __bars: typeof seen }).__bars = seen
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof Element &&
              (node.matches('[role=progressbar]') || node.querySelector('[role=progressbar]'))
            )
              seen.bars += 1
      }).observe(document.body, { childList: true, subtree: true })
    })
    const since = polls.length
    await poll(() => polls.length - since).toBeGreaterThanOrEqual(3)
    expect(await page.evaluate(() => (window as unknown as { __bars: { bars: number } }).__bars.bars)).toBe(0)

    const { status: setupStatus, json: setup } = await api<WebhookSimulatorSetup>(
      page,
      'GET',
      '/webhooks/instagram/simulator',
    )
    expect(setupStatus, JSON.stringify(setup)).toBe(200)
    const commenter = setup.people[0]!
    const writer = setup.people[2]!
    const caption = setup.accounts.find((account) => account.username === ACCOUNT)!.media[0]!.caption
    const comment = deliveries.locator(':scope > li').filter({ hasText: 'what a picture' })
    expect(await comment.textContent()).toContain(`@${commenter.username} commented on “${caption.slice(0, 39)}`)
    const dm = deliveries.locator(':scope > li').filter({ hasText: 'hello there' })
    expect(await dm.getByText(`@${writer.username} wrote: “hello there”`).isVisible()).toBe(true)
    // The id is still there, as secondary text.
    expect(await dm.getByText(`sender ${writer.id}`).isVisible()).toBe(true)
  })

  it('14. at 390 px a row is compact, its menu (with icons) on screen, its status a badge', async () => {
    const { page } = await fresh({ viewport: { width: 390, height: 844 } })
    await createAutomation(page, { name: 'Narrow screen automation with a rather long name' })
    await visit(page, '/automacoes')
    const row = automationRow(page, 'Narrow screen automation with a rather long name')
    await poll(() => row.isVisible()).toBe(true)
    const box = (await row.boundingBox())!
    expect(box.height).toBeLessThan(130)
    const menuButton = row.getByRole('button', { name: /^Actions for/ })
    const button = (await menuButton.boundingBox())!
    expect(button.x + button.width).toBeLessThanOrEqual(390)
    expect(await row.getByText('Active', { exact: true }).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await menuButton.click()
    const items = page.getByRole('menuitem')
    expect(await items.allTextContents()).toEqual(['Edit', 'Test', 'Run history', 'Pause', 'Duplicate', 'Delete'])
    expect(await items.locator('svg').count()).toBe(6)
    await page.keyboard.press('Escape')
    await expectNoSeriousAxe(page)
  })

  it('pauses, filters by the URL, pages and deletes after confirmation', async () => {
    const { page } = await fresh()
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot']) await createAutomation(page, { name })
    await page.goto('/automacoes?itemsPerPage=5')
    const pages = page.getByRole('navigation', { name: 'Pages of Automations' })
    await poll(() => pages.getByText('1–5 of 6').isVisible()).toBe(true)
    await pages.getByRole('button', { name: 'Next page' }).click()
    await poll(() => pages.getByText('6–6 of 6').isVisible()).toBe(true)
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    await page.reload()
    await poll(() => pages.getByText('6–6 of 6').isVisible()).toBe(true)
    await page.goBack()
    await poll(() => pages.getByText('1–5 of 6').isVisible()).toBe(true)

    const menu = await openMenu(page, 'Bravo')
    await menu.getByRole('menuitem', { name: 'Pause' }).click()
    await poll(() => page.getByRole('status').filter({ hasText: '“Bravo” is paused.' }).isVisible()).toBe(true)
    await page.goto('/automacoes?status=paused')
    await poll(() => page.getByRole('table', { name: 'Automations' }).locator('tbody > tr').count()).toBe(1)
    expect(await page.getByRole('combobox', { name: 'Status' }).textContent()).toBe('Paused')

    await page.getByRole('searchbox', { name: 'Search' }).fill('brav')
    await poll(() => new URL(page.url()).searchParams.get('q')).toBe('brav')
    const deleting = await openMenu(page, 'Bravo')
    await deleting.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await poll(() => automationRow(page, 'Bravo').count()).toBe(1)
    await (await openMenu(page, 'Bravo')).getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await poll(() => page.getByRole('status').filter({ hasText: '“Bravo” was deleted.' }).isVisible()).toBe(true)
    await poll(() => page.getByText('Nothing matches your search').isVisible()).toBe(true)
    await expectNoSeriousAxe(page)
  })
})
