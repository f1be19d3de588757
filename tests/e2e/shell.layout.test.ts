import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoSeriousAxe, launchBrowser, openPage } from '../support/browser'
import { mainNav, openSignedIn, reloadShell } from './shellSupport'

async function chooseInCustomizer(page: Page, group: string, option: string) {
  await page.getByRole('button', { name: 'Open theme customizer' }).first().click()
  await page.getByRole('dialog').getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

describe('the dashboard shell', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('the system theme follows the browser colour scheme as it changes', async () => {
    const { page, context, pageErrors } = await openSignedIn(browser, { colorScheme: 'light' })
    await chooseInCustomizer(page, 'Theme', 'System')
    expect(await page.locator('html').getAttribute('data-appearance')).toBe('light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => page.locator('html').getAttribute('data-appearance')).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => page.locator('html').getAttribute('data-appearance')).toBe('light')
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('at 1279 px the menu is a vertical overlay; at 1280 px the horizontal menu is back', async () => {
    const { page, context } = await openSignedIn(browser, { viewport: { width: 1280, height: 800 } })
    await expect.poll(() => mainNav(page).getAttribute('data-orientation')).toBe('horizontal')

    await page.setViewportSize({ width: 1279, height: 800 })
    await expect.poll(() => mainNav(page).count()).toBe(0)
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    expect(await drawer.getByRole('navigation', { name: 'Main navigation' }).getAttribute('data-orientation')).toBe(
      'vertical',
    )
    // The drawer lies over the page at the inline start.
    await expect.poll(async () => (await drawer.boundingBox())!.x).toBeLessThan(1)
    await drawer.getByRole('link', { name: 'Automations' }).click()
    await page.waitForURL(/\/automacoes$/)
    await expect.poll(() => drawer.count()).toBe(0)

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect.poll(() => mainNav(page).getAttribute('data-orientation')).toBe('horizontal')
    expect(await page.getByRole('button', { name: 'Open navigation' }).count()).toBe(0)
    await context.close()
  })

  it('the menu shows only what the user may open, as popovers in the horizontal menu', async () => {
    const { page, context } = await openSignedIn(browser)
    const trigger = mainNav(page).getByRole('button', { name: 'Product' })
    await trigger.click()
    const popover = page.getByRole('dialog')
    await popover.getByRole('link', { name: 'Automations' }).waitFor()
    // The submenu opens just under its trigger (popover offset 4).
    const triggerBox = (await trigger.boundingBox())!
    await expect
      .poll(async () => Math.round((await popover.boundingBox())!.y - (triggerBox.y + triggerBox.height)))
      .toBe(4)
    const links = await popover.getByRole('link').allTextContents()
    expect(links).toEqual(['Automations', 'Inbox', 'Contacts', 'Integrations', 'Team', 'My account'])
    // Webhooks need read on AclDemo, which a client does not have.
    expect(links).not.toContain('Webhooks')
    await popover.getByRole('link', { name: 'Integrations' }).click()
    await page.waitForURL(/\/integracoes$/)
    await context.close()
  })

  it('Arabic renders right-to-left with the vertical menu on the right', async () => {
    const { page, context, baseURL, pageErrors } = await openSignedIn(browser, {
      viewport: { width: 1440, height: 900 },
    })
    await context.addCookies([
      { name: 'conversa-language', value: 'ar', url: baseURL },
      { name: 'conversa-navigation', value: 'vertical', url: baseURL },
    ])
    await reloadShell(page)
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await page.locator('html').getAttribute('lang')).toBe('ar')
    const side = (await page.locator('aside.shell__side').boundingBox())!
    expect(side.x + side.width).toBeCloseTo(1440, 0)
    const main = (await page.locator('main#main-content').boundingBox())!
    expect(main.x + main.width).toBeLessThanOrEqual(side.x + 1)

    // Switches turn on towards the inline end, which is the left in Arabic (navbar blur is on by default).
    await page.getByRole('button', { name: 'فتح أداة تخصيص المظهر' }).first().click()
    const blur = page.getByRole('switch', { name: 'تمويه شريط التنقل' })
    expect(await blur.getAttribute('aria-checked')).toBe('true')
    const thumbOffset = () =>
      blur.evaluate((root) => {
        const track = root.getBoundingClientRect()
        const thumb = root.querySelector('.rt-SwitchThumb')!.getBoundingClientRect()
        return thumb.left + thumb.width / 2 - (track.left + track.width / 2)
      })
    expect(await thumbOffset()).toBeLessThan(0)
    await blur.click()
    await expect.poll(thumbOffset).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expectNoSeriousAxe(page)
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('the scroll-to-top button appears after 200 px of scrolling, scrolls back up, and is hidden in print', async () => {
    const { page, context } = await openPage(browser, {
      path: '/legal/politicadeprivacidade',
      viewport: { width: 1280, height: 600 },
    })
    await page.locator('main h1, main h2').first().waitFor()
    const button = page.getByRole('button', { name: 'Back to top' })
    await page.evaluate(() => window.scrollTo(0, 150))
    expect(await button.count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 400))
    await button.waitFor()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => button.count()).toBe(0)

    await page.evaluate(() => window.scrollTo(0, 400))
    await button.waitFor()
    await page.emulateMedia({ media: 'print' })
    await expect.poll(() => button.isVisible()).toBe(false)
    await page.emulateMedia({ media: 'screen' })
    await expect.poll(() => button.isVisible()).toBe(true)
    await context.close()
  })

  it('the loading bar runs while a slow screen loads and is gone once it has arrived', async () => {
    const { page, context } = await openSignedIn(browser)
    const bar = page.getByRole('progressbar', { name: 'Loading page' })
    await bar.waitFor({ state: 'detached' })

    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/AutomationsScreen-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await mainNav(page).getByRole('button', { name: 'Product' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Automations' }).click()

    // While the screen is held the bar runs between 10 % and 82 %. (Work that ended just before the
    // click may still show its bar at 100 % for 300 ms: wait for the held screen's own bar.)
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { message: 'the bar while the screen loads' })
      .toSatisfy((progress: number) => progress >= 10 && progress <= 82)
    release()
    await bar.waitFor({ state: 'detached' })
    await page.waitForURL(/\/automacoes$/)
    await context.close()
  })

  it('has no serious accessibility violation in light and dark', async () => {
    const { page, context } = await openSignedIn(browser)
    await expectNoSeriousAxe(page)
    await chooseInCustomizer(page, 'Theme', 'Dark')
    await expect.poll(() => page.locator('html').getAttribute('data-appearance')).toBe('dark')
    await expectNoSeriousAxe(page)
    await page.getByRole('button', { name: 'Open theme customizer' }).click()
    await page.getByRole('dialog').waitFor()
    await expectNoSeriousAxe(page)
    await context.close()
  })
})
