import { existsSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import type { EventObject } from 'xstate'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { pathOf } from '../../src/routes/match'
import type { JournalExport } from '../../src/devtools/journal'
import { DEMO_USERS } from '../../src/mocks/demoUsers'
import { replayJournal } from '../../scripts/replay.mjs'
import { expectNoSeriousAxe, launchBrowser, openPage } from '../support/browser'

const client = DEMO_USERS.find((user) => user.role === 'client')!

/** A QA session: sign in, switch to the dark theme, open a page the client may not see, go back home, sign out, export. */
async function recordSession(browser: Browser): Promise<{ journal: JournalExport; text: string; pageErrors: Error[] }> {
  const { page, context, pageErrors } = await openPage(browser, { path: pathOf('login') })
  // Sign in once Firebase has said nobody is signed in: a click before that report records the two
  // in the other order, a race the replay (which waits for each recorded state) cannot reproduce.
  await page.waitForFunction(() =>
    window.__conversaQa
      ?.journal()
      .actors.find((actor) => actor.name === 'authSession')
      ?.transitions.some((transition) => transition.to === 'signedOut'),
  )
  await page.getByLabel('Email').fill(client.email)
  await page.getByLabel('Password').fill(client.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForFunction((path) => location.pathname === path, pathOf('dashboards'))

  await page.getByRole('button', { name: /^Theme:/ }).click()
  await page.getByRole('menuitemradio', { name: 'Dark' }).click()
  await page.waitForFunction(() => document.documentElement.dataset.appearance === 'dark')

  // What a link does: a client-side navigation (the client role may not read the webhooks demo).
  await page.evaluate((path) => history.pushState(null, '', path), pathOf('instagram-webhooks'))
  await page.waitForFunction((path) => location.pathname === path, pathOf('not-authorized'))
  await page.getByRole('link', { name: 'Back to home' }).click()
  await page.waitForFunction((path) => location.pathname === path, pathOf('dashboards'))

  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.waitForFunction((path) => location.pathname === path, pathOf('login'))

  await page.getByRole('button', { name: 'QA journal' }).click()
  const dialog = page.getByRole('dialog', { name: 'QA journal' })
  await dialog
    .getByTestId('qa-state-authSession')
    .filter({ hasText: /^signedOut$/ })
    .waitFor()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export journal (JSON)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^conversa-journal-.*\.json$/)
  // The shared browser runs in another process: the download is streamed here, not read from its disk.
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  await context.close()
  return { journal: JSON.parse(text) as JournalExport, text, pageErrors }
}

describe('QA journal and replay', () => {
  let browser: Browser
  let recorded: Awaited<ReturnType<typeof recordSession>>
  let baseURL: string

  beforeAll(async () => {
    browser = await launchBrowser()
    recorded = await recordSession(browser)
    baseURL = inject('baseURL')
  })
  afterAll(async () => {
    await browser.close()
  })

  it('exports what the session did, with no password or token, and replays it to the same states', async () => {
    const { journal, text, pageErrors } = recorded
    expect(pageErrors).toEqual([])
    expect(text).not.toContain(client.password)
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{6,}\./)
    expect(
      journal.intents.map((intent) =>
        intent.kind === 'send'
          ? [intent.actor, intent.event.type, intent.event.key].filter(Boolean).join(' ')
          : `${intent.kind} ${intent.path}`,
      ),
    ).toEqual([
      `load ${pathOf('login')}`,
      'authSession SIGN_IN',
      'preferences PREFERENCE.SET theme',
      `navigate ${pathOf('instagram-webhooks')}`,
      `navigate ${pathOf('root')}`,
      'authSession SIGN_OUT',
    ])
    const statesOf = (name: string) => journal.actors.find((actor) => actor.name === name)!.transitions.map((t) => t.to)
    expect(statesOf('navigationGuard')).toContain('notAuthorized')
    expect(statesOf('preferences')).toContain('active.theme.dark | active.navigation.horizontal')
    expect(statesOf('authSession')).toEqual(expect.arrayContaining(['signingIn', 'signingOut', 'signedOut']))

    const result = await replayJournal({ journal, baseURL, browser })
    expect(result.divergence).toBeUndefined()
    expect(result).toMatchObject({
      ok: true,
      steps: 6,
      compared: expect.arrayContaining(['authSession', 'navigationGuard', 'preferences']),
    })
  })

  it('stops at the tampered step and names the event, the expected state and the actual one', async () => {
    const tampered = structuredClone(recorded.journal)
    const guard = tampered.actors.find((actor) => actor.name === 'navigationGuard')!
    const forbidden = guard.transitions.find((transition) => transition.to === 'notAuthorized')!
    forbidden.to = 'redirectedToLogin'

    const result = await replayJournal({ journal: tampered, baseURL, browser })
    expect(result.ok).toBe(false)
    expect(result.divergence).toMatchObject({
      intent: `navigate ${pathOf('instagram-webhooks')}`,
      actor: 'navigationGuard',
      event: 'NAVIGATE',
      expected: 'redirectedToLogin',
      actual: 'notAuthorized',
    })
    expect(existsSync(result.divergence!.screenshot)).toBe(true)
  })

  it('shows the QA panel accessibly, in the user’s language and direction', async () => {
    const { page, context, pageErrors } = await openPage(browser, { path: pathOf('login') })
    await page.getByRole('button', { name: 'QA journal' }).click()
    const dialog = page.getByRole('dialog', { name: 'QA journal' })
    await dialog.getByRole('heading', { name: 'navigationGuard' }).waitFor()
    await expectNoSeriousAxe(page)
    await page.keyboard.press('Escape')

    // The panel's own hook switches the language, as the language menu would.
    await page.evaluate(() =>
      window.__conversaQa!.send('preferences', { type: 'PREFERENCE.SET', key: 'language', value: 'ar' } as EventObject),
    )
    await page.waitForFunction(() => document.documentElement.dir === 'rtl')
    await page.getByRole('button', { name: 'سجل ضمان الجودة' }).click()
    const arabic = page.getByRole('dialog', { name: 'سجل ضمان الجودة' })
    await arabic.getByRole('button', { name: 'تصدير السجل (JSON)' }).waitFor()
    expect(await arabic.getByText('الحالة الحالية').count()).toBeGreaterThan(0)
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('keeps the screen working when the QA panel cannot be downloaded, and says so', async () => {
    const { page, context, pageErrors } = await openPage(browser)
    // The connection drops while the panel's code loads (it loads after the first screen).
    await context.route(/\/assets\/QaPanel-[^/]*\.js$/, (route) => route.abort('internetdisconnected'))
    await page.goto(pathOf('login'))
    await page.getByRole('status').filter({ hasText: 'The QA panel could not be loaded.' }).waitFor()
    await page.getByLabel('Email').fill(client.email)
    await page.getByLabel('Password', { exact: true }).fill(client.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForFunction((path) => location.pathname === path, pathOf('dashboards'))
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
