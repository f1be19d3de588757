import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visit } from '../support/browser'
import { signUp, uniqueEmail } from '../support/emulator'
import { signInAt, submitSignIn } from './authSupport'

/** A 1×1 PNG: the smallest photo the backend takes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name })

/**
 * /pages/account-settings, on an account registered for the test: the demo accounts
 * cannot be deleted, and this one is, at the end.
 */
describe('account settings and the profile page', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('changes the photo, notifications, plan, cards, address, keys and links, and deletes the account', async () => {
    const email = uniqueEmail('settings')
    const password = 'settings-pass-1'
    await signUp(email, password, 'Lia Settings')
    const { page, context, pageErrors } = await openPage(browser)
    await signInAt(page, email, password)

    // Account: the bare address opens the first tab; a photo is uploaded, shown, and reset.
    await visit(page, '/pages/account-settings')
    await page.waitForURL(/\/pages\/account-settings\/account$/)
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    const photo = page.locator('#main-content img[src^="/api/avatars/"]')
    await photo.first().waitFor()
    expect(await photo.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1)
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: PNG })
    await page.getByText('Choose a PNG, JPEG, GIF or WebP image.').waitFor()
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect.poll(() => photo.count()).toBe(0)

    // Notifications: a box unticked and saved stays unticked after a reload.
    await tab(page, 'Notifications').click()
    const box = page.getByRole('checkbox', { name: 'A new direct message: Browser' })
    await box.click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Your notification settings are saved.').waitFor()
    await page.reload()
    expect(await box.getAttribute('aria-checked')).toBe('false')

    // Billing: a card refused then added, a plan chosen and charged, then cancelled; the address kept.
    await tab(page, 'Billing & plans').click()
    await page.getByRole('button', { name: 'Add card' }).click()
    const cardDialog = page.getByRole('dialog', { name: 'Add a card' })
    await cardDialog.getByLabel('Card number').fill('4242 4242 4242 4241')
    await cardDialog.getByLabel('Name on the card').fill('Lia Settings')
    await cardDialog.getByLabel('Expiry').fill('08/39')
    await cardDialog.getByLabel('Security code').fill('123')
    await cardDialog.getByRole('button', { name: 'Add card' }).click()
    await cardDialog.getByText('This card number is not valid.').waitFor()
    await cardDialog.getByLabel('Card number').fill('4242 4242 4242 4242')
    await cardDialog.getByRole('button', { name: 'Add card' }).click()
    await page.getByText('Visa ending in 4242').waitFor()
    await page.getByText('Primary', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Upgrade plan' }).click()
    const planDialog = page.getByRole('dialog', { name: 'Choose a plan' })
    await planDialog.getByRole('radio', { name: /^Business/ }).click()
    await planDialog.getByRole('radio', { name: 'Annual' }).click()
    await planDialog.getByRole('button', { name: 'Choose this plan' }).click()
    await page.getByText('€490.00 per year').waitFor()
    const history = page.getByRole('table').filter({ hasText: 'Amount' })
    await expect.poll(() => history.getByRole('row').count()).toBe(2)
    await page.getByRole('button', { name: 'Cancel subscription' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click()
    await page.getByText('Cancelled', { exact: true }).waitFor()
    await page.getByText(/The plan stays until .+, then the account moves to Starter\./).waitFor()

    const address = page.getByRole('form', { name: 'Billing address' })
    await address.getByLabel('VAT number (optional)').fill('fr 40')
    await address.getByRole('textbox', { name: /^Address/ }).fill('12 rue de la Paix')
    await address.getByLabel('City').fill('Paris')
    await address.getByLabel('Postal code').fill('75002')
    await address.getByRole('button', { name: 'Save address' }).click()
    await address.getByText('Enter the VAT number with its country code').waitFor()
    await address.getByLabel('VAT number (optional)').fill('FR40303265045')
    await address.getByRole('button', { name: 'Save address' }).click()
    await page.getByText('The billing address is saved.').waitFor()
    await page.reload()
    expect(await address.getByLabel('City').inputValue()).toBe('Paris')

    // Security: a key shown once, then listed by its end; this sign-in is listed.
    await tab(page, 'Security').click()
    await page.getByLabel('Key name').fill('Zapier')
    await page.getByRole('button', { name: 'Create key' }).click()
    const key = (await page.locator('.api-key').innerText()).trim()
    expect(key).toMatch(/^cnv_[0-9a-f]{48}$/)
    await page.getByRole('row', { name: new RegExp(`Zapier.*cnv_…${key.slice(-4)}`) }).waitFor()
    await page
      .getByRole('row', { name: /Chrome on Linux/ })
      .first()
      .waitFor()

    // Connections: a service linked stays linked after a reload.
    await tab(page, 'Connections').click()
    await page.getByText('No Instagram account is connected yet.', { exact: false }).waitFor()
    await page.getByRole('switch', { name: 'Slack' }).click()
    await page.getByText('Slack is linked.').waitFor()
    await page.reload()
    expect(await page.getByRole('switch', { name: 'Slack' }).getAttribute('aria-checked')).toBe('true')

    // Deleting asks for the box and the right password, then ends on the sign-in page, for good.
    await tab(page, 'Account').click()
    const remove = page.getByRole('form', { name: 'Delete account' })
    await remove.getByRole('button', { name: 'Delete my account' }).click()
    await remove.getByText('Tick the box to confirm.').waitFor()
    await remove.getByRole('checkbox').click()
    await remove.getByLabel('Your password').fill('not-the-password')
    await remove.getByRole('button', { name: 'Delete my account' }).click()
    await remove.getByText('The password is incorrect.').first().waitFor()
    await remove.getByLabel('Your password').fill(password)
    await remove.getByRole('button', { name: 'Delete my account' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByText('Your account and its data have been deleted.').waitFor()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('The email or password is incorrect.').waitFor()
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('shows the person’s profile page from their workspace, and keeps whom they follow', async () => {
    const email = uniqueEmail('profile')
    await signUp(email, 'profile-pass-1', 'Rui Perfil')
    const { page, context, pageErrors } = await openPage(browser, { path: '/login' })
    await submitSignIn(page, email, 'profile-pass-1')
    await visit(page, '/pages/user-profile')
    await page.waitForURL(/\/pages\/user-profile\/profile$/)
    await page.getByRole('heading', { name: 'Rui Perfil', level: 2 }).waitFor()
    await page.getByText('Following 0 people').waitFor()
    await page.locator('.timeline').getByText('Signed in').first().waitFor()

    const sections = page.getByRole('navigation', { name: 'Profile sections' })
    await sections.getByRole('link', { name: 'Teams' }).click()
    await page.getByRole('region', { name: 'Roastery projects' }).waitFor()
    expect(await page.locator('#main-content').getByRole('region').count()).toBe(3)
    await sections.getByRole('link', { name: 'Projects' }).click()
    await expect.poll(() => page.getByRole('progressbar').count()).toBeGreaterThan(3)

    await sections.getByRole('link', { name: 'Connections' }).click()
    const first = page.locator('#main-content').getByRole('region').first()
    const name = await first.getByRole('heading').innerText()
    await first.getByRole('button', { name: `Follow ${name}` }).click()
    await first.getByRole('button', { name: `Stop following ${name}` }).waitFor()
    expect(await first.getByRole('button', { name: `Stop following ${name}` }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await page.reload()
    await page.getByRole('button', { name: `Stop following ${name}` }).waitFor()
    await sections.getByRole('link', { name: 'Profile', exact: true }).click()
    await page.getByText('Following 1 person').waitFor()
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
