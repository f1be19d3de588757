import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../support/browser'
import { API_KEY, EMULATOR_ORIGIN, oobCodesFor, uniqueEmail, type OobCode } from '../support/emulator'
import { standInForGoogleApis } from './gapiStandIn'

/**
 * Signing in without a password, against the Auth emulator: Google through the identity
 * provider's popup (the emulator serves a fake account chooser in it) and passwordless links,
 * read from the emails the emulator lists, as the person would open them.
 */
const SECURITY = '/minha-conta/security'

/** The newest sign-in link the emulator "emailed" to `email`, once it has. */
async function newestSignInLink(email: string): Promise<string> {
  let codes: OobCode[] = []
  await expect
    .poll(async () => (codes = (await oobCodesFor(email)).filter((code) => code.requestType === 'EMAIL_SIGNIN')).length)
    .toBeGreaterThan(0)
  return codes.at(-1)!.oobLink
}

/** What the browser stored of the signed-in user (docs/product.md, "Stored state"). */
const storedEmail = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('conversa-userData') ?? '{}') as { email?: string }).email)

describe('signing in with Google or an emailed link, against the Auth emulator', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('signs in through Google’s popup and lands where `to` says', async () => {
    const { page, context, pageErrors } = await openPage(browser)
    await standInForGoogleApis(context)
    const email = uniqueEmail('google')
    await page.goto(`/login?to=${SECURITY}`)
    const google = page.getByRole('button', { name: 'Continue with Google' })
    // The pointer reaching the button fetches the popup's code, so the click opens it at once.
    await google.hover()
    await page.waitForLoadState('networkidle')
    const [popup] = await Promise.all([context.waitForEvent('page'), google.click()])
    await popup.getByRole('button', { name: 'Add new account' }).click()
    await popup.locator('#email-input').fill(email)
    await popup.locator('#display-name-input').fill('Ana Google')
    await popup.locator('#sign-in').click()
    await page.waitForURL((url) => url.pathname === SECURITY)
    expect(await storedEmail(page)).toBe(email)
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('says on the form, in French, that the Google window was closed before signing in', async () => {
    const { page, context, baseURL } = await openPage(browser)
    await standInForGoogleApis(context)
    await context.addCookies([{ name: 'conversa-language', value: 'fr', url: baseURL }])
    await page.goto('/login')
    const google = page.getByRole('button', { name: 'Continuer avec Google' })
    await google.focus()
    await page.waitForLoadState('networkidle')
    const [popup] = await Promise.all([context.waitForEvent('page'), google.click()])
    await popup.close()
    // The SDK notices a closed window after a few seconds (it leaves time for a late answer).
    await page
      .getByRole('alert')
      .filter({ hasText: 'La fenêtre de connexion a été fermée avant la fin de la connexion.' })
      .waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe('/login')
    await context.close()
  })

  it('signs in with an emailed link opened in the browser that asked for it', async () => {
    const { page, context } = await openPage(browser)
    const email = uniqueEmail('link')
    await page.goto(`/login?to=${SECURITY}`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `We sent a sign-in link to ${email}.` })
      .waitFor()
    // The emulator's link goes through its action page, which continues to the page that asked.
    await page.goto(await newestSignInLink(email))
    await page.waitForURL((url) => url.pathname === SECURITY)
    expect(await storedEmail(page)).toBe(email)
    expect(await page.evaluate(() => localStorage.getItem('conversa-emailForSignIn'))).toBeNull()
    await context.close()
  })

  it('asks for the address when the link opens in another browser, on a variant page too', async () => {
    const email = uniqueEmail('elsewhere')
    const { page, context, baseURL } = await openPage(browser)
    // Asked for on another device: this browser has no address kept for it.
    const response = await fetch(
      `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=${API_KEY}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          requestType: 'EMAIL_SIGNIN',
          email,
          continueUrl: `${baseURL}/pages/authentication/login-v2?to=${encodeURIComponent(SECURITY)}`,
          canHandleCodeInApp: true,
        }),
      },
    )
    expect(response.ok).toBe(true)
    await page.goto(await newestSignInLink(email))
    await page.getByText('Enter the email address this link was sent to.').waitFor()
    const address = page.getByRole('textbox', { name: 'Email' })
    await address.fill(uniqueEmail('someone-else'))
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'This link was sent to another address. Enter the one it was sent to.' })
      .waitFor()
    await address.fill(email)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === SECURITY)
    expect(await storedEmail(page)).toBe(email)
    await context.close()
  })
})
