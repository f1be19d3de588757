import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchPath } from '@/routes/match'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { createAbility, type AbilityRule } from '@/lib/ability'
import { ROLE_RULES } from '@/mocks/api/roles'
import { DEMO_USERS, type Role } from '@/mocks/demoUsers'
import { launchBrowser, openPage } from '../support/browser'
import { settledPath, signInAt } from './authSupport'

type VisitorName = 'logged-out' | Role

/** One concrete URL per pattern of the route table (paths and aliases), plus a query on some. */
const TARGETS: string[] = (routes as readonly RouteRecord[]).flatMap((record) =>
  [record.path, ...(record.aliases ?? [])].map((pattern) => {
    const path = pattern.replace(':tab', 'account').replace(':code', 'abc123').replace('*', 'some/where')
    return record.name === 'root' || record.name === 'automations' ? `${path}?ref=matrix` : path
  }),
)

/**
 * Where docs/product.md ("Navigation guard") says a visit ends, following redirects: the guard's five rules, the
 * root redirect and route-level redirects, written out independently of the app's guard.
 */
function expectedLanding(target: string, visitor: VisitorName): string {
  const rules: AbilityRule[] = visitor === 'logged-out' ? [] : ROLE_RULES[visitor]
  const ability = createAbility(rules)
  const loggedIn = visitor !== 'logged-out'
  let current = target
  for (let hop = 0; hop < 6; hop += 1) {
    const url = new URL(current, 'http://app.test')
    const search = url.search.slice(1)
    const { record } = matchPath(url.pathname)
    let next: string | null = null
    if (record.redirectTo) next = record.redirectTo
    else if (record.name === 'root') next = loggedIn ? '/dashboards' : `/login${url.search}`
    else if (record.access === 'public') next = null
    else if (!loggedIn)
      next =
        record.access === 'unauthenticatedOnly'
          ? null
          : `/login?to=${encodeURIComponent(`${url.pathname}${url.search}`)}`
    else if (record.access === 'unauthenticatedOnly') next = '/'
    else if (record.action && record.subject && !ability.can(record.action, record.subject)) next = '/not-authorized'
    if (next === null) return `${url.pathname}${search ? `?${search}` : ''}`
    current = next
  }
  throw new Error(`redirect loop from ${target}`)
}

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
