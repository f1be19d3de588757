import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DashboardResponse } from '../../src/domain/automations/apiTypes'
import { launchBrowser, openPage } from '../support/browser'
import { signInAt } from './authSupport'
import { createSampleAutomation, runSampleAutomation, SAMPLE_AUTOMATION } from './sampleRecords'

/**
 * The card pages: the card actions (collapse, refresh through the backend behind an
 * overlay, remove with Undo), and the basic, advanced and statistics cards read against the
 * backend's own figures after simulated Instagram activity.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
let withActivity: Promise<StorageState> | undefined
/**
 * A page of the demo admin whose workspace has run the sample automation on three comments (the
 * admin plays Instagram in the simulator: a new workspace has no activity of its own). Made once,
 * then each test starts from a copy of that state (cookies, storage, the mock database).
 */
async function adminWithActivity() {
  withActivity ??= (async () => {
    const { page, context } = await openPage(browser)
    await signInAt(page, 'admin@conversa.test', 'conversa-admin')
    await runSampleAutomation(page, await createSampleAutomation(page), 3)
    const state = await context.storageState({ indexedDB: true })
    await context.close()
    return state
  })()
  return openPage(browser, { storageState: await withActivity })
}
afterAll(async () => {
  await browser.close()
})

describe('cards', { timeout: 120_000 }, () => {
  it('collapses, refreshes through the backend, removes with undo, and brings cards back', async () => {
    const { page, context, pageErrors } = await openPage(browser)
    await signInAt(page, 'client@conversa.test', 'conversa-client')
    await page.goto('/pages/cards/card-actions')
    await page.getByRole('heading', { name: 'Card actions', level: 1 }).waitFor()
    const runs = page.getByRole('region', { name: 'Runs by status' })
    await runs.getByText('Sent', { exact: true }).waitFor()

    const collapse = runs.getByRole('button', { name: 'Collapse Runs by status' })
    await collapse.click()
    const expand = runs.getByRole('button', { name: 'Expand Runs by status' })
    expect(await expand.getAttribute('aria-expanded')).toBe('false')
    expect(await runs.getByText('Sent', { exact: true }).isVisible()).toBe(false)
    await expand.click()
    await runs.getByText('Sent', { exact: true }).waitFor()

    // The overlay covers the card while the request runs; record it, since the mock answers fast.
    const messages = page.getByRole('region', { name: 'Messages sent' })
    await messages.evaluate((card) => {
      const seen = { busy: false, overlay: false }
      ;(window as unknown as { seen: typeof seen }).seen = seen
      new MutationObserver(() => {
        if (card.getAttribute('aria-busy') === 'true') seen.busy = true
        if (card.querySelector('[role="status"]')?.textContent?.includes('Refreshing')) seen.overlay = true
      }).observe(card, { attributes: true, childList: true, subtree: true })
    })
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/automations/dashboard'))
    await messages.getByRole('button', { name: 'Refresh Messages sent' }).click()
    expect((await answered).status()).toBe(200)
    await expect.poll(() => messages.getAttribute('aria-busy')).toBe('false')
    expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({
      busy: true,
      overlay: true,
    })

    await page.getByRole('button', { name: 'Remove Top automations' }).click()
    await expect.poll(() => page.getByRole('region', { name: 'Top automations' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByRole('region', { name: 'Top automations' }).waitFor()
    await page.getByRole('button', { name: 'Remove Latest events' }).click()
    await page.getByRole('button', { name: 'Remove Runs by status' }).click()
    await page.getByText('Removed: Latest events and Runs by status').waitFor()
    await page.getByRole('button', { name: 'Bring back removed cards' }).click()
    await expect.poll(() => page.getByRole('region').count()).toBeGreaterThanOrEqual(4)
    await page.getByRole('region', { name: 'Latest events' }).waitFor()

    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('shows this week against the week before, and the running totals, as the backend counts them', async () => {
    const { page, context, pageErrors } = await adminWithActivity()
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/automations/dashboard'))
    await page.goto('/pages/cards/card-statistics')
    const dashboard = (await (await answered).json()) as DashboardResponse
    await page.getByRole('heading', { name: 'Statistics cards', level: 1 }).waitFor()
    // Three comments, three private replies: the backend's figures this test reads the screen against.
    expect(dashboard.messagesSent).toBe(3)

    const number = (value: number) => new Intl.NumberFormat('en').format(value)
    const sum = (days: DashboardResponse['days'], pick: (day: DashboardResponse['days'][number]) => number) =>
      days.reduce((total, day) => total + pick(day), 0)
    const week = page.getByRole('region', { name: 'Runs in the last 7 days' })
    const sentCard = week.locator('.rt-Card', { has: page.getByText('Sent', { exact: true }) })
    const sentThisWeek = sum(dashboard.days.slice(-7), (day) => day.sent)
    const sentWeekBefore = sum(dashboard.days.slice(-14, -7), (day) => day.sent)
    await sentCard.getByText(number(sentThisWeek), { exact: true }).waitFor()
    await sentCard.getByText(`The 7 days before: ${number(sentWeekBefore)}`).waitFor()
    if (sentWeekBefore > 0 && sentThisWeek !== sentWeekBefore)
      await sentCard.getByText(sentThisWeek > sentWeekBefore ? /^up \d+%$/ : /^down \d+%$/).waitFor()

    const totals = page.getByRole('region', { name: 'Running totals' })
    const outbox = totals.locator('.rt-Card', { has: page.getByText('Messages sent to Instagram') })
    await outbox.getByText(number(dashboard.messagesSent), { exact: true }).waitFor()
    // Every small chart has its sentence for screen readers, from the same days.
    const runs = sum(dashboard.days, (day) => day.sent + day['partly-sent'] + day.queued + day.failed + day.skipped)
    await page
      .getByRole('region', { name: 'Runs per day' })
      .getByText(`${number(runs)} in 14 days`)
      .waitFor()
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('lists the busiest automations, run outcomes by period, the latest activity and the accounts', async () => {
    const { page, context, pageErrors } = await adminWithActivity()
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/automations/dashboard'))
    const accountsAnswered = page.waitForResponse((response) => response.url().endsWith('/api/integrations/instagram'))
    await page.goto('/pages/cards/card-advance')
    const dashboard = (await (await answered).json()) as DashboardResponse
    const accounts = (await (await accountsAnswered).json()) as { username: string }[]
    await page.getByRole('heading', { name: 'Advanced cards', level: 1 }).waitFor()

    const top = page.getByRole('region', { name: 'Top automations' })
    const busiest = dashboard.top[0]!
    expect(busiest).toMatchObject({ name: SAMPLE_AUTOMATION, total: 3 })
    await top.getByText('3 of 3 sent').waitFor()
    const link = top.getByRole('link', { name: busiest.name })
    expect(await link.getAttribute('href')).toBe(`/automacoes/${busiest.automationId}/execucoes`)
    await top.getByRole('progressbar', { name: new RegExp(`^${busiest.name}: \\d+% of runs sent$`) }).waitFor()

    const outcomes = page.getByRole('region', { name: 'Run outcomes' })
    const runsShown = () =>
      outcomes
        .getByRole('tabpanel')
        .locator('div', { has: page.locator('dt', { hasText: /^Runs$/ }) })
        .locator('dd')
        .innerText()
    const statuses = ['sent', 'partly-sent', 'queued', 'failed', 'skipped'] as const
    const fortnight = dashboard.days.reduce((sum, day) => sum + statuses.reduce((all, key) => all + day[key], 0), 0)
    const allTime = statuses.reduce((sum, key) => sum + dashboard.totals[key], 0)
    await outcomes.getByRole('tab', { name: '14 days' }).click()
    await expect.poll(runsShown).toBe(new Intl.NumberFormat('en').format(fortnight))
    await outcomes.getByRole('tab', { name: 'All time' }).click()
    await expect.poll(runsShown).toBe(new Intl.NumberFormat('en').format(allTime))

    const activity = page.getByRole('region', { name: 'Latest activity' })
    expect(await activity.getByRole('listitem').count()).toBe(Math.min(6, dashboard.latestEvents.length))
    await activity.getByText('1 automation answered it.').first().waitFor()
    const accountsCard = page.getByRole('region', { name: 'Instagram accounts' })
    for (const account of accounts) await accountsCard.getByText(`@${account.username}`).waitFor()
    // The admin reads webhooks: the card links to every event.
    await activity.getByRole('link', { name: 'All events' }).click()
    await page.waitForURL(/\/webhooks\/instagram$/)
    expect(pageErrors).toEqual([])
    await context.close()

    // A client with no activity yet: the cards say so, and link nowhere the client may not go.
    const client = await openPage(browser)
    await signInAt(client.page, 'client@conversa.test', 'conversa-client')
    await client.page.goto('/pages/cards/card-advance')
    await client.page.getByRole('region', { name: 'Top automations' }).getByText('No automation has run yet.').waitFor()
    const clientActivity = client.page.getByRole('region', { name: 'Latest activity' })
    await clientActivity.getByText('No Instagram event received yet.').waitFor()
    expect(await clientActivity.getByRole('link', { name: 'All events' }).count()).toBe(0)
    await client.context.close()
  })

  it('shows the getting-started steps as done once this workspace did them, and links to the rules', async () => {
    const { page, context, pageErrors } = await openPage(browser)
    await signInAt(page, 'client@conversa.test', 'conversa-client')
    await page.goto('/pages/cards/card-basic')
    await page.getByRole('heading', { name: 'Basic cards', level: 1 }).waitFor()
    const steps = page.getByRole('region', { name: 'Getting started' })
    const connect = steps.locator('.rt-Card', { has: page.getByRole('heading', { name: 'Connect Instagram' }) })
    expect(await connect.getByRole('link', { name: 'Connect an account' }).getAttribute('href')).toBe('/integracoes')
    expect(await steps.getByText('Done', { exact: true }).count()).toBe(0)

    await createSampleAutomation(page)
    await page.goto('/pages/cards/card-basic')
    await connect.getByText('Connected: @cafe.aurora').waitFor()
    const create = steps.locator('.rt-Card', { has: page.getByRole('heading', { name: 'Create an automation' }) })
    await create.getByText('Automations in this workspace: 1').waitFor()
    expect(await steps.getByText('Done', { exact: true }).count()).toBe(2)

    // The help center's articles on the messaging rules, each opening its article.
    const rules = page.getByRole('region', { name: 'Instagram’s messaging rules' })
    const first = rules.getByRole('link', { name: /^Read “/ }).first()
    const title = (await first.innerText()).replace(/^Read “(.*)”$/, '$1')
    await first.click()
    await page.getByRole('heading', { name: title, level: 1 }).waitFor()
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
