import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../support/browser'

async function h1Text(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 })
  await heading.waitFor()
  return (await heading.innerText()).trim()
}

async function htmlLangAndDir(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))
}

/** Picks a language in the blankHome header's switcher (a native select). */
async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label })
}

describe('public screens', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  describe('not found', () => {
    it.each(['/this-page-does-not-exist', '/apps/nothing/here/either', '/pages/misc/not-found/anything'])(
      'shows the not-found screen at %s',
      async (path) => {
        const { page, pageErrors, context } = await openPage(browser, { path })
        expect(await h1Text(page)).toBe('Page not found')
        expect(new URL(page.url()).pathname).toBe(path)
        await expect.poll(() => page.title()).toBe('Page not found · Conversa')
        expect(pageErrors).toEqual([])
        await context.close()
      },
    )

    it('leads a signed-out visitor from "Back to home" to the sign-in page', async () => {
      const { page, context } = await openPage(browser, { path: '/no-such-page' })
      await h1Text(page)
      await page.getByRole('link', { name: 'Back to home' }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login')
      await context.close()
    })
  })

  describe('not authorized', () => {
    it.each(['/not-authorized', '/pages/misc/not-authorized'])(
      'shows the not-authorized screen at %s',
      async (path) => {
        const { page, pageErrors, context } = await openPage(browser, { path })
        expect(await h1Text(page)).toBe('You are not authorized')
        await expect
          .poll(() =>
            page.getByText('Your account does not have permission to open this page.', { exact: false }).count(),
          )
          .toBe(1)
        await expect.poll(() => page.title()).toBe('Not authorized · Conversa')
        expect(pageErrors).toEqual([])
        await context.close()
      },
    )
  })

  describe('legal pages', () => {
    const languages = [
      {
        label: 'English',
        lang: 'en',
        dir: 'ltr',
        privacy: 'Privacy policy',
        terms: 'Terms of service',
        date: 'November 22, 2026',
      },
      {
        label: 'Français',
        lang: 'fr',
        dir: 'ltr',
        privacy: 'Politique de confidentialité',
        terms: "Conditions d'utilisation",
        date: '22 novembre 2026',
      },
      { label: 'العربية', lang: 'ar', dir: 'rtl', privacy: 'سياسة الخصوصية', terms: 'شروط الخدمة', date: 'نوفمبر' },
    ] as const
    const pages = [
      { path: '/legal/politicadeprivacidade', heading: 'privacy' },
      { path: '/legal/temors', heading: 'terms' },
    ] as const

    for (const legal of pages) {
      it.each(languages)(`renders ${legal.path} in $label`, async (language) => {
        const { page, pageErrors, context } = await openPage(browser, { path: legal.path })
        expect(await h1Text(page)).toBe(languages[0][legal.heading])
        if (language.lang !== 'en') await chooseLanguage(page, language.label)

        await expect.poll(() => h1Text(page)).toBe(language[legal.heading])
        expect(await htmlLangAndDir(page)).toEqual({ lang: language.lang, dir: language.dir })
        const revision = page.locator('article time')
        expect(await revision.getAttribute('datetime')).toBe('2026-11-22')
        expect(await revision.innerText()).toContain(language.date)
        expect(pageErrors).toEqual([])
        await context.close()
      })
    }

    it.each(pages)('links every section of $path from its table of contents', async ({ path }) => {
      const { page, context } = await openPage(browser, { path })
      await h1Text(page)
      const toc = page.getByRole('navigation', { name: 'Table of contents' })
      const links = toc.getByRole('link')
      const sectionTitles = page.locator('article section').getByRole('heading', { level: 2 })
      const count = await links.count()
      expect(count).toBeGreaterThan(5)
      expect(count).toBe(await sectionTitles.count())

      for (let index = 0; index < count; index++) {
        const link = links.nth(index)
        const target = (await link.getAttribute('href')) ?? ''
        expect(target).toMatch(/^#[a-z-]+$/)
        // The link names its section, and the section is labelled by that same title.
        const section = page.getByRole('region', { name: (await link.innerText()).trim(), exact: true })
        expect(await section.getAttribute('id')).toBe(target.slice(1))
      }

      const last = links.last()
      const lastTarget = (await last.getAttribute('href')) ?? ''
      await last.click()
      await expect.poll(() => new URL(page.url()).hash).toBe(lastTarget)
      await expect
        .poll(() =>
          page.evaluate((id) => {
            const box = document.getElementById(id)?.getBoundingClientRect()
            return box !== undefined && box.top >= 0 && box.top < window.innerHeight
          }, lastTarget.slice(1)),
        )
        .toBe(true)
      // Following an in-page link keeps the document on screen.
      expect(await h1Text(page)).toBe(path.endsWith('temors') ? 'Terms of service' : 'Privacy policy')
      await context.close()
    })

    it('links the contact address for privacy requests', async () => {
      const { page, context } = await openPage(browser, { path: '/legal/politicadeprivacidade' })
      await h1Text(page)
      const contact = page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'privacy@conversa.app' })
      expect(await contact.getAttribute('href')).toBe('mailto:privacy@conversa.app')
      await context.close()
    })
  })
  // Axe: the route sweep audits every screen of the table in each language (route-sweep.test.ts).
})
