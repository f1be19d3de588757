import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visit } from '../support/browser'
import {
  API_KEY,
  EMULATOR_ORIGIN,
  oobCodesFor,
  PROJECT_ID,
  signIn,
  signUp,
  uniqueEmail,
  type OobCode,
} from '../support/emulator'
import { fillSignIn, submitSignIn } from './authSupport'

/**
 * The authentication variants, each pair (v1 card, v2 split) through its real flow against
 * the Auth emulator: reset and verification links are built from the codes its REST API lists,
 * as the email would carry them.
 */
const AUTH = '/pages/authentication'

/** The newest code of a kind the emulator "sent" to `email`, once it has. */
async function newestCode(email: string, requestType: OobCode['requestType']): Promise<string> {
  let codes: OobCode[] = []
  await expect
    .poll(async () => (codes = (await oobCodesFor(email)).filter((code) => code.requestType === requestType)).length)
    .toBeGreaterThan(0)
  return codes.at(-1)!.oobCode
}

/** What the emulator itself records about the account's email (its accounts:lookup). */
async function emailVerifiedInEmulator(email: string, password: string): Promise<boolean> {
  const { idToken } = await signIn(email, password)
  const response = await fetch(`${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  })
  const { users } = (await response.json()) as { users: { emailVerified?: boolean }[] }
  return users[0]?.emailVerified === true
}

/** As the account's owner would have done from the verification email (the emulator's admin API). */
async function markEmailVerified(localId: string): Promise<void> {
  const response = await fetch(
    `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  )
  expect(response.ok).toBe(true)
}

/** The newest code the emulator "texted" to `phone`, once it has, different from `previous`. */
async function newestTextedCode(phone: string, previous?: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const response = await fetch(`${EMULATOR_ORIGIN}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`)
      const { verificationCodes = [] } = (await response.json()) as {
        verificationCodes?: { phoneNumber: string; code: string }[]
      }
      code = verificationCodes.filter((entry) => entry.phoneNumber === phone).at(-1)?.code
      return code !== undefined && code !== previous
    })
    .toBe(true)
  return code!
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

describe('the sign-in page variants against the Auth emulator', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('v1: registers, verifies the email from the link, and tells a signed-in visitor of the sign-in page so', async () => {
    const { page, context, pageErrors } = await openPage(browser, { path: `${AUTH}/register-v1` })
    const email = uniqueEmail('variant-v1')
    await expect.poll(() => heading(page).innerText()).toBe('Create your account')
    // Its links stay within the card design.
    expect(await page.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe(`${AUTH}/login-v1`)
    await page.getByLabel('Full name').fill('Vera Variante')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel(/^Password/).fill('variant-pass')
    await page.getByLabel('Confirm password').fill('variant-pass')
    await page.getByRole('button', { name: 'Create account' }).click()
    // A public page moves the new account on itself (the guard only does it for /registrar).
    await page.waitForURL(/\/dashboards$/)

    await visit(page, `${AUTH}/verify-email-v1`)
    await page.getByText(`We send a link to ${email}`).waitFor()
    await page.getByRole('button', { name: 'Send the verification link' }).click()
    await page.getByText(`The link is on its way to ${email}`).waitFor()
    const code = await newestCode(email, 'VERIFY_EMAIL')
    expect(await emailVerifiedInEmulator(email, 'variant-pass')).toBe(false)

    // The project's one action URL is the reset page: a verification link arriving there goes on.
    await page.goto(`${AUTH}/reset-password-v1?mode=verifyEmail&oobCode=${code}`)
    await page.waitForURL((url) => url.pathname === `${AUTH}/verify-email-v1`)
    await page.getByText('Your email address is verified.').waitFor()
    expect(await emailVerifiedInEmulator(email, 'variant-pass')).toBe(true)
    await visit(page, `${AUTH}/verify-email-v1`)
    await page.getByText(`Your email address ${email} is verified.`).waitFor()

    // The sign-in page, opened signed in, says so instead of signing in another account.
    await visit(page, `${AUTH}/login-v1`)
    await expect.poll(() => heading(page).innerText()).toBe('You are already signed in')
    await page.getByText(`You are signed in as ${email}`).waitFor()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('v2: sends the reset link, sets the new password from it once, then signs in with it where it was asked', async () => {
    const email = uniqueEmail('variant-v2')
    await signUp(email, 'old-variant-pass', 'Rui Reset')
    const { page, context, pageErrors } = await openPage(browser, { path: `${AUTH}/forgot-password-v2` })
    // The split design: the illustration's promise beside the form.
    await page.getByText('Every keyword in your comments answered with a private reply').waitFor()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText('If an account exists for this email').waitFor()
    const code = await newestCode(email, 'PASSWORD_RESET')

    await page.goto(`${AUTH}/reset-password-v2?mode=resetPassword&oobCode=${code}`)
    await page.getByText(`Enter a new password for ${email}.`).waitFor()
    await page.getByLabel('New password', { exact: true }).fill('new-variant-pass')
    await page.getByLabel('Confirm password').fill('other-pass')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await page.getByText('The passwords do not match.').waitFor()
    await page.getByLabel('Confirm password').fill('new-variant-pass')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await page.getByText(`The password of ${email} has been changed.`).waitFor()

    // A used link says so, and offers a new one in the same design.
    await page.goto(`${AUTH}/reset-password-v2?mode=resetPassword&oobCode=${code}`)
    await page.getByText('This link is not valid any more').waitFor()
    expect(await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      `${AUTH}/forgot-password-v2`,
    )

    await page.goto(`${AUTH}/login-v2?to=/minha-conta/security`)
    await fillSignIn(page, email, 'old-variant-pass')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('The email or password is incorrect.').waitFor()
    await fillSignIn(page, email, 'new-variant-pass')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/minha-conta/security')
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('two steps: turned on from the security settings with a texted code, then asked at sign-in (v2)', async () => {
    const email = uniqueEmail('two-step')
    // A number of its own: the emulator keeps the codes it "texted" for as long as it runs.
    const lastDigits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
    const phone = `+1555${lastDigits}`
    const { localId } = await signUp(email, 'two-step-pass', 'Tomás Two')
    await markEmailVerified(localId)
    const { page, context, pageErrors } = await openPage(browser, { path: '/login' })
    await submitSignIn(page, email, 'two-step-pass')
    await visit(page, '/minha-conta/security')
    const card = page.locator('form[aria-labelledby="two-step-heading"]')
    await card.getByText('Off').waitFor()
    await card.getByLabel('Phone number').fill(`+1 555 ${lastDigits.slice(0, 3)} ${lastDigits.slice(3)}`)
    await card.getByRole('button', { name: 'Text me a code' }).click()
    const enrolmentCode = await newestTextedCode(phone)
    await card.getByLabel('Code from the text message').fill(enrolmentCode)
    await card.getByRole('button', { name: 'Turn on' }).click()
    await card.getByText('Two-step verification is on.').waitFor()
    await card.getByRole('list', { name: 'Phones that receive codes' }).getByText(phone).waitFor()
    await page.getByRole('button', { name: 'Sign out' }).last().click()
    await page.waitForURL((url) => url.pathname === '/login')

    // The password alone no longer signs in: the code's page, in the same design, keeping `to`.
    await page.goto(`${AUTH}/login-v2?to=/automacoes`)
    await fillSignIn(page, email, 'two-step-pass')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === `${AUTH}/two-steps-v2` && url.search === '?to=/automacoes')
    // The phone as the identity service shows it at sign-in: partly hidden in production.
    await page.getByText(new RegExp(`^We text a six-digit code to \\+[\\d*]*${lastDigits.slice(-4)}\\.`)).waitFor()
    await page.getByRole('button', { name: 'Text me the code' }).click()
    const signInCode = await newestTextedCode(phone, enrolmentCode)
    await page.getByLabel('Code from the text message').fill(signInCode === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.getByText('That is not the code we sent.').waitFor()
    // A refused code is cleared, ready for the right one.
    await expect.poll(() => page.getByLabel('Code from the text message').inputValue()).toBe('')
    await page.getByLabel('Code from the text message').fill(signInCode)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/automacoes')
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('in three steps: checks each step, keeps them going back and across a reload (the password aside), registers once, then opens the paid plan’s payment', async () => {
    const email = uniqueEmail('steps')
    const username = `steps.${email.slice(6, 14)}`
    const { page, context, pageErrors } = await openPage(browser, { path: `${AUTH}/register-multi-steps` })
    const stepHeading = page.getByRole('heading', { level: 2 })
    await expect.poll(() => heading(page).innerText()).toBe('Create your account')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel(/^Password/).fill('steps-pass')
    await page.getByLabel('Confirm password').fill('other-pass')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('The passwords do not match.').waitFor()
    await page.getByLabel('Confirm password').fill('steps-pass')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => stepHeading.innerText()).toBe('Step 2 of 3: Profile')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Full name').and(page.locator('[aria-invalid="true"]')).waitFor()
    await page.getByLabel('Full name').fill('Sofia Steps')
    await page.getByLabel('Username').fill(username)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => stepHeading.innerText()).toBe('Step 3 of 3: Plan')
    await page.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Sofia Steps')
    await page.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email)

    // A reload keeps the steps but never the password: it starts again from the first step.
    await page.reload()
    await expect.poll(() => stepHeading.innerText()).toBe('Step 1 of 3: Account')
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email)
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('')
    expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))).not.toContain('steps-pass')
    await page.getByLabel(/^Password/).fill('steps-pass')
    await page.getByLabel('Confirm password').fill('steps-pass')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe(username)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('radio', { name: 'Annual (two months free)' }).click()
    await page.getByRole('radio', { name: /^Pro:/ }).click()
    // A double click registers once (a second registration would say the email is in use).
    await page.getByRole('button', { name: 'Create account' }).dblclick()
    await page.waitForURL((url) => url.pathname === '/front-pages/payment' && url.search === '?plan=pro&period=annual')
    await visit(page, '/minha-conta/account')
    await page.locator('#main-content').getByText(username).first().waitFor()
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
