import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../support/emulator'
import { expectNoSeriousAxe, launchBrowser, openPage, type OpenedPage } from '../support/browser'
import { withFlow } from '../support/automationSpec'

/**
 * The mock database as a person meets it (docs/architecture.md, "The mock backend"): two tabs of
 * one browser share it and see each other's writes without a reload, and damaged data comes back
 * with a notice instead of vanishing.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })

async function signInAsAdmin(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill('admin@conversa.test')
  await page.getByLabel('Password').fill('conversa-admin')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboards/, { timeout: 20_000 })
}

async function connectInstagram(page: Page) {
  await page.goto('/integracoes')
  await page.getByRole('button', { name: 'Connect an Instagram account' }).click()
  await page.waitForURL(/\/__mock\/instagram\/oauth\/authorize\?/, { timeout: 20_000 })
  await page.getByRole('radio').first().click()
  await page.getByRole('button', { name: 'Allow' }).click()
  // The callback finishes the exchange and lands on /integracoes, which names the account once.
  await page.waitForURL(/\/integracoes$/, { timeout: 20_000 })
  await page.getByRole('status').filter({ hasText: 'is connected' }).waitFor({ timeout: 20_000 })
}

/** A call to the product API from inside a tab: its own mock backend answers, on the shared database. */
async function callApi<T>(page: Page, token: string, method: string, path: string, body?: unknown) {
  // The tab's calls reach its mock backend once the mock's service worker controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return page.evaluate(
    async ({ token, method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { token, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      try {
        return { status: response.status, json: JSON.parse(text) as unknown }
      } catch {
        const controlled = navigator.serviceWorker.controller !== null
        throw new Error(
          `${method} ${path} answered ${response.status} (controlled: ${controlled}): ${text.slice(0, 200)}`,
        )
      }
    },
    { token, method, path, body },
  ) as Promise<{ status: number; json: T }>
}

/** Whether the automations list on screen shows this name (however the list is drawn). */
function listShows(page: Page, name: string) {
  return page.getByRole('main').getByText(name, { exact: true }).first().isVisible()
}

describe('the mock database, shared by the tabs of one browser', () => {
  let browser: Browser
  let opened: OpenedPage
  let token: string

  beforeAll(async () => {
    browser = await launchBrowser()
    opened = await openPage(browser)
    await signInAsAdmin(opened.page)
    // The same user's ID token, for calls made from inside the tabs.
    token = (await signIn('admin@conversa.test', 'conversa-admin')).idToken
  })
  afterAll(async () => {
    await opened.context.close()
    await browser.close()
  })

  it('keeps what two tabs create at the same moment, and each open list shows the other tab’s record', async () => {
    const tabA = opened.page
    await connectInstagram(tabA)
    const tabB = await opened.context.newPage()
    for (const tab of [tabA, tabB]) {
      await tab.goto('/automacoes', { waitUntil: 'domcontentloaded' })
      await tab.getByRole('heading', { name: 'Automations', level: 1 }).waitFor({ timeout: 30_000 })
    }
    const accounts = await callApi<{ accountId: string }[]>(tabA, token, 'GET', '/automations/accounts')
    const automation = (name: string) =>
      withFlow({
        name,
        accountId: accounts.json[0]!.accountId,
        status: 'active',
        priority: 0,
        stopAfterFirstMatch: false,
        trigger: {
          kind: 'comment-keyword',
          keywords: { keywords: ['link'], mode: 'contains' },
          media: { kind: 'any' },
        },
        actions: [{ kind: 'private-reply', message: { text: 'Aqui está', quickReplies: [], buttons: [] } }],
      })

    const created = await Promise.all([
      callApi(tabA, token, 'POST', '/automations', automation('Criada na aba A')),
      callApi(tabB, token, 'POST', '/automations', automation('Criada na aba B')),
    ])
    expect(created.map((response) => response.status)).toEqual([201, 201])

    // No reload: the backend announces the change and each tab's open list refreshes itself.
    for (const tab of [tabA, tabB]) {
      await poll(() => listShows(tab, 'Criada na aba A')).toBe(true)
      await poll(() => listShows(tab, 'Criada na aba B')).toBe(true)
    }
    await tabB.close()
  })

  it('brings damaged data back with a notice instead of emptying it', async () => {
    const { page } = opened
    await page.goto('/dashboards', { waitUntil: 'domcontentloaded' })
    // The app starts once the mock backend answers: from here on, the tab's calls reach it.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 30_000 })
    // Every stored profile loses its fields, as a damaged browser profile would leave them.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('conversa-mockdb')
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            const database = request.result
            const transaction = database.transaction('profiles', 'readwrite')
            const cursor = transaction.objectStore('profiles').openCursor()
            cursor.onsuccess = () => {
              if (!cursor.result) return
              cursor.result.update({ __order: cursor.result.primaryKey, damaged: true })
              cursor.result.continue()
            }
            transaction.oncomplete = () => {
              database.close()
              resolve()
            }
            transaction.onerror = () => reject(transaction.error)
          }
        }),
    )
    // The next read finds the damage (as the next page load would): the admin's profile is back
    // from the demo data, role included, and the open page says so.
    const session = await callApi<{ userData: { fullName: string; role: string } }>(page, token, 'GET', '/session')
    expect(session.json.userData).toMatchObject({ fullName: 'Ana Admin', role: 'admin' })
    const notice = page.getByRole('status').filter({ hasText: 'Some saved data was damaged and has been restored' })
    await poll(() => notice.isVisible()).toBe(true)
    await expectNoSeriousAxe(page)
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await poll(() => notice.count()).toBe(0)
  })
})
