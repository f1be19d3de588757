// Signing in for the signed-in measurements: through the login screen, as a person would, with the
// admin demo user (every menu entry is open to it). The Auth emulator must be running.
import { DEMO_USERS } from '../../src/mocks/demoUsers.ts'
import { seedUsers } from '../lib/emulator.mjs'

export const BENCH_USER = DEMO_USERS.find((user) => user.role === 'admin')

/** The preference cookie that puts the menu in a side column, where every entry is a plain link. */
export const VERTICAL_NAV_COOKIE = { name: 'conversa-navigation', value: 'vertical' }

/** Fills the login screen and waits for the dashboard's heading. */
export async function signInThroughLoginScreen(page, origin) {
  await page.goto(`${origin}/login`)
  await page.getByLabel('Email').fill(BENCH_USER.email)
  await page.getByLabel('Password', { exact: true }).fill(BENCH_USER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/dashboards'), { timeout: 30_000 })
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 30_000 })
}

/**
 * A signed-in storage state for `build` (cookies, localStorage and the identity service's
 * IndexedDB), made once per run: new contexts start signed in with a cold HTTP cache.
 */
export function signedInState(ctx, buildName) {
  return ctx.once(`signedInState:${buildName}`, async () => {
    await ctx.once('demoUsers', () => seedUsers(DEMO_USERS))
    const origin = await ctx.serve(buildName)
    const browser = await ctx.once('playwrightBrowser', () => ctx.playwrightBrowser())
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
    try {
      await signInThroughLoginScreen(await context.newPage(), origin)
      return await context.storageState({ indexedDB: true })
    } finally {
      await context.close()
    }
  })
}

/**
 * Signs in over the DevTools protocol in the browser Lighthouse will drive (its default profile
 * keeps the session for Lighthouse's tab), then empties the HTTP cache so that the measured load
 * is cold while the session stays.
 */
export async function signInOverDevTools(ctx, port, origin) {
  await ctx.once('demoUsers', () => seedUsers(DEMO_USERS))
  const { chromium } = await import('playwright-core')
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const [context] = browser.contexts()
    const page = await context.newPage()
    await signInThroughLoginScreen(page, origin)
    const devtools = await context.newCDPSession(page)
    await devtools.send('Network.clearBrowserCache')
    await page.close()
  } finally {
    // Over CDP this only disconnects; the browser and its profile stay for Lighthouse.
    await browser.close()
  }
}
