import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../support/browser'
import { signInAt } from './authSupport'

/**
 * The card actions (issue #17): collapse hides a card's body and says so, refresh asks the backend
 * again behind a loading overlay, remove takes a card away with Undo and a way to bring all back.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('card actions', { timeout: 120_000 }, () => {
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
})
