import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { catalogueRoutes } from '@/routes/catalogueRoutes'
import { matchPath } from '@/routes/match'
import type { RouteRecord } from '@/routes/types'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { launchBrowser, openPage, seriousAxeViolations } from '../support/browser'
import { signInAt } from './authSupport'
import { createSampleAutomation, SAMPLE_ACCOUNT } from './sampleRecords'
import { expectedLanding, routeTargets, type VisitorName } from './guardOracle'

/**
 * The route sweep: every pattern of the route table (it grows with the table), as a
 * signed-out visitor, a client and an admin, in English, French and Arabic (sweptBy: each visitor
 * once per route). Each visit must land where the guard's rules say (the page, sign-in or not-authorized),
 * show an h1, log no console error and throw no page error, carry `dir="rtl"` in Arabic, and pass axe
 * (once per landing screen, the language rotating over the screens). Built for two cores: one
 * browser, one sign-in per role, one page per role and language that moves between routes
 * client-side, one page at a time: Chromium already spreads one page over both cores (renderer, compositor, browser), and nine
 * at once took a third more CPU for the same work while starving the file running beside this one.
 */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
const VISITORS: VisitorName[] = ['logged-out', 'client', 'admin']
const LANGUAGES = ['en', 'fr', 'ar'] as const
let browser: Browser
const states = new Map<VisitorName, StorageState | undefined>()
/** The records the table's samples name (`@automation`), per visitor: each role has its own. */
const records = new Map<VisitorName, Record<string, string>>()
/**
 * Landing screens already audited: axe runs once per screen, at the first visit that lands on it,
 * in that visit's language. Visits rotate over the languages (sweptBy), so each language's text
 * and direction are audited on about a third of the screens, and a screen is not audited three
 * times over. (Auditing only in a language fixed per screen left most screens unaudited once the
 * table's aliases shifted the visits' languages off theirs.)
 */
const audited = new Set<string>()
const startedAt = Date.now()
let visits = 0
const timings: { what: string; ms: number }[] = []
/**
 * While working on a few routes, `SWEEP_ONLY=<regex>` sweeps only the targets it matches (a full run, as in
 * `npm test`, leaves it unset and sweeps the whole table).
 */
const only = process.env.SWEEP_ONLY ? new RegExp(process.env.SWEEP_ONLY) : undefined
const SWEEP_BOOT_MS = 90_000
const SWEEP_TARGET_MS = 8_000
/**
 * A visit the guard turns away (to sign-in, to not-authorized, or a signed-in visitor away from
 * sign-in) runs the same code for every route of the same access, action and subject: one such
 * visit per kind and visitor tests it, the guard's rules over the whole table being the unit
 * tests' (tests/unit/machines). Every route a visitor may open is still visited.
 */
function turnedAwayKind(record: RouteRecord, target: string, visitor: VisitorName): string | null {
  const landing = matchPath(new URL(expectedLanding(target, visitor), 'http://app.test').pathname).record
  if (record.redirectTo || record.name === 'root' || landing.name === record.name) return null
  // Signed out, what a route requires plays no part: its access alone sends to sign-in.
  if (visitor === 'logged-out') return [landing.name, record.access].join(' ')
  return [landing.name, record.access, record.action ?? '', record.subject ?? ''].join(' ')
}
const targetsFor = (visitor: VisitorName) => {
  const kinds = new Set<string>()
  return routeTargets(records.get(visitor)).filter(({ record, target }) => {
    if (only && !only.test(target)) return false
    const kind = turnedAwayKind(record, target, visitor)
    if (kind === null) return true
    if (kinds.has(kind)) return false
    kinds.add(kind)
    return true
  })
}
/**
 * What one page sweeps: each route once per visitor, in the language its place in the table gives,
 * so every language still meets every kind of screen and landing. The same screen in three
 * languages runs the same code; the catalogs' completeness is scripts/check-i18n.mjs's, and the
 * hand-over of a pre-rendered page to the app in another language is tests/e2e/prerender.test.ts's.
 */
const sweptBy = (visitor: VisitorName, language: (typeof LANGUAGES)[number]) => {
  const targets = targetsFor(visitor)
  const rotating = targets.filter(({ record }) => !inEveryLanguage(visitor, record))
  return [
    ...rotating.filter((_target, index) => LANGUAGES[index % LANGUAGES.length] === language),
    ...targets.filter(({ record }) => inEveryLanguage(visitor, record)),
  ]
}
/**
 * The UI catalogue (src/routes/catalogueRoutes.ts) is the kit's pieces in every state,
 * mirrored and translated: one signed-in visitor opens each of its pages in every language, and
 * axe audits each page in each.
 */
const CATALOGUE = new Set<string>(catalogueRoutes.map((record) => record.name))
const inEveryLanguage = (visitor: VisitorName, record: RouteRecord) => visitor === 'admin' && CATALOGUE.has(record.name)

/** The Instagram account id of the sample account the visitor's workspace just connected (`@account`). */
async function sampleAccountId(page: Page): Promise<string> {
  return page.evaluate(async (username) => {
    const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
    const response = await fetch('/api/integrations/instagram', { headers: { token } })
    const accounts = (await response.json()) as { accountId: string; username: string }[]
    return accounts.find((account) => account.username === username)!.accountId
  }, SAMPLE_ACCOUNT)
}

/** A contact of the sample account, imported as a CSV row (`@contact`): its id. */
async function sampleContactId(page: Page, accountId: string): Promise<string> {
  const igsid = '1784000000000001'
  await page.evaluate(
    async ({ username, igsid }) => {
      const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
      const response = await fetch('/api/contacts/import', {
        method: 'POST',
        headers: { token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ csv: `account,igsid,tags\n${username},${igsid},vip` }),
      })
      if (!response.ok) throw new Error(`POST /contacts/import: ${response.status}`)
    },
    { username: SAMPLE_ACCOUNT, igsid },
  )
  return `${accountId}-${igsid}`
}

beforeAll(async () => {
  browser = await launchBrowser()
  states.set('logged-out', undefined)
  for (const role of ['client', 'admin'] as const) {
    const { context, page } = await openPage(browser)
    const user = DEMO_USERS.find((candidate) => candidate.role === role)!
    await signInAt(page, user.email, user.password)
    const automation = await createSampleAutomation(page)
    const account = await sampleAccountId(page)
    records.set(role, { automation, account, contact: await sampleContactId(page, account) })
    states.set(role, await context.storageState({ indexedDB: true }))
    await context.close()
  }
})

afterAll(async () => {
  // Where the sweep's time goes, so the slowest visits and audits can be looked at.
  const sorted = timings.sort((a, b) => b.ms - a.ms)
  const slowest = [
    ...sorted.filter(({ what }) => what.startsWith('axe ')).slice(0, 6),
    ...sorted.filter(({ what }) => !what.startsWith('axe ')).slice(0, 6),
  ]
  const axeMs = timings.filter(({ what }) => what.startsWith('axe ')).reduce((sum, { ms }) => sum + ms, 0)
  console.info(
    `route sweep: axe ${(axeMs / 1000).toFixed(1)} s in all; slowest steps:\n${slowest.map(({ what, ms }) => `  ${ms} ms ${what}`).join('\n')}`,
  )
  console.info(
    `route sweep: ${targetsFor('admin').length} targets, ${visits} visits in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  )
  await browser.close()
})

const pathOfPage = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/**
 * Waits until the page shows `expected` with an h1 on screen (the router swaps the screen, or a
 * spinner, in the same render as the URL); returns what it shows otherwise.
 */
async function landOn(page: Page, expected: string, timeout = 20_000): Promise<string | null> {
  try {
    await page.waitForFunction((path) => `${location.pathname}${location.search}` === path, expected, { timeout })
    await page.locator('h1').first().waitFor({ state: 'visible', timeout })
    if (pathOfPage(page) === expected) return null
  } catch {
    // reported below with what the page shows
  }
  const heading = (await page.locator('h1').count()) > 0 ? 'an h1' : 'no h1'
  return `${pathOfPage(page)} with ${heading}`
}

/** Moves inside the app as a link would (wouter follows pushState): no reload, no new sign-in. */
async function goClientSide(page: Page, target: string): Promise<void> {
  await page.evaluate((path) => window.history.pushState(null, '', path), target)
}

describe.each(VISITORS)('every route of the table for a %s visitor', (visitor) => {
  it.each(LANGUAGES)(
    'in %s',
    async (language) => {
      const state = states.get(visitor)
      // The language preference is a cookie (docs/product.md, "Stored state"), set before the first visit.
      const languageCookie = {
        name: 'conversa-language',
        value: language,
        domain: new URL(inject('baseURL')).hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 86_400,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      }
      const { context, page, pageErrors } = await openPage(browser, {
        storageState: { cookies: [...(state?.cookies ?? []), languageCookie], origins: state?.origins ?? [] },
      })
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      const failures: string[] = []
      try {
        for (const [index, { target }] of sweptBy(visitor, language).entries()) {
          const expected = expectedLanding(target, visitor)
          if (index === 0) await page.goto(target)
          else await goClientSide(page, target)
          // The first visit boots the app (mock backend, session restore): more room on a busy machine.
          const visitStarted = Date.now()
          visits++
          const wrong = await landOn(page, expected, index === 0 ? 60_000 : 20_000)
          // A pre-rendered first page shows its h1 before the app runs: moving on while React
          // adopts the markup would change what it adopts (a person's clicks wait, see
          // scripts/vite/prerender.ts).
          if (index === 0) await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerender'))
          timings.push({ what: `${visitor} ${language} ${target} → ${expected}`, ms: Date.now() - visitStarted })
          if (wrong) {
            failures.push(`${target}: shows ${wrong} instead of ${expected} with an h1`)
            continue
          }
          const dir = await page.evaluate(() => document.documentElement.dir || 'ltr')
          if (dir !== (language === 'ar' ? 'rtl' : 'ltr')) failures.push(`${target}: dir="${dir}"`)
          const lang = await page.evaluate(() => document.documentElement.lang)
          if (lang !== language) failures.push(`${target}: lang="${lang}"`)
          const landing = matchPath(new URL(expected, 'http://app.test').pathname).record
          const screen = CATALOGUE.has(landing.name) ? `${landing.name} ${language}` : landing.name
          if (!audited.has(screen)) {
            audited.add(screen)
            const axeStarted = Date.now()
            for (const violation of await seriousAxeViolations(page))
              failures.push(`${target} (${visitor}): axe ${violation}`)
            timings.push({ what: `axe ${language} ${landing.name}`, ms: Date.now() - axeStarted })
          }
          for (const error of consoleErrors.splice(0)) failures.push(`${target}: console error ${error}`)
          for (const error of pageErrors.splice(0)) failures.push(`${target}: page error ${error.message}`)
        }
      } finally {
        await context.close()
      }
      expect(failures).toEqual([])
    },
    // Room for every target on a busy machine: the table grows with every app.
    SWEEP_BOOT_MS + targetsFor('admin').length * SWEEP_TARGET_MS,
  )
})
