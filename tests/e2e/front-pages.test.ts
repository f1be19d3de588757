import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visit, type OpenedPage } from '../support/browser'

/**
 * The public site and template FAQ: the help center searches the backend's articles and
 * opens one; the landing page reads right to left in Arabic and its contact form reaches the
 * backend; the signed-in FAQ searches its questions; the icon set filters and copies names. Axe runs on each route in the route sweep.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const SCENARIO_MS = 120_000

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
let browser: Browser
let signedIn: StorageState
const opened: OpenedPage[] = []

async function fresh(options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options)
  opened.push(page)
  return page.page
}

beforeAll(async () => {
  browser = await launchBrowser()
  const setup = await openPage(browser, { path: '/login' })
  await setup.page.getByLabel('Email').fill(ADMIN.email)
  await setup.page.getByLabel('Password').fill(ADMIN.password)
  await setup.page.getByRole('button', { name: 'Sign in' }).click()
  await setup.page.waitForURL(/\/dashboards/, { timeout: 30_000 })
  signedIn = await setup.context.storageState({ indexedDB: true })
  await setup.context.close()
})

afterEach(async () => {
  for (const page of opened.splice(0)) {
    expect(page.pageErrors).toEqual([])
    await page.context.close()
  }
})

afterAll(async () => {
  await browser.close()
})

describe('front pages', { timeout: SCENARIO_MS }, () => {
  it('a visitor pays for a plan in one page, and orders through the checkout, without signing in', async () => {
    const page = await fresh({ path: '/front-pages/pricing' })
    await page.getByRole('radio', { name: 'Annual' }).click()
    // As a visitor would, only once the page shows yearly prices (the plan cards change height).
    await poll(() => page.getByRole('radio', { name: 'Annual' }).getAttribute('aria-checked')).toBe('true')
    await page.getByRole('link', { name: 'Pay for Pro now' }).click()
    await page.waitForURL(/\/front-pages\/payment\?plan=pro&period=annual$/)
    const form = page.getByRole('form', { name: 'Payment' })
    await poll(() => form.getByRole('radio', { name: 'Annual' }).isChecked()).toBe(true)
    // Ten months for twelve: Pro at €19 a month is €190 for the year.
    await form.getByText('Due today: €190.00 for a year').waitFor()
    await form.getByLabel('Email').fill('ana@example.com')
    await form.getByLabel('Full name').fill('Ana Lima')
    await form.getByLabel('Card number').fill('4242 4242 4242 4241')
    await form.getByLabel('Name on the card').fill('Ana Lima')
    await form.getByLabel('Expiry (MM/YY)').fill('08/39')
    await form.getByLabel('Security code').fill('123')
    await form.getByRole('button', { name: 'Pay €190.00' }).click()
    await form.getByText('This card number is not valid.').waitFor()
    await form.getByLabel('Card number').fill('4242 4242 4242 4242')
    await form.getByRole('button', { name: 'Pay €190.00' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: /Order CV-\d{5}: €190\.00 paid\./ })
      .waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Payment received')

    await visit(page, '/front-pages/checkout')
    const next = page.getByRole('button', { name: 'Next' })
    await page.getByRole('radio', { name: /^Pro/ }).click()
    await next.click()
    await page.getByLabel('Full name').fill('Ana Lima')
    await page.getByLabel('Street and number').fill('1 Rua Augusta')
    await page.getByLabel('City').fill('São Paulo')
    await page.getByLabel('Postal code').fill('01305-000')
    await page.getByRole('combobox', { name: 'Country' }).click()
    await page.getByRole('option', { name: 'Brazil' }).click()
    await next.click()
    await page.getByRole('radio', { name: 'Bank transfer' }).click()
    await next.click()
    await page.getByRole('checkbox', { name: 'I accept the terms of service' }).click()
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/front/checkout'))
    await page.getByRole('button', { name: 'Place order' }).click()
    await sent
    await page
      .getByRole('status')
      .filter({ hasText: /Order CV-\d{5} is confirmed/ })
      .waitFor()
  })

  it('the help center finds articles as the visitor types, keeps the search in the address and opens one', async () => {
    const page = await fresh({ path: '/front-pages/help-center' })
    await page.getByRole('heading', { name: 'How can we help?', level: 1 }).waitFor()
    const results = page.getByRole('region', { name: /articles/i }).getByRole('link')
    await poll(() => results.count()).toBe(6)
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('private reply')
    await page.waitForURL(/\?q=private\+reply|\?q=private%20reply/)
    // Title matches first, then the articles that mention it.
    await poll(() => results.count()).toBe(3)
    expect(await results.first().textContent()).toBe('One private reply per comment')
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('nothing like this')
    await page.getByText('No article matches your search. Try other words.').waitFor()
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('window')
    await page.getByRole('link', { name: 'The 24-hour messaging window' }).click()
    await page.getByRole('heading', { name: 'The 24-hour messaging window', level: 1 }).waitFor()
    expect(page.url()).toMatch(/\/front-pages\/help-center\/article\/messaging-window$/)
    await expect.poll(() => page.getByText('Instagram lets a business send a direct message').count()).toBe(1)
    // Back keeps the search the visitor made.
    await page.goBack()
    await poll(() => page.getByRole('searchbox', { name: 'Search the help center' }).inputValue()).toBe('window')
  })

  it('the landing page reads right to left in Arabic, links to sign-up and its contact form reaches the team', async () => {
    const page = await fresh()
    await page.context().addCookies([{ name: 'conversa-language', value: 'ar', url: opened[0]!.baseURL }])
    await page.goto('/front-pages/landing-page')
    await page.getByRole('heading', { level: 1, name: 'رد على كل تعليق ورسالة في إنستغرام، حتى وأنت نائم' }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await page.locator('html').getAttribute('lang')).toBe('ar')
    await page.getByRole('heading', { level: 2, name: 'ماذا يفعل Conversa' }).waitFor()
    expect(await page.getByRole('link', { name: 'ابدأ مجانًا' }).first().getAttribute('href')).toBe('/registrar')
    // The pricing switch reprices the plans from the one source.
    await page.getByRole('radio', { name: 'سنوي' }).click()
    await page.getByText(/190/).first().waitFor()

    // The contact form's code comes as the visitor scrolls towards it.
    const contact = page.getByRole('form', { name: 'اتصل بنا' })
    await page.getByRole('heading', { level: 2, name: 'اتصل بنا' }).scrollIntoViewIfNeeded()
    await contact.getByRole('button', { name: 'إرسال الرسالة' }).click()
    await poll(() => contact.locator('[aria-invalid="true"]').count()).toBe(3)
    await contact.getByLabel('اسمك').fill('سارة')
    await contact.getByLabel('البريد الإلكتروني').fill('sara@example.com')
    await contact.getByLabel('الرسالة').fill('أود معرفة المزيد عن خطة Business لوكالتي.')
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
    await contact.getByRole('button', { name: 'إرسال الرسالة' }).click()
    expect((await sent).status()).toBe(201)
    await page.getByRole('status').filter({ hasText: 'وصلت رسالتك إلى فريقنا' }).waitFor()
    expect(await contact.getByLabel('اسمك').inputValue()).toBe('')
  })

  it('the coming-soon page, in French, refuses a malformed address and keeps each address on its list once', async () => {
    const page = await fresh()
    await page.context().addCookies([{ name: 'conversa-language', value: 'fr', url: opened[0]!.baseURL }])
    await page.goto('/pages/misc/coming-soon')
    await page.getByRole('heading', { level: 1, name: 'Les boîtes de réception d’équipe arrivent bientôt' }).waitFor()
    const form = page.getByRole('form', { name: 'Être prévenu' })
    const email = form.getByLabel('E-mail')
    await email.fill('ana@')
    await form.getByRole('button', { name: 'Me prévenir' }).click()
    await poll(() => email.getAttribute('aria-invalid')).toBe('true')
    await email.fill('ana@example.com')
    await form.getByRole('button', { name: 'Me prévenir' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Vous êtes sur la liste : nous écrirons à ana@example.com' })
      .waitFor()
    await email.fill('ANA@example.com')
    await form.getByRole('button', { name: 'Me prévenir' }).click()
    await page.getByRole('status').filter({ hasText: 'ANA@example.com est déjà sur la liste' }).waitFor()
  })

  it('the FAQ searches its questions on the backend and opens the answer', async () => {
    const page = await fresh({ storageState: signedIn, path: '/pages/faq' })
    await page.getByRole('heading', { name: 'Hello, how can we help?', level: 1 }).waitFor({ timeout: 30_000 })
    await page.getByText('What does Conversa do?').waitFor()
    const selectedTab = page.getByRole('tab', { selected: true })
    expect(await selectedTab.textContent()).toContain('Getting started (2)')
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('annual')
    // The search moves to the category that answers it.
    await poll(() => selectedTab.textContent()).toContain('Plans and billing (1)')
    await page.getByText('How does annual billing work?').click()
    await page.getByText('You pay for ten months and get twelve.').waitFor()
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('zzz')
    await page.getByText('No question matches “zzz”. Try other words.').waitFor()
    await visit(page, '/pages/faq?q=quick%20replies')
    await poll(() => page.getByRole('tab').filter({ hasText: 'Automations' }).textContent()).toContain('(1)')
    expect(await page.getByRole('searchbox', { name: 'Search the questions' }).inputValue()).toBe('quick replies')
  })

  it('the icon set filters by name, keeps the search in the address and copies a name', async () => {
    const page = await fresh({ storageState: signedIn, path: '/pages/icons?q=bol' })
    await page.getByRole('heading', { name: 'Icons', level: 1 }).waitFor({ timeout: 30_000 })
    expect(await page.getByRole('searchbox', { name: 'Search the icons' }).inputValue()).toBe('bol')
    await poll(() => page.getByRole('button', { name: /^Copy “/ }).count()).toBe(1)
    // A person's browser lets a page they clicked write to the clipboard; the test's browser asks first.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy “bolt”' }).click()
    await page.getByText('Copied “bolt”').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('bolt')
    await page.getByRole('searchbox', { name: 'Search the icons' }).fill('nothing')
    await page.getByText('No icon is named like “nothing”.').waitFor()
    expect(new URL(page.url()).search).toBe('?q=nothing')
  })
})
