import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totp } from '../../src/domain/dialogs/totp'
import { launchBrowser, openPage } from '../support/browser'
import { signInAt } from './authSupport'

/**
 * `/pages/dialog-examples`: every dialog refuses what is wrong with the reason on the
 * field, saves through the backend, gives focus back to its button, and what it saved is still
 * there after a reload. One signed-in page for the whole tour: each dialog is tested once.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')

/** Opens a dialog from its card's button; returns the dialog. */
async function open(page: Page, card: string, button: string, title: string): Promise<Locator> {
  await page.getByRole('region', { name: card }).getByRole('button', { name: button, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.waitFor()
  return dialog
}

/** The dialog closed and focus is back on the button that opened it. */
async function closedBackOn(page: Page, dialog: Locator, button: string) {
  await expect.poll(() => dialog.count()).toBe(0)
  await expect.poll(() => focusedText(page)).toBe(button)
}

const summaryOf = (page: Page, card: string) => page.getByRole('region', { name: card }).locator('p').nth(1)

describe('dialog examples', { timeout: 180_000 }, () => {
  it('each dialog checks, saves on the backend, returns focus, and keeps its work over a reload', async () => {
    const { page, context, pageErrors } = await openPage(browser)
    await signInAt(page, 'client@conversa.test', 'conversa-client')
    await page.goto('/pages/dialog-examples')
    await page.getByRole('heading', { name: 'Dialog examples', level: 1 }).waitFor()
    await expect.poll(() => summaryOf(page, 'Add new card').textContent()).toBe('Nothing saved yet.')

    // A card: every reason on its field, only brand and last digits kept.
    let dialog = await open(page, 'Add new card', 'Add card', 'Add a new card')
    await dialog.getByRole('button', { name: 'Add card' }).click()
    await dialog.getByText('This field is required.').first().waitFor()
    expect(await focusedText(page)).toBe('')
    expect(await dialog.getByLabel('Card number').evaluate((input) => input === document.activeElement)).toBe(true)
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4241')
    await dialog.getByLabel('Name on the card').fill('Ana Lima')
    await dialog.getByLabel('Expiry (MM/YY)').fill('01/20')
    await dialog.getByLabel('Security code').fill('12')
    await dialog.getByRole('button', { name: 'Add card' }).click()
    await dialog.getByText('This card number is not valid.').waitFor()
    await dialog.getByText('This card has expired.').waitFor()
    await dialog.getByText('Enter the 3 digits on the back').waitFor()
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242')
    await dialog.getByLabel('Expiry (MM/YY)').fill('08/39')
    await dialog.getByLabel('Security code').fill('123')
    await dialog.getByRole('button', { name: 'Add card' }).click()
    await closedBackOn(page, dialog, 'Add card')
    await expect
      .poll(() => summaryOf(page, 'Add new card').textContent())
      .toMatch(/^Visa card ending in 4242, expires 08\/39\. \(saved .+\)$/)

    // Sharing: each person once, exactly one owner.
    dialog = await open(page, 'Share project', 'Share project', 'Share the project')
    const invite = dialog.getByLabel('Add people by email')
    await invite.fill('bo@example.com')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await invite.fill('BO@example.com')
    await invite.press('Enter')
    await dialog.getByText('This person is already in the list.').waitFor()
    const people = dialog.getByRole('list', { name: 'People on the project' }).getByRole('listitem')
    await expect.poll(() => people.count()).toBe(2)
    await dialog.getByRole('combobox', { name: 'Access of client@conversa.test' }).click()
    await page.getByRole('option', { name: 'Can view' }).click()
    await dialog.getByRole('button', { name: 'Share' }).click()
    await dialog.getByText('A project has exactly one owner.').waitFor()
    await dialog.getByRole('combobox', { name: 'Access of client@conversa.test' }).click()
    await page.getByRole('option', { name: 'Owner' }).click()
    await dialog.getByRole('button', { name: 'Share' }).click()
    await closedBackOn(page, dialog, 'Share project')
    await expect.poll(() => summaryOf(page, 'Share project').textContent()).toMatch(/^Shared with 2 people\./)

    // The stepper: a step is checked before the next, Back keeps choices, one submission however clicked.
    dialog = await open(page, 'Create app', 'Create app', 'Create an app')
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText('This field is required.').waitFor()
    await dialog.getByLabel('App name').fill('Puffin')
    await dialog.getByLabel('App name').press('Enter')
    await dialog.getByRole('heading', { name: 'Framework' }).waitFor()
    await dialog.getByRole('radio', { name: 'Vue' }).click()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByRole('heading', { name: 'Database' }).waitFor()
    await dialog.getByRole('button', { name: 'Back' }).click()
    expect(await dialog.getByRole('radio', { name: 'Vue' }).getAttribute('aria-checked')).toBe('true')
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByRole('heading', { name: 'Billing' }).waitFor()
    await dialog.getByLabel('Card number').fill('5555 5555 5555 4444')
    await dialog.getByLabel('Name on the card').fill('Ana Lima')
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/38')
    await dialog.getByLabel('Security code').fill('321')
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/pages/dialogs/create-app')) posts++
    })
    await dialog.getByRole('button', { name: 'Create app' }).dblclick()
    await closedBackOn(page, dialog, 'Create app')
    expect(posts).toBe(1)
    await expect
      .poll(() => summaryOf(page, 'Create app').textContent())
      .toMatch(/^Puffin, built with Vue and Firebase\./)

    // Two-factor with an authenticator: the backend checks the code against the key it showed.
    dialog = await open(page, 'Two-factor authentication', 'Set up two-factor', 'Two-factor authentication')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    const key = (await dialog.getByLabel('Setup key').textContent())!.replace(/\s/g, '')
    const code = dialog.getByRole('textbox', { name: 'Code the app shows' })
    await code.fill(await totp(key, Date.now() - 10 * 60_000))
    await dialog.getByRole('button', { name: 'Turn on' }).click()
    await dialog.getByText('This is not the code the app shows now.', { exact: false }).waitFor()
    await code.fill(await totp(key, Date.now()))
    await dialog.getByRole('button', { name: 'Turn on' }).click()
    await closedBackOn(page, dialog, 'Set up two-factor')
    await expect
      .poll(() => summaryOf(page, 'Two-factor authentication').textContent())
      .toMatch(/^On, with an authenticator app\./)

    // Referrals: several friends in a row, the link copied.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    dialog = await open(page, 'Refer and earn', 'Refer a friend', 'Refer and earn')
    const friend = dialog.getByLabel("Friend's email")
    await friend.fill('cy@')
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    await dialog.getByText('Enter a valid email address.').waitFor()
    await friend.fill('cy@example.com')
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    await dialog.getByRole('list', { name: 'Friends invited' }).getByText('cy@example.com').waitFor()
    await expect.poll(() => friend.inputValue()).toBe('')
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/register\?ref=[A-Z2-7]{8}$/)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await closedBackOn(page, dialog, 'Refer a friend')

    // The plain forms: one refusal each, then saved.
    dialog = await open(page, 'Pricing', 'Choose a plan', 'Choose a plan')
    await dialog.getByRole('radio', { name: /^Business/ }).click()
    await dialog.getByRole('radio', { name: 'Annual' }).click()
    await dialog.getByRole('button', { name: 'Choose this plan' }).click()
    await closedBackOn(page, dialog, 'Choose a plan')

    dialog = await open(page, 'Enable one-time password', 'Enable OTP', 'Enable one-time passwords')
    await dialog.getByLabel('Phone number').fill('call me')
    await dialog.getByRole('button', { name: 'Enable' }).click()
    await dialog.getByText('Enter a phone number, e.g. +33 6 12 34 56 78.').waitFor()
    await dialog.getByLabel('Phone number').fill('+33 6 12 34 56 78')
    await dialog.getByRole('button', { name: 'Enable' }).click()
    await closedBackOn(page, dialog, 'Enable OTP')

    dialog = await open(page, 'Add new address', 'Add address', 'Add a new address')
    await dialog.getByLabel('First name').fill('Ana')
    await dialog.getByLabel('Last name').fill('Lima')
    await dialog.getByLabel('City').fill('Lyon')
    await dialog.getByRole('textbox', { name: /^Address/ }).fill('12 rue Mercière')
    await dialog.getByLabel('Postal code').fill('#')
    await dialog.getByRole('button', { name: 'Save address' }).click()
    await dialog.getByText('Enter a postal code (3 to 10 letters or digits).').waitFor()
    await dialog.getByLabel('Postal code').fill('69002')
    await dialog.getByRole('button', { name: 'Save address' }).click()
    await closedBackOn(page, dialog, 'Add address')

    dialog = await open(page, 'Edit user', 'Edit user', 'Edit user information')
    expect(await dialog.getByLabel('Email').inputValue()).toBe('client@conversa.test')
    await dialog.getByLabel('Username').fill('Ana Lima')
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('+33 6 12 34 56 78')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByText('Use 3 to 30 lowercase letters, digits, dots or underscores.').waitFor()
    await dialog.getByLabel('Username').fill('ana.lima')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await closedBackOn(page, dialog, 'Edit user')

    // Everything saved came from the backend, so it is all there after a reload.
    await page.reload()
    await page.getByRole('heading', { name: 'Dialog examples', level: 1 }).waitFor()
    const expected: Record<string, RegExp> = {
      'Share project': /^Shared with 2 people\./,
      'Add new card': /^Visa card ending in 4242/,
      Pricing: /^Business plan, billed yearly\./,
      'Refer and earn': /^1 friend invited\./,
      'Edit user': /\(@ana\.lima\), France\./,
      'Enable one-time password': /^Codes go to \+33 6 12 34 56 78\./,
      'Add new address': /^12 rue Mercière, Lyon, France\./,
      'Create app': /^Puffin, built with Vue and Firebase\./,
      'Two-factor authentication': /^On, with an authenticator app\./,
    }
    for (const [card, summary] of Object.entries(expected))
      await expect.poll(() => summaryOf(page, card).textContent()).toMatch(summary)
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
