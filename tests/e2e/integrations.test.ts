import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoSeriousAxe, launchBrowser, openPage, type OpenedPage, visit } from '../support/browser'

const XSS = '<img src=x onerror=alert(1)>'
/** Screens load lazily and poll the backend: give the page time to catch up. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 })

async function signInAsAdmin(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill('admin@conversa.test')
  await page.getByLabel('Password').fill('conversa-admin')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboards/)
}

/** Waits for a URL; on timeout says where the page is and what it shows, so a failure explains itself. */
async function waitForUrl(page: Page, pattern: RegExp) {
  try {
    await page.waitForURL(pattern, { timeout: 20_000 })
  } catch {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '')
    throw new Error(`Expected a URL matching ${pattern}, still at ${page.url()} showing: ${text.slice(0, 500)}`)
  }
}

function deliveries(page: Page): Locator {
  return page.getByRole('list', { name: 'Webhook deliveries, newest first' }).locator(':scope > li')
}

async function counts(page: Page): Promise<string> {
  return (await page.getByText(/^Verified deliveries:/).textContent()) ?? ''
}

async function sendEvent(page: Page, text: string, forged: boolean) {
  const forge = page.getByRole('switch', { name: /Forge the signature/ })
  if ((await forge.getAttribute('aria-checked')) !== String(forged)) await forge.click()
  await page.getByLabel('Text', { exact: true }).fill(text)
  await page.getByRole('button', { name: 'Send event' }).click()
}

describe('Instagram integration, end to end', () => {
  let browser: Browser
  let opened: OpenedPage
  const dialogs: string[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
    opened = await openPage(browser)
    opened.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await signInAsAdmin(opened.page)
  })
  afterAll(async () => {
    await opened.context.close()
    await browser.close()
  })

  it('connects an account through the consent page and lists it', async () => {
    const { page } = opened
    await visit(page, '/integracoes')
    await poll(() => page.getByText('No Instagram account is connected yet.').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Connect an Instagram account' }).click()

    await waitForUrl(page, /\/__mock\/instagram\/oauth\/authorize\?/)
    expect(new URL(page.url()).searchParams.get('state')).toMatch(/^[0-9a-f]{48}$/)
    const account = page.getByRole('radio').first()
    const username = ((await account.getAttribute('aria-label')) ?? '').replace(/^@/, '')
    expect(username).not.toBe('')
    await account.click()
    await expectNoSeriousAxe(page)
    await page.getByRole('button', { name: 'Allow' }).click()

    await waitForUrl(page, /\/integracoes$/)
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `@${username} is connected.` })
        .isVisible(),
    ).toBe(true)
    const listed = page.getByRole('list', { name: 'Connected Instagram accounts' }).getByRole('listitem')
    await poll(() => listed.count()).toBe(1)
    expect(await listed.getByRole('heading', { name: `@${username}` }).isVisible()).toBe(true)
    expect(await listed.getByText('Connected', { exact: true }).isVisible()).toBe(true)
    expect(await listed.getByText('Subscribed', { exact: true }).isVisible()).toBe(true)
    // The Instagram token stays in the backend: nothing in the page's own storage carries it.
    const sessionState = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))
    expect(sessionState).not.toMatch(/IGAA/)
    await expectNoSeriousAxe(page)
    expect(opened.pageErrors).toEqual([])
  })

  it('comes back from a cancelled consent with a clear message and nothing connected', async () => {
    const { page } = opened
    await visit(page, '/integracoes')
    await page.getByRole('button', { name: 'Connect an Instagram account' }).click()
    await waitForUrl(page, /\/__mock\/instagram\/oauth\/authorize\?/)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await waitForUrl(page, /\/callback\/instagram\?error=access_denied/)
    await poll(() => page.getByRole('alert').textContent())
    expect(await page.getByRole('alert').textContent()).toContain(
      'You cancelled the connection on Instagram. No account was connected.',
    )
    await page.getByRole('link', { name: 'Back to integrations' }).click()
    await poll(() =>
      page.getByRole('list', { name: 'Connected Instagram accounts' }).getByRole('listitem').count(),
    ).toBe(1)
  })

  it('refuses a callback whose state this tab did not start', async () => {
    const { page } = opened
    await page.goto('/callback/instagram?code=AQBforged&state=not-mine#_')
    await poll(() => page.getByRole('alert').textContent()).toMatch(/does not match the connection you started/)
    await page.getByRole('link', { name: 'Back to integrations' }).click()
    await page.waitForURL(/\/integracoes$/)
  })

  it('shows a simulated comment as verified, and a forged one as rejected without acting on it', async () => {
    const { page } = opened
    await visit(page, '/webhooks/instagram')
    await page.getByRole('button', { name: 'Send event' }).waitFor()
    const before = await (async () => {
      await poll(() => counts(page)).toMatch(/Verified deliveries: \d+/)
      return counts(page)
    })()

    await sendEvent(page, 'Quero o link, por favor', false)
    await poll(() => deliveries(page).first().textContent()).toContain('Quero o link, por favor')
    const verified = deliveries(page).first()
    expect(await verified.getByText('Signature verified').isVisible()).toBe(true)
    expect(await verified.getByText(/commented on “/).isVisible()).toBe(true)
    // Received, but no automation acted on it: "acted on" does not move.
    await poll(() => counts(page)).toBe(
      before
        .replace(/Verified deliveries: (\d+)/, (_m, n: string) => `Verified deliveries: ${Number(n) + 1}`)
        .replace(/Events received: (\d+)/, (_m, n: string) => `Events received: ${Number(n) + 1}`),
    )
    const afterGenuine = await counts(page)

    await sendEvent(page, 'Comentário forjado', true)
    await poll(() => deliveries(page).first().textContent()).toContain('Comentário forjado')
    const rejected = deliveries(page).first()
    expect(await rejected.getByText('Rejected: wrong signature').isVisible()).toBe(true)
    expect(await rejected.getByText('Not trusted: nothing was done with it.').isVisible()).toBe(true)
    // Only the rejected counter moved: nothing was acted on.
    await poll(() => counts(page)).toBe(
      afterGenuine.replace(/Rejected: (\d+)/, (_m, n: string) => `Rejected: ${Number(n) + 1}`),
    )
    expect(
      await page.getByRole('status').filter({ hasText: 'The receiver refused the event (HTTP 401).' }).isVisible(),
    ).toBe(true)

    // Filtering by kind hides deliveries of other kinds.
    await page.getByRole('combobox', { name: 'Kind' }).click()
    await page.getByRole('option', { name: 'Direct message' }).click()
    await poll(() => page.getByText('No events yet.').isVisible()).toBe(true)
    await page.getByRole('combobox', { name: 'Kind' }).click()
    await page.getByRole('option', { name: 'Comment', exact: true }).click()
    await poll(() => deliveries(page).count()).toBeGreaterThanOrEqual(2)
    await expectNoSeriousAxe(page)
    // The filter is in the address: a reload keeps it.
    expect(new URL(page.url()).searchParams.get('kind')).toBe('comment')
    await page.reload()
    await poll(() => page.getByRole('combobox', { name: 'Kind' }).textContent()).toBe('Comment')
  })

  it('renders an event whose text is HTML as inert text', async () => {
    const { page } = opened
    await visit(page, '/webhooks/instagram')
    await page.getByRole('button', { name: 'Send event' }).waitFor()
    await sendEvent(page, XSS, false)
    await poll(() => deliveries(page).first().textContent()).toContain(XSS)
    const newest = deliveries(page).first()
    expect(await newest.getByText('Signature verified').isVisible()).toBe(true)
    await newest.getByText('Raw JSON').click()
    expect(await newest.locator('pre').textContent()).toContain(XSS)
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    expect(await newest.locator('img').count()).toBe(0)
    expect(dialogs).toEqual([])
    expect(opened.pageErrors).toEqual([])
  })

  it('shows deliveries live as they arrive, without a reload', async () => {
    const { page } = opened
    await visit(page, '/webhooks/instagram')
    await page.getByRole('button', { name: 'Send event' }).waitFor()
    // Someone else posts to the receiver (a forger without the secret): the open screen picks it up.
    await page.evaluate(async () => {
      const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
      const setup = (await (await fetch('/api/webhooks/instagram/simulator', { headers: { token } })).json()) as {
        accounts: { accountId: string; connected: boolean }[]
      }
      const accountId = setup.accounts.find((account) => account.connected)!.accountId
      const body = JSON.stringify({
        object: 'instagram',
        entry: [
          {
            id: accountId,
            time: 1,
            messaging: [
              {
                sender: { id: '2' },
                recipient: { id: accountId },
                timestamp: 1,
                message: { mid: 'live-mid', text: 'arrived live' },
              },
            ],
          },
        ],
      })
      await fetch('/api/webhooks/instagram', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': `sha256=${'0'.repeat(64)}` },
        body,
      })
    })
    await poll(() => deliveries(page).first().textContent()).toContain('arrived live')
    expect(await deliveries(page).first().getByText('Rejected: wrong signature').isVisible()).toBe(true)
  })

  it('disconnects an account only after confirmation', async () => {
    const { page } = opened
    await visit(page, '/integracoes')
    const listed = page.getByRole('list', { name: 'Connected Instagram accounts' }).getByRole('listitem')
    await poll(() => listed.count()).toBe(1)
    const disconnect = listed.getByRole('button', { name: /^Disconnect @/ })
    await disconnect.click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Keep connected' }).click()
    await poll(() => dialog.count()).toBe(0)
    expect(await listed.count()).toBe(1)
    await disconnect.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click()
    await poll(() => page.getByText('No Instagram account is connected yet.').isVisible()).toBe(true)
    // The list may hear of the change from the sync feed before the request's own answer arrives.
    await poll(() => page.getByRole('status').filter({ hasText: 'was disconnected.' }).isVisible()).toBe(true)
    expect(opened.pageErrors).toEqual([])
  })
})
