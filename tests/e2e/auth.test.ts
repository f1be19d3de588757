import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { expectNoSeriousAxe, launchBrowser, openPage, visit } from '../support/browser'
import { API_KEY, EMULATOR_ORIGIN, oobCodesFor, signUp, uniqueEmail } from '../support/emulator'
import {
  expectSignedOutAndClean,
  fillSignIn,
  SESSION_STORAGE_KEYS,
  settledPath,
  signInAt,
  storedSessionKeys,
  submitSignIn,
} from './authSupport'

const client = DEMO_USERS.find((user) => user.role === 'client')!

/** What the emulator's own action page does with a password-reset link. */
async function completePasswordReset(oobCode: string, newPassword: string): Promise<void> {
  const response = await fetch(
    `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword }),
    },
  )
  expect(response.ok).toBe(true)
}

describe('account life cycle against the Auth emulator', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('registers, signs out, signs in, resets the password and signs in with the new one', async () => {
    const { page, context, pageErrors } = await openPage(browser, { path: '/registrar' })
    const email = uniqueEmail('life')
    await expectNoSeriousAxe(page)

    // Register: the new account lands on the dashboards, with its name on the account screen.
    await page.getByLabel('Full name').fill('Lúcia Teste')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('first-pass')
    await page.getByLabel('Confirm password').fill('first-pass')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL(/\/dashboards$/)
    expect(await storedSessionKeys(page)).toEqual(SESSION_STORAGE_KEYS.slice(0, 3))
    await visit(page, '/minha-conta')
    await page.waitForURL(/\/minha-conta\/account$/)
    const accountScreen = page.locator('#main-content')
    await accountScreen.getByText(email).first().waitFor()
    await accountScreen.getByText('Lúcia Teste').first().waitFor()

    // Sign out: local session gone, on the route named login.
    await page.getByRole('link', { name: 'Security' }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await expectSignedOutAndClean(page)

    // Sign in again.
    await submitSignIn(page, email, 'first-pass')
    await page.waitForURL(/\/dashboards$/)
    await visit(page, '/minha-conta/security')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')

    // Reset the password: the form answers the same way for a known address…
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL(/\/recuperar-senha$/)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    const sent = page.getByRole('status').filter({ hasText: 'If an account exists for this email' })
    await sent.waitFor()
    await expectNoSeriousAxe(page)
    const [code] = (await oobCodesFor(email)).filter((entry) => entry.requestType === 'PASSWORD_RESET')
    expect(code?.oobCode).toBeTruthy()
    await completePasswordReset(code!.oobCode, 'second-pass')

    // …and for an unknown one, which gets no code.
    const stranger = uniqueEmail('nobody')
    await page.getByLabel('Email').fill(stranger)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await sent.waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)

    // The old password no longer works; the new one does.
    await visit(page, '/login')
    await fillSignIn(page, email, 'first-pass')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }).waitFor()
    expect(await page.getByLabel('Email').inputValue()).toBe(email)
    await page.getByLabel('Password', { exact: true }).fill('second-pass')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/\/dashboards$/)
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('validates the forms as users expect before calling the service', async () => {
    const { page, context } = await openPage(browser, { path: '/registrar' })
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password', { exact: true }).fill('12345')
    await page.getByLabel('Confirm password').fill('54321')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText('Enter your name.').waitFor()
    await page.getByText('Enter a valid email address, like name@example.com.').waitFor()
    await page.getByText('The password does not meet the requirements: use at least 6 characters.').waitFor()
    await page.getByText('The passwords do not match.').waitFor()
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true')

    // An address that exists already: the service's error, translated.
    const taken = uniqueEmail('taken')
    await signUp(taken, 'taken-pass')
    await page.getByLabel('Full name').fill('Someone')
    await page.getByLabel('Email').fill(taken)
    await page.getByLabel('Password', { exact: true }).fill('another-pass')
    await page.getByLabel('Confirm password').fill('another-pass')
    await page.getByRole('button', { name: 'Create account' }).click()
    // Under the field it is about.
    const refusal = page.getByText(
      'An account with this email already exists. Sign in instead, or reset your password.',
    )
    await refusal.waitFor()
    expect(await page.getByLabel('Email').getAttribute('aria-describedby')).toContain(await refusal.getAttribute('id'))
    await expectNoSeriousAxe(page)
    await context.close()
  })

  it('keeps the form and offers a retry while the identity service is unreachable', async () => {
    const { page, context } = await openPage(browser, { path: '/login' })
    // The app has taken over the pre-rendered page (its code is in; going offline now only cuts
    // the identity service off).
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerender'))
    // The mock backend's service worker forwards the emulator calls, out of page.route's reach:
    // take the whole browser context offline instead.
    await context.setOffline(true)
    await fillSignIn(page, client.email, client.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The sign-in service cannot be reached.' })
    await alert.waitFor()
    expect(await page.getByLabel('Email').inputValue()).toBe(client.email)
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(client.password)
    await context.setOffline(false)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await page.waitForURL(/\/dashboards$/)
    await context.close()
  })

  it('shows the account tabs, saves the profile through the backend and changes the password', async () => {
    const { page, context } = await openPage(browser)
    const email = uniqueEmail('profile')
    await signUp(email, 'profile-pass', 'Paula Perfil')
    await signInAt(page, email, 'profile-pass')
    await visit(page, '/minha-conta/account')
    await page.getByLabel('Full name').fill('Paula Atualizada')
    await page.getByLabel('Username').fill('paula.atualizada')
    await page.getByLabel('Avatar URL').fill('ftp://example.com/me.png')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Enter a web address starting with https://, or leave it empty.').waitFor()
    await page.getByLabel('Avatar URL').fill('https://example.com/me.png')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor()
    await expectNoSeriousAxe(page)
    await page.reload()
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Paula Atualizada')
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('conversa-userData') ?? 'null'))
    expect(stored).toMatchObject({
      fullName: 'Paula Atualizada',
      username: 'paula.atualizada',
      avatar: 'https://example.com/me.png',
    })

    // An unknown tab goes to the account tab.
    await visit(page, '/minha-conta/nope')
    await page.waitForURL(/\/minha-conta\/account$/)
    // The template's account settings are the same screen, over the same profile, with their own addresses.
    await visit(page, '/pages/account-settings/account')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Account settings')
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Paula Atualizada')
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Billing & plans' })
      .click()
    await page.waitForURL(/\/pages\/account-settings\/billing-plans$/)
    await visit(page, '/minha-conta/account')

    await page.getByRole('link', { name: 'Security' }).click()
    await page.getByLabel('Current password').fill('wrong-pass')
    await page.getByLabel('New password', { exact: true }).fill('profile-pass-2')
    await page.getByLabel('Confirm new password').fill('profile-pass-2')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByRole('alert').filter({ hasText: 'The current password is incorrect.' }).waitFor()
    await page.getByLabel('Current password').fill('profile-pass')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor()
    await expectNoSeriousAxe(page)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await signInAt(page, email, 'profile-pass-2')
    await context.close()
  })
})

describe('two tabs of one browser', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('shows a profile saved in one tab in the other, and signs the other out too, without a reload', async () => {
    const { page, context, pageErrors } = await openPage(browser)
    const email = uniqueEmail('tabs')
    await signUp(email, 'tabs-pass', 'Tereza Tabs')
    await signInAt(page, email, 'tabs-pass')
    const other = await context.newPage()
    other.on('pageerror', (error) => pageErrors.push(error))
    await other.goto('/automacoes')
    await other.getByRole('button', { name: 'Account menu for Tereza Tabs' }).waitFor()

    await visit(page, '/minha-conta/account')
    await page.getByLabel('Full name').fill('Tereza Abas')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor()
    await other.getByRole('button', { name: 'Account menu for Tereza Abas' }).waitFor()

    await page.getByRole('button', { name: 'Account menu for Tereza Abas' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await other.waitForURL((url) => url.pathname === '/login')
    await expectSignedOutAndClean(other)
    expect(pageErrors).toEqual([])
    await context.close()
  })
})

describe('bad stored data and hostile redirects', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  const GOOD = {
    'conversa-userData': JSON.stringify({
      id: 'u1',
      email: 'x@conversa.test',
      fullName: 'X',
      username: 'x',
      avatar: '',
      role: 'admin',
    }),
    'conversa-accessToken': JSON.stringify('stale-token'),
    'conversa-userAbilityRules': JSON.stringify([{ action: 'manage', subject: 'all' }]),
  }

  const cases: Array<[string, Record<string, string>]> = [
    ...SESSION_STORAGE_KEYS.map((key): [string, Record<string, string>] => [
      `corrupt JSON in ${key}`,
      { ...GOOD, [key]: '{"oops' },
    ]),
    [
      'userData without accessToken',
      {
        'conversa-userData': GOOD['conversa-userData'],
        'conversa-userAbilityRules': GOOD['conversa-userAbilityRules'],
      },
    ],
    ['an accessToken without userData', { 'conversa-accessToken': GOOD['conversa-accessToken'] }],
  ]

  // One page for every case: each load starts from the stored values the case writes, as a
  // browser that kept them would.
  it('starts the app logged out and clean, without crashing, whatever is wrong in the stored session', async () => {
    const { page, context, pageErrors } = await openPage(browser)
    await page.goto('/login')
    for (const [label, items] of cases) {
      await page.evaluate((entries) => {
        window.localStorage.clear()
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
      }, items)
      await page.goto('/automacoes')
      // Not logged in: the guard sends the visitor to login and keeps the target.
      expect(await settledPath(page), label).toBe('/login?to=%2Fautomacoes')
      await expectSignedOutAndClean(page)
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
    }
    expect(pageErrors).toEqual([])
    await context.close()
  })

  // Every off-site form of `to` is refused by the guard's unit test (tests/unit/machines/
  // navigationGuard.test.ts); here the one browsers rewrite into a protocol-relative URL proves
  // the screens use that answer.
  it('/login?to=/\\example.com lands on the dashboards, not off-site', async () => {
    const to = '/\\example.com'
    const { page, context, baseURL } = await openPage(browser)
    await page.goto(`/login?to=${encodeURIComponent(to)}`)
    await submitSignIn(page, client.email, client.password)
    await page.waitForURL(/\/dashboards$/)
    expect(new URL(page.url()).origin).toBe(baseURL)
    expect(await settledPath(page)).toBe('/dashboards')
    // Signed in already, the same link still stays in the app.
    await page.goto(`/login?to=${encodeURIComponent(to)}`)
    await page.waitForURL(/\/dashboards$/)
    await context.close()
  })

  it('after login the user lands on the page they asked for', async () => {
    const { page, context } = await openPage(browser, { path: '/integracoes?tab=instagram' })
    expect(await settledPath(page)).toBe(`/login?to=${encodeURIComponent('/integracoes?tab=instagram')}`)
    await submitSignIn(page, client.email, client.password)
    await page.waitForURL((url) => url.pathname === '/integracoes')
    expect(await settledPath(page)).toBe('/integracoes?tab=instagram')
    await context.close()
  })

  it('after login the sign-in screen stays until the dashboards show: "/" on the way is never a blank page', async () => {
    const { page, context } = await openPage(browser)
    await page.goto('/login')
    await settledPath(page)
    // Every change to the page is checked for a screen: a blank moment between the two is recorded.
    await page.evaluate(() => {
      const marks = window as unknown as { blankAt: string | null }
      marks.blankAt = null
      new MutationObserver(() => {
        if (!document.querySelector('#main-content')) marks.blankAt ??= location.pathname
      }).observe(document.body, { childList: true, subtree: true })
    })
    await submitSignIn(page, client.email, client.password)
    await page.waitForURL(/\/dashboards$/)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await page.evaluate(() => (window as unknown as { blankAt: string | null }).blankAt)).toBeNull()
    await context.close()
  })
})
