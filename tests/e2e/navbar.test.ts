import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { launchBrowser, openPage, type OpenedPage } from '../support/browser'
import { signInAt } from './authSupport'
import { createSampleAutomation, SAMPLE_AUTOMATION } from './sampleRecords'
import { settled } from './shellSupport'

/**
 * The navbar and menu, as an admin signed in once (with @cafe.aurora connected and an
 * automation on it): global search by keyboard only, notifications from what the backend
 * recorded, shortcuts kept per user, and the vertical menu's groups.
 */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
let browser: Browser
let state: StorageState
let automationId: string
const opened: OpenedPage[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  const { context, page } = await openPage(browser)
  const admin = DEMO_USERS.find((user) => user.role === 'admin')!
  await signInAt(page, admin.email, admin.password)
  automationId = await createSampleAutomation(page)
  state = await context.storageState({ indexedDB: true })
  await context.close()
})

afterEach(async () => {
  for (const { context, pageErrors } of opened.splice(0)) {
    expect(pageErrors).toEqual([])
    await context.close()
  }
})

afterAll(async () => {
  await browser.close()
})

async function signedIn(path: string, cookies: Record<string, string> = {}): Promise<Page> {
  const domain = new URL(inject('baseURL')).hostname
  const extra = Object.entries(cookies).map(([name, value]) => ({
    name,
    value,
    domain,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 86_400,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }))
  const page = await openPage(browser, { storageState: { ...state, cookies: [...state.cookies, ...extra] } })
  opened.push(page)
  await page.page.goto(path)
  await settled(page.page)
  return page.page
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '')

describe('the navbar', () => {
  it('searches pages and records by keyboard only, and remembers what was opened', async () => {
    const page = await signedIn('/dashboards')
    const dialog = page.getByRole('dialog', { name: 'Search' })
    const box = dialog.getByRole('combobox', { name: 'Search' })
    // Keys pressed before the box has the focus go to the page behind: open, then wait for it.
    const openSearch = async () => {
      await page.keyboard.press('Control+k')
      await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true)
    }
    await openSearch()

    // Pages in the current language, then the backend's records, each under its heading.
    await page.keyboard.type('sweep')
    const automations = dialog.getByRole('group', { name: 'Automations' })
    await automations.getByRole('option', { name: SAMPLE_AUTOMATION }).waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/automacoes/${automationId}/editar$`))
    await expect.poll(() => dialog.count()).toBe(0)

    await openSearch()
    await page.keyboard.type('integr')
    const pages = dialog.getByRole('group', { name: 'Pages' })
    await pages.getByRole('option', { name: 'Integrations' }).waitFor()
    // Typed one key at a time: "i" alone still matches Webhooks, until the whole word is in.
    await expect.poll(() => pages.getByRole('option', { name: 'Webhooks' }).count()).toBe(0)
    await page.keyboard.press('End')
    await expect.poll(() => dialog.getByRole('option', { selected: true }).textContent()).toContain('Integrations')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/integracoes$/)

    // Reopened empty: the recent searches, newest first; Escape closes and gives focus back.
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click()
    const recent = dialog.getByRole('group', { name: 'Recent searches' }).getByRole('option')
    await expect.poll(() => recent.allTextContents()).toEqual(['Integrations', SAMPLE_AUTOMATION])
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => dialog.getByRole('option', { selected: true }).textContent()).toBe(SAMPLE_AUTOMATION)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    // Radix gives the focus back once the dialog has left, a moment later on a busy machine.
    await expect.poll(() => focusedName(page)).toBe('Search (Ctrl+K)')

    await openSearch()
    await page.keyboard.type('zzzz nothing')
    await dialog.getByText('Nothing matches “zzzz nothing”.').waitFor()
  })

  it('tells of a forged webhook, links to where it can be checked, and marks everything read', async () => {
    const page = await signedIn('/dashboards')
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications')
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/webhooks/instagram', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': 'sha256=forged' },
        body: JSON.stringify({ object: 'instagram', entry: [] }),
      })
      return response.status
    })
    expect(status).toBe(401)
    // The event stream announces it: the count arrives without a reload.
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 20_000 }).toBe('Notifications, 1 unread')
    await bell.click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    const item = panel.getByRole('link', { name: /A webhook with a wrong signature was refused/ })
    await item.waitFor()
    await panel.getByRole('button', { name: 'Mark all as read' }).click()
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications')
    await item.click()
    await page.waitForURL(/\/webhooks\/instagram$/)
    await expect.poll(() => panel.count()).toBe(0)
  })

  it('keeps the shortcuts each person chooses', async () => {
    const page = await signedIn('/dashboards')
    const open = async () => {
      await page.getByRole('button', { name: 'Shortcuts' }).click()
      return page.getByRole('dialog', { name: 'Shortcuts' })
    }
    let panel = await open()
    await expect
      .poll(() => panel.getByRole('link').allTextContents())
      .toEqual(['Dashboard', 'Automations', 'Integrations', 'My account'])
    await panel.getByRole('button', { name: 'Edit shortcuts' }).click()
    await panel.getByRole('checkbox', { name: 'Dashboard', exact: true }).click()
    await panel.getByRole('checkbox', { name: 'Instagram webhooks' }).click()
    await panel.getByRole('button', { name: 'Save shortcuts' }).click()
    await expect
      .poll(() => panel.getByRole('link').allTextContents())
      .toEqual(['Automations', 'Integrations', 'My account', 'Instagram webhooks'])

    await page.reload()
    await settled(page)
    panel = await open()
    await expect
      .poll(() => panel.getByRole('link').allTextContents())
      .toEqual(['Automations', 'Integrations', 'My account', 'Instagram webhooks'])
    await panel.getByRole('link', { name: 'Instagram webhooks' }).click()
    await page.waitForURL(/\/webhooks\/instagram$/)
  })
})

describe('the vertical menu', () => {
  it('opens the group holding the active entry, marks it, and collapses groups on request', async () => {
    const page = await signedIn('/automacoes', { 'conversa-navigation': 'vertical' })
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect.poll(() => nav.getAttribute('data-orientation')).toBe('vertical')
    expect(await nav.getByRole('link', { name: 'Automations' }).getAttribute('aria-current')).toBe('page')
    const dashboards = nav.getByRole('button', { name: 'Dashboards' })
    expect(await dashboards.getAttribute('aria-expanded')).toBe('false')
    await dashboards.click()
    expect(await dashboards.getAttribute('aria-expanded')).toBe('true')
    await nav.getByRole('link', { name: 'Conversa' }).click()
    await page.waitForURL(/\/dashboards$/)
    await expect.poll(() => nav.getByRole('link', { name: 'Conversa' }).getAttribute('aria-current')).toBe('page')
    expect(await dashboards.getAttribute('data-active')).toBe('true')
  })
})
