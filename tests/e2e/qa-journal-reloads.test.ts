import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hrefOf, pathOf } from '../../src/routes/match'
import { DEMO_USERS } from '../../src/mocks/demoUsers'
import { formatResult, replayJournal } from '../../scripts/replay.mjs'
import { launchBrowser, openPage } from '../support/browser'
import { describeIntents, expectNoSecrets, exportFromPanel, settled, signIn, signOut } from '../support/qaJournal'

const admin = DEMO_USERS.find((user) => user.role === 'admin')!
const client = DEMO_USERS.find((user) => user.role === 'client')!
const TYPED_ADDRESSES = [pathOf('invoice-list'), pathOf('user-list'), pathOf('account')]

describe('a QA journal across page loads', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('keeps a session of typed addresses whole, and the replay matches every step', async () => {
    const { page, context, pageErrors } = await openPage(browser, { path: pathOf('login') })
    await signIn(page, admin)
    for (const path of TYPED_ADDRESSES) {
      await page.goto(path)
      await settled(page, /profile\.ready/)
    }
    await page.getByRole('button', { name: /^Theme:/ }).click()
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()
    await page.waitForFunction(() => document.documentElement.dataset.appearance === 'dark')
    await signOut(page)

    await page.getByRole('button', { name: 'QA journal' }).click()
    const dialog = page.getByRole('dialog', { name: 'QA journal' })
    // The login page, then three typed addresses: four page loads, each one marked.
    await expect.poll(() => dialog.getByTestId('qa-page-loads').textContent()).toBe('4')
    await page.keyboard.press('Escape')
    const { journal, text } = await exportFromPanel(page)
    await context.close()

    expectNoSecrets(text, admin.password)
    expect(pageErrors).toEqual([])
    expect(describeIntents(journal)).toEqual([
      `load ${pathOf('login')}`,
      'authSession SIGN_IN',
      ...TYPED_ADDRESSES.map((path) => `load ${path}`),
      'preferences PREFERENCE.SET theme',
      'authSession SIGN_OUT',
    ])
    expect(journal).toMatchObject({ version: 3, pageLoads: 4, droppedIntents: 0, start: { signedInAs: null } })

    const result = await replayJournal({ journal, baseURL: inject('baseURL'), browser })
    expect(result.divergence).toBeUndefined()
    expect(result).toMatchObject({ ok: true, steps: journal.intents.length, missingRecords: [] })
    expect(result.compared).toEqual(expect.arrayContaining(['authSession', 'navigationGuard', 'preferences']))
  })

  it('starts a new tab’s journal signed in when the tab already had a session, and replays by signing in first', async () => {
    const { page: first, context } = await openPage(browser, { path: pathOf('login') })
    await signIn(first, client)
    await first.close()
    // A link opened in a new tab: the session is there already, the tab's journal is not.
    const page = await context.newPage()
    await page.goto(pathOf('dashboards'))
    await settled(page, /profile\.ready/)
    await page.goto(pathOf('account'))
    await settled(page, /profile\.ready/)
    await signOut(page)
    const { journal, text } = await exportFromPanel(page)
    await context.close()

    expectNoSecrets(text, client.password)
    expect(journal.start).toMatchObject({
      kind: 'load',
      signedInAs: { email: client.email, role: 'client' },
      preferences: expect.objectContaining({ theme: expect.any(String), language: expect.any(String) }),
    })
    expect(describeIntents(journal)).toEqual([
      `load ${pathOf('dashboards')}`,
      `load ${pathOf('account')}`,
      'authSession SIGN_OUT',
    ])

    const log: string[] = []
    const result = await replayJournal({
      journal,
      baseURL: inject('baseURL'),
      browser,
      log: (line) => log.push(line),
    })
    expect(result.divergence).toBeUndefined()
    expect(result).toMatchObject({ ok: true, steps: 3 })
    expect(log[0]).toBe(`signing in as ${client.email} (client) first (the recording started signed in)`)
  })

  it('begins a new journal from the QA panel, and the replay starts where the tester pressed it', async () => {
    const { page, context, pageErrors } = await openPage(browser, { path: pathOf('login') })
    await signIn(page, admin)
    await page.goto(pathOf('invoice-list'))
    await settled(page, /profile\.ready/)

    await page.getByRole('button', { name: 'QA journal' }).click()
    const dialog = page.getByRole('dialog', { name: 'QA journal' })
    await expect.poll(() => dialog.getByTestId('qa-page-loads').textContent()).toBe('2')
    await dialog.getByRole('button', { name: 'Start a new journal' }).click()
    await expect.poll(() => dialog.getByTestId('qa-page-loads').textContent()).toBe('0')
    await expect.poll(() => dialog.getByTestId('qa-steps').textContent()).toBe('1')
    await expect.poll(() => dialog.getByText(`signed in as ${admin.email} (admin)`).count()).toBe(1)
    await page.keyboard.press('Escape')

    await page.goto(pathOf('user-list'))
    await settled(page, /profile\.ready/)
    await signOut(page)
    const { journal } = await exportFromPanel(page)
    await context.close()

    expect(pageErrors).toEqual([])
    expect(describeIntents(journal)).toEqual([
      `start ${pathOf('invoice-list')}`,
      `load ${pathOf('user-list')}`,
      'authSession SIGN_OUT',
    ])
    expect(journal.start).toMatchObject({ kind: 'new', states: { navigationGuard: 'allowed' } })

    const result = await replayJournal({ journal, baseURL: inject('baseURL'), browser })
    expect(result.divergence).toBeUndefined()
    expect(result).toMatchObject({ ok: true, steps: 3 })
  })

  it('says which records the journal needed that the replay’s fresh database lacks', async () => {
    const { page, context } = await openPage(browser, { path: pathOf('login') })
    await signIn(page, admin)
    await page.goto(pathOf('invoice-list'))
    const firstInvoice = page.getByRole('link', { name: /^#\d+$/ }).first()
    const number = (await firstInvoice.textContent())!.slice(1)
    await page.goto(hrefOf('invoice-preview', { id: number }))
    await settled(page, /profile\.ready/)
    const record = `/api/invoices/${number}`
    await page.waitForFunction((path) => window.__conversaQa!.journal().records.includes(path), record)
    const { journal } = await exportFromPanel(page)
    await context.close()

    // As if recorded in a workspace whose invoice the fresh mock database does not hold.
    const elsewhere = JSON.parse(JSON.stringify(journal).replaceAll(`/${number}`, '/987654')) as typeof journal
    expect(elsewhere.records).toContain('/api/invoices/987654')
    const result = await replayJournal({ journal: elsewhere, baseURL: inject('baseURL'), browser })
    expect(result.missingRecords).toEqual(['/api/invoices/987654'])
    expect(formatResult(result)).toContain(
      "The journal needed records the replay's fresh database lacks: /api/invoices/987654",
    )
  })
})
