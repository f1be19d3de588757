import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visit } from '../support/browser'
import { signInAt } from './authSupport'

/**
 * Roles that really govern the app (docs/product.md "Roles and permissions"): the admin
 * grants the client role `read` on the webhooks screen, the client's next session opens it and
 * lists it in the menu; the admin revokes it and the client is sent to not-authorized again.
 * One browser context: the mock backend's database lives in it, as one server would.
 */
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const CLIENT = { email: 'client@conversa.test', password: 'conversa-client' }
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

async function signOut(page: Page) {
  await visit(page, '/minha-conta/security')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
}

/** As the admin: grants "Webhooks: Read" in the client role's matrix on /apps/roles, and signs out. */
async function grantClientWebhooks(page: Page) {
  await signInAt(page, ADMIN.email, ADMIN.password)
  await visit(page, '/apps/roles')
  await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor()
  // The admin's own role cannot be edited by them.
  const adminCard = page.getByRole('region', { name: 'Admin' })
  await adminCard.getByText('You hold this role, so another admin must change it.').waitFor()
  expect(await adminCard.getByRole('button').count()).toBe(0)

  const edit = page.getByRole('region', { name: 'Client' }).getByRole('button', { name: 'Edit role: Client' })
  await edit.click()
  const dialog = page.getByRole('dialog', { name: 'Edit the Client role' })
  const cell = dialog.getByRole('checkbox', { name: 'Webhooks: Read' })
  expect(await cell.getAttribute('aria-checked')).toBe('false')
  await cell.click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await page.getByText('The Client role is saved.').waitFor()
  await poll(() => dialog.count()).toBe(0)
  await poll(() => edit.evaluate((button) => button === document.activeElement)).toBe(true)
  await signOut(page)
}

/** As the admin: takes it back area by area on /apps/permissions, and signs out. */
async function revokeClientWebhooks(page: Page) {
  await signInAt(page, ADMIN.email, ADMIN.password)
  await visit(page, '/apps/permissions')
  const row = page.getByRole('row', { name: /^Webhooks/ })
  await row.getByText('Client: Read').waitFor()
  await row.getByRole('button', { name: 'Edit who may work with Webhooks' }).click()
  const dialog = page.getByRole('dialog', { name: 'Who may work with Webhooks' })
  // Full access and one's own role are not changed here.
  expect(await dialog.getByRole('checkbox', { name: 'Admin: Read' }).isDisabled()).toBe(true)
  await dialog.getByRole('checkbox', { name: 'Client: Read' }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Who may work with Webhooks is saved.').waitFor()
  await poll(() => row.getByText('Client: Read').count()).toBe(0)
  await signOut(page)
}

describe('roles', { timeout: 240_000 }, () => {
  it('an admin grants the client role the webhooks screen, then revokes it area by area; the client follows', async () => {
    const { page, context, pageErrors, baseURL } = await openPage(browser)
    // The vertical menu shows the product's entries without opening a popover.
    await context.addCookies([{ name: 'conversa-navigation', value: 'vertical', url: baseURL }])
    const menu = page.getByRole('navigation', { name: 'Main navigation' })

    await grantClientWebhooks(page)
    await signInAt(page, CLIENT.email, CLIENT.password)
    await menu.getByRole('link', { name: 'Webhooks' }).waitFor()
    await visit(page, '/webhooks/instagram')
    await page.getByRole('heading', { name: 'Instagram webhooks', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/webhooks/instagram')
    // The roles screen itself stays closed to the client.
    await visit(page, '/apps/roles')
    await page.waitForURL(/\/not-authorized$/)
    await signOut(page)

    await revokeClientWebhooks(page)
    await signInAt(page, CLIENT.email, CLIENT.password)
    await menu.getByRole('link', { name: 'Automations' }).waitFor()
    expect(await menu.getByRole('link', { name: 'Webhooks' }).count()).toBe(0)
    await visit(page, '/webhooks/instagram')
    await page.waitForURL(/\/not-authorized$/)

    expect(pageErrors).toEqual([])
    await context.close()
  })
  it('shows a visitor what each role may open, in French, and signs them in as the role they pick', async () => {
    const { page, context, pageErrors, baseURL } = await openPage(browser)
    await context.addCookies([{ name: 'conversa-language', value: 'fr', url: baseURL }])
    await page.goto('/access-control2')
    await page.getByRole('heading', { name: 'Ce que chaque rôle peut ouvrir', level: 1 }).waitFor()
    const webhooks = page.getByRole('row', { name: /^Instagram webhooks|^Webhooks Instagram/ })
    await webhooks.getByText('Demande de se connecter').waitFor()
    await page.getByRole('radio', { name: 'Client' }).click()
    await webhooks.getByText('Non autorisé').waitFor()
    await page
      .getByRole('row', { name: /Automatisations/ })
      .first()
      .getByText('S’ouvre')
      .waitFor()

    await page.getByRole('link', { name: 'Rôles' }).click()
    await page.getByRole('heading', { name: 'Contrôle d’accès', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Se connecter en tant que Client' }).click()
    await page.waitForURL(/\/dashboards$/)
    // Signed in, the access-control pages are for visitors only.
    await visit(page, '/access-control')
    await page.waitForURL((url) => url.pathname !== '/access-control')

    expect(pageErrors).toEqual([])
    await context.close()
  })
})
