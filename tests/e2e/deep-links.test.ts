import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteRecord } from '@/routes/types'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { launchBrowser, openPage } from '../support/browser'
import { settledPath, signInAt } from './authSupport'
import { expectedLanding, routeTargets, type VisitorName } from './guardOracle'

/**
 * The guard on a page load (a typed address, a bookmark, a reload), where it must wait for the
 * session to be restored before it decides. The route sweep visits every route client-side, and
 * the guard's unit tests decide every route for every role; here each kind of decision is opened
 * by its address once per visitor: public, logged-out only, signed-in, refused to one role and not
 * the other, redirected, with parameters, the root and the catch-all, some with a query that must
 * survive the redirects. Routes whose three visitors land alike are one kind.
 */
const VISITORS: VisitorName[] = ['logged-out', 'client', 'admin']

function kindOf(record: RouteRecord, target: string): string {
  if (record.name === 'root') return 'root'
  if (record.redirectTo) return 'redirect'
  const landings = VISITORS.map((visitor) => {
    const landing = expectedLanding(target, visitor)
    return landing === target ? 'opens' : landing.startsWith('/login') ? 'sign-in' : landing
  })
  const shape = `${record.path.includes('*') ? ' catch-all' : ''}${record.path.includes(':') ? ' with parameters' : ''}`
  return `${record.access}${shape}: ${landings.join(', ')}`
}

const byKind = new Map<string, string>()
for (const { record, target } of routeTargets()) {
  const kind = kindOf(record, target)
  if (!byKind.has(kind))
    byKind.set(kind, kind === 'root' || kind.startsWith('requiresAuth') ? `${target}?ref=deep-link` : target)
}
const TARGETS = [...byKind.values()]

describe.each(VISITORS)('addresses opened directly by a %s visitor', (visitor) => {
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

describe('the addresses cover what the guard decides', () => {
  it('has a route of each kind, and the oracle says what docs/product.md says', () => {
    // Every rule of the guard has a route to try it on.
    const kinds = [...byKind.keys()]
    expect(kinds).toEqual(
      expect.arrayContaining([
        'root',
        'redirect',
        'public: opens, opens, opens',
        'public catch-all: opens, opens, opens',
        'unauthenticatedOnly: opens, /dashboards, /dashboards',
        'requiresAuth: sign-in, opens, opens',
        'requiresAuth: sign-in, /not-authorized, opens',
        'requiresAuth with parameters: sign-in, opens, opens',
      ]),
    )
    expect(expectedLanding('/webhooks/instagram', 'client')).toBe('/not-authorized')
    expect(expectedLanding('/webhooks/instagram', 'admin')).toBe('/webhooks/instagram')
    expect(expectedLanding('/webhooks/instagram', 'logged-out')).toBe('/login?to=%2Fwebhooks%2Finstagram')
    expect(expectedLanding('/?ref=deep-link', 'logged-out')).toBe('/login?ref=deep-link')
    expect(expectedLanding('/login', 'client')).toBe('/dashboards')
    expect(expectedLanding('/minha-conta', 'logged-out')).toBe('/login?to=%2Fminha-conta%2Faccount')
  })
})
