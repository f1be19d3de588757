import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../support/browser'
import { expectPreferenceCookie, mainNav, openSignedIn, preferenceCookie, styleOf, reloadShell } from './shellSupport'

const radio = (page: Page, group: string, option: string) =>
  page.getByRole('dialog').getByRole('radiogroup', { name: group }).getByRole('radio', { name: option })

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Open theme customizer' }).first().click()
  await page.getByRole('dialog', { name: 'Theme customizer' }).waitFor()
}

async function closeCustomizer(page: Page) {
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

describe('the theme customizer', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('starts from the defaults: light, horizontal, sticky navbar, static footer, boxed, green', async () => {
    const { page, context, pageErrors } = await openSignedIn(browser, { viewport: { width: 1700, height: 900 } })
    expect(await page.locator('html').getAttribute('data-appearance')).toBe('light')
    await expect.poll(() => mainNav(page).getAttribute('data-orientation')).toBe('horizontal')
    expect(await styleOf(page, 'header.navbar', 'position')).toBe('sticky')
    expect(await styleOf(page, 'footer.shell__footer', 'position')).toBe('static')
    expect((await page.locator('main#main-content').boundingBox())!.width).toBeLessThanOrEqual(1440)
    expect(await styleOf(page, '.radix-themes', '--accent-9')).toBe('#2E7D32')
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('applies every option at once and keeps it after a reload (30-day prefixed cookies)', async () => {
    const { page, context, pageErrors } = await openSignedIn(browser, { viewport: { width: 1700, height: 900 } })
    await openCustomizer(page)

    await radio(page, 'Theme', 'Dark').click()
    await expect.poll(() => page.locator('html').getAttribute('data-appearance')).toBe('dark')
    await expect.poll(() => page.locator('.radix-themes').first().getAttribute('class')).toContain('dark')

    await page.getByRole('radio', { name: 'Blue' }).click()
    // Dark theme: the blue preset's brighter shade drives the Radix accent.
    await expect.poll(() => styleOf(page, '.radix-themes', '--accent-9')).toBe('#42A5F5')

    await radio(page, 'Skin', 'Bordered').click()
    await expect.poll(() => styleOf(page, '.customizer', 'outline-style')).toBe('solid')

    await radio(page, 'Content width', 'Fluid').click()
    await radio(page, 'Navbar type', 'Static').click()
    await page.getByRole('switch', { name: 'Navbar blur' }).click()
    await radio(page, 'Footer type', 'Sticky').click()
    await radio(page, 'Navigation', 'Vertical').click()
    await page.getByRole('switch', { name: 'Collapsed vertical navigation' }).click()
    await closeCustomizer(page)

    const expectChosenLayout = async () => {
      await expect.poll(() => mainNav(page).getAttribute('data-orientation')).toBe('vertical')
      // The column collapses with a width transition: wait for it to end rather than read it mid-way.
      await expect.poll(async () => (await page.locator('aside.shell__side').boundingBox())!.width).toBeLessThan(100)
      await expect
        .poll(async () => (await page.locator('main#main-content').boundingBox())!.width)
        .toBeGreaterThan(1440)
      expect(await styleOf(page, 'header.navbar', 'position')).toBe('static')
      expect(await styleOf(page, 'header.navbar', 'backdrop-filter')).toBe('none')
      expect(await styleOf(page, 'footer.shell__footer', 'position')).toBe('sticky')
      expect(await page.locator('html').getAttribute('data-appearance')).toBe('dark')
      expect(await styleOf(page, '.radix-themes', '--accent-9')).toBe('#42A5F5')
      expect(await page.locator('.radix-themes').first().getAttribute('data-skin')).toBe('bordered')
    }
    await expectChosenLayout()

    // Hovering the collapsed column opens it over the content.
    await page.locator('aside.shell__side').hover()
    await expect.poll(async () => (await page.locator('aside.shell__side').boundingBox())!.width).toBeGreaterThan(200)
    await page.mouse.move(1600, 600)

    await openCustomizer(page)
    await radio(page, 'Language', 'Français').click()
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr')
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading').first().textContent())
      .not.toBe('Theme customizer')
    await page.keyboard.press('Escape')

    await expectPreferenceCookie(page, 'theme', 'dark')
    await expectPreferenceCookie(page, 'primary-color-dark', '#42A5F5')
    await expectPreferenceCookie(page, 'primary-color-light', '#1565C0')
    await expectPreferenceCookie(page, 'skin', 'bordered')
    await expectPreferenceCookie(page, 'content-width', 'fluid')
    await expectPreferenceCookie(page, 'navbar-type', 'static')
    await expectPreferenceCookie(page, 'navbar-blur', 'false')
    await expectPreferenceCookie(page, 'footer-type', 'sticky')
    await expectPreferenceCookie(page, 'navigation', 'vertical')
    await expectPreferenceCookie(page, 'vertical-nav-collapsed', 'true')
    await expectPreferenceCookie(page, 'language', 'fr')

    await reloadShell(page)
    expect(await page.locator('html').getAttribute('lang')).toBe('fr')
    // The French menu: the page came back in the stored language.
    await expect.poll(() => page.getByRole('navigation').first().getAttribute('aria-label')).not.toBe('Main navigation')
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor()
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('hides the navbar and footer when asked, keeping the customizer reachable; a reset restores the defaults', async () => {
    const { page, context } = await openSignedIn(browser)
    await openCustomizer(page)
    await radio(page, 'Navbar type', 'Hidden').click()
    await radio(page, 'Footer type', 'Hidden').click()
    await page.locator('input[type="color"]').fill('#aa00ff')
    await expect.poll(() => styleOf(page, '.radix-themes', '--accent-9')).toBe('#AA00FF')
    await closeCustomizer(page)
    expect(await page.locator('header.navbar').count()).toBe(0)
    expect(await page.locator('footer.shell__footer').count()).toBe(0)
    await expectPreferenceCookie(page, 'primary-color-light', '#AA00FF')

    await reloadShell(page)
    expect(await page.locator('header.navbar').count()).toBe(0)
    expect(await styleOf(page, '.radix-themes', '--accent-9')).toBe('#AA00FF')

    await openCustomizer(page)
    await page.getByRole('button', { name: 'Reset to defaults' }).click()
    await closeCustomizer(page)
    await page.locator('header.navbar').waitFor()
    expect(await page.locator('footer.shell__footer').count()).toBe(1)
    expect(await styleOf(page, '.radix-themes', '--accent-9')).toBe('#2E7D32')
    expect(await preferenceCookie(page, 'navbar-type')).toBeUndefined()
    await reloadShell(page)
    await page.locator('header.navbar').waitFor()
    await context.close()
  })
})
