import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { expect } from 'vitest'
import { openPage, type OpenPageOptions, type OpenedPage } from '../support/browser'
import { signUp, uniqueEmail } from '../support/emulator'

const PASSWORD = 'shell-test-pass'

/** Signs in through the real login screen as a brand-new client user; lands on the dashboard. */
export async function signInFresh(page: Page): Promise<string> {
  requestsInFlight(page)
  const email = uniqueEmail('shell')
  await signUp(email, PASSWORD, 'Shell Tester')
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboards/)
  await settled(page)
  return email
}

/**
 * Waits for the shell and for the session to finish re-validating (its requests end): a session
 * refresh re-renders the route tree, which would close an open dialog mid-test. "Requests end" is
 * Playwright's networkidle (none for 500 ms) without the backend's event stream, which stays open
 * for as long as someone is signed in.
 */
export async function settled(page: Page): Promise<void> {
  const inFlight = requestsInFlight(page)
  await page.locator('.shell').waitFor()
  let quietSince = Date.now()
  await expect
    .poll(
      () => {
        if (inFlight.size > 0) quietSince = Date.now()
        return Date.now() - quietSince >= 500
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true)
}

const tracked = new WeakMap<Page, Set<Request>>()

/** The page's requests still running, the event stream aside; counted from the first call on. */
function requestsInFlight(page: Page): Set<Request> {
  let inFlight = tracked.get(page)
  if (inFlight) return inFlight
  const running = new Set<Request>()
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/api/events')) running.add(request)
  })
  page.on('requestfinished', (request) => running.delete(request))
  page.on('requestfailed', (request) => running.delete(request))
  tracked.set(page, running)
  inFlight = running
  return inFlight
}

export async function reloadShell(page: Page): Promise<void> {
  await page.reload()
  await settled(page)
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
const signedInStates = new WeakMap<Browser, Promise<StorageState>>()

/**
 * A page of its own, signed in as a brand-new client user: one sign-up and sign-in per test file
 * (per browser connection), each test starting from that saved state (cookies, storage, IndexedDB)
 * in a fresh context, so what one test changes never reaches the next.
 */
export async function openSignedIn(browser: Browser, options: OpenPageOptions = {}): Promise<OpenedPage> {
  let state = signedInStates.get(browser)
  if (!state) {
    state = (async () => {
      const setup = await openPage(browser)
      await signInFresh(setup.page)
      const saved = await setup.context.storageState({ indexedDB: true })
      await setup.context.close()
      return saved
    })()
    signedInStates.set(browser, state)
  }
  const opened = await openPage(browser, { ...options, storageState: await state })
  requestsInFlight(opened.page)
  await opened.page.goto('/dashboards')
  await settled(opened.page)
  return opened
}

/** A computed style of the first element matching the selector. */
export function styleOf(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)
}

export async function preferenceCookie(page: Page, name: string) {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === `conversa-${name}`)
}

/** The cookie is saved for 30 days on path / under the app-prefixed key. */
export async function expectPreferenceCookie(page: Page, name: string, value: string) {
  const cookie = await preferenceCookie(page, name)
  expect(cookie, `cookie conversa-${name}`).toBeDefined()
  expect(decodeURIComponent(cookie!.value)).toBe(value)
  expect(cookie!.path).toBe('/')
  const days = (cookie!.expires - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(29.9)
  expect(days).toBeLessThanOrEqual(30)
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })
