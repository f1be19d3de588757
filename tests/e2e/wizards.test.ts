import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visit, type OpenedPage } from '../support/browser'

/**
 * The wizards on the one stepper statechart: a step validates before moving on, Back
 * keeps what each step holds, a reload mid-way resumes at the same step with the same data, and
 * a double click on the last step submits once. Signed in once as the demo admin.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const SCENARIO_MS = 150_000

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
let browser: Browser
let signedIn: StorageState
const opened: OpenedPage[] = []

async function fresh(path: string): Promise<Page> {
  const page = await openPage(browser, { storageState: signedIn, path })
  opened.push(page)
  return page.page
}

const stepHeading = (page: Page, name: RegExp) => page.getByRole('heading', { level: 2, name })

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

describe('wizards', { timeout: SCENARIO_MS }, () => {
  it('checkout: validates each step, keeps data going back and across a reload, and orders once', async () => {
    const page = await fresh('/wizard-examples/checkout')
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor({ timeout: 30_000 })
    const next = page.getByRole('button', { name: 'Next' })
    const back = page.getByRole('button', { name: 'Back' })

    // Cart: nothing chosen, the step stays and says why.
    await next.click()
    await page.getByText('This field is required.').waitFor()
    await stepHeading(page, /Step 1 of 4: Cart/).waitFor()
    await page.getByRole('radio', { name: /Business/ }).click()
    await page.getByLabel('Extra Instagram accounts').fill('2')
    await next.click()

    // Address: half filled, then Back: the cart still holds its choices.
    await stepHeading(page, /Step 2 of 4: Address/).waitFor()
    await page.getByLabel('Full name').fill('Ana Souza')
    await page.getByLabel('City').fill('Lyon')
    await back.click()
    await stepHeading(page, /Step 1 of 4: Cart/).waitFor()
    expect(await page.getByRole('radio', { name: /Business/ }).isChecked()).toBe(true)
    expect(await page.getByLabel('Extra Instagram accounts').inputValue()).toBe('2')
    await next.click()
    // …and the address what was typed before going back.
    await stepHeading(page, /Step 2 of 4: Address/).waitFor()
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ana Souza')
    expect(await page.getByLabel('City').inputValue()).toBe('Lyon')
    await page.getByLabel('Street and number').fill('12 rue de la République')
    await page.getByLabel('Postal code').fill('69002')
    await next.click()
    await page.getByText('This field is required.').waitFor() // the country
    await page.getByRole('combobox', { name: 'Country' }).click()
    await page.getByRole('option', { name: 'France' }).click()
    await next.click()

    // Payment: a wrong card number is refused; then a reload mid-way resumes here.
    await stepHeading(page, /Step 3 of 4: Payment/).waitFor()
    await page.getByLabel('Name on the card').fill('Ana Souza')
    await page.getByLabel('Card number').fill('4242')
    await next.click()
    await page.getByText('This value is not in the expected format.').waitFor()
    await page.reload()
    await stepHeading(page, /Step 3 of 4: Payment/).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Back' }).click()
    await stepHeading(page, /Step 2 of 4: Address/).waitFor()
    expect(await page.getByLabel('Street and number').inputValue()).toBe('12 rue de la République')
    await next.click()
    await page.getByRole('radio', { name: 'Bank transfer' }).click()
    await next.click()

    // Confirmation: the summary, the terms, and a double click that orders once.
    await stepHeading(page, /Step 4 of 4: Confirmation/).waitFor()
    await page.getByText('Ana Souza, Lyon, France').waitFor()
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/wizards/checkout')) posts.push(request.url())
    })
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByText('Accept the terms of service to place the order.').waitFor()
    await page.getByRole('checkbox', { name: 'I accept the terms of service' }).click()
    await page.getByRole('button', { name: 'Place order' }).dblclick()
    await page
      .getByRole('status')
      .filter({ hasText: /Order CH-\d{5} is confirmed/ })
      .waitFor({ timeout: 30_000 })
    expect(posts).toHaveLength(1)

    // The draft is gone: a reload starts a new order.
    await page.reload()
    await stepHeading(page, /Step 1 of 4: Cart/).waitFor({ timeout: 30_000 })
    expect(await page.getByRole('radio', { name: /Business/ }).isChecked()).toBe(false)
  })

  it('create deal and property listing share the stepper: each validates before moving on and keeps data going back', async () => {
    const page = await fresh('/wizard-examples/create-deal')
    await page.getByRole('heading', { level: 1, name: 'Create deal' }).waitFor({ timeout: 30_000 })
    await page.getByRole('radio', { name: 'Percentage off' }).click()
    await page.getByRole('radio', { name: 'New customers' }).click()
    await page.getByRole('button', { name: 'Next' }).click()
    await stepHeading(page, /Step 2 of 4: Deal details/).waitFor()
    await page.getByLabel('Deal title').fill('Spring offer')
    await page.getByLabel('Coupon code').fill('spring')
    await page.getByLabel('Amount').fill('20')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('This value is not in the expected format.').waitFor()
    await page.getByLabel('Coupon code').fill('SPRING26')
    await page.getByRole('button', { name: 'Back' }).click()
    expect(await page.getByRole('radio', { name: 'Percentage off' }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Next' }).click()
    expect(await page.getByLabel('Coupon code').inputValue()).toBe('SPRING26')

    await visit(page, '/wizard-examples/property-listing')
    await page.getByRole('heading', { level: 1, name: 'Property listing' }).waitFor({ timeout: 30_000 })
    await page.getByLabel('Email').fill('not an email')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Enter a valid email address.').waitFor()
    await poll(() => page.getByRole('heading', { level: 2 }).first().textContent()).toMatch(/Step 1 of 5/)
  })
})
