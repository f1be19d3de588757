import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteRecord } from '@/routes/types'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { launchBrowser, openPage } from '../support/browser'
import { settledPath, signInAt } from './authSupport'
import { expectedLanding, routeTargets, type VisitorName } from './guardOracle'

/**
 * The guard on a page load (a typed address, a bookmark, a reload), where it must wait for the
 * session to be restored before it decides. The route sweep visits every route client-side; here
 * each kind of route of the table is opened by its address once per visitor: public, logged-out
 * only, signed-in, gated by an ability, redirected, the root and the catch-all, some with a query
 * that must survive the redirects.
 */
function kindOf(record: RouteRecord): string {
  if (record.name === 'root') return 'root'
  if (record.redirectTo) return 'redirect'
  return `${record.access}${record.subject ? ` ${record.action} ${record.subject}` : ''}${record.path.includes('*') ? ' catch-all' : ''}`
}

const byKind = new Map<string, string>()
for (const { record, target } of routeTargets()) {
  const kind = kindOf(record)
  if (!byKind.has(kind))
    byKind.set(kind, kind === 'root' || kind.startsWith('requiresAuth') ? `${target}?ref=deep-link` : target)
}
const TARGETS = [...byKind.values()]
const VISITORS: VisitorName[] = ['logged-out', 'client', 'admin']

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
    for (const kind of ['root', 'redirect', 'public', 'public catch-all', 'unauthenticatedOnly'])
      expect(kinds).toContain(kind)
    expect(kinds.some((kind) => kind.startsWith('requiresAuth'))).toBe(true)
    expect([...byKind.keys()].some((kind) => kind.includes('AclDemo'))).toBe(true)
    expect(expectedLanding('/webhooks/instagram', 'client')).toBe('/not-authorized')
    expect(expectedLanding('/webhooks/instagram', 'admin')).toBe('/webhooks/instagram')
    expect(expectedLanding('/webhooks/instagram', 'logged-out')).toBe('/login?to=%2Fwebhooks%2Finstagram')
    expect(expectedLanding('/?ref=deep-link', 'logged-out')).toBe('/login?ref=deep-link')
    expect(expectedLanding('/login', 'client')).toBe('/dashboards')
    expect(expectedLanding('/minha-conta', 'logged-out')).toBe('/login?to=%2Fminha-conta%2Faccount')
  })
})
