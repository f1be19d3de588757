import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { launchBrowser, openPage } from '../support/browser'
import { settledPath, signInAt } from './authSupport'
import { expectedLanding, routeTargets, type VisitorName } from './guardOracle'

/** One concrete URL per pattern of the route table (paths and aliases), plus a query on some. */
const TARGETS: string[] = routeTargets().map(({ record, target }) =>
  record.name === 'root' || record.name === 'automations' ? `${target}?ref=matrix` : target,
)

const VISITORS: VisitorName[] = ['logged-out', 'client', 'admin']

describe.each(VISITORS)('guard matrix for a %s visitor', (visitor) => {
  let browser: Browser
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    browser = await launchBrowser()
    ;({ context, page } = await openPage(browser))
    if (visitor !== 'logged-out') {
      const user = DEMO_USERS.find((candidate) => candidate.role === visitor)!
      await signInAt(page, user.email, user.password)
    }
  })
  afterAll(async () => {
    await context.close()
    await browser.close()
  })

  it.each(TARGETS)(`%s lands where the rules say`, async (target) => {
    const expected = expectedLanding(target, visitor)
    await page.goto(target)
    await expect.poll(() => settledPath(page), { timeout: 10_000 }).toBe(expected)
    if (expected.startsWith('/login')) await page.getByRole('button', { name: 'Sign in' }).waitFor()
    if (expected === '/not-authorized') await page.getByRole('heading', { name: 'You are not authorized' }).waitFor()
  })
})

describe('the matrix covers what the issue asks for', () => {
  it('sends a client to not-authorized for /webhooks/instagram, lets an admin in, and keeps `to` for a logged-out visitor', () => {
    expect(expectedLanding('/webhooks/instagram', 'client')).toBe('/not-authorized')
    expect(expectedLanding('/webhooks/instagram', 'admin')).toBe('/webhooks/instagram')
    expect(expectedLanding('/webhooks/instagram', 'logged-out')).toBe('/login?to=%2Fwebhooks%2Finstagram')
    expect(expectedLanding('/?ref=matrix', 'logged-out')).toBe('/login?ref=matrix')
    expect(expectedLanding('/login', 'client')).toBe('/dashboards')
    expect(expectedLanding('/minha-conta', 'logged-out')).toBe('/login?to=%2Fminha-conta%2Faccount')
    expect(TARGETS.length).toBeGreaterThan(20)
  })
})
