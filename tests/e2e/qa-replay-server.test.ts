import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { pathOf } from '../../src/routes/match'
import type { JournalExport } from '../../src/devtools/journal'
import { DEMO_USERS } from '../../src/mocks/demoUsers'
import { replayJournal, type ReplayResult } from '../../scripts/replay.mjs'
import { serveServerApp } from '../../scripts/replay/serveServer.mjs'
import { launchBrowser, openPage } from '../support/browser'
import { exportFromPanel, settled, signIn, signOut } from '../support/qaJournal'

const admin = DEMO_USERS.find((user) => user.role === 'admin')!

/** The verdict a tester reads: matched or not, over how many steps, and where and how it diverged. */
const verdict = ({ ok, steps, compared, divergence }: ReplayResult) => ({
  ok,
  steps,
  compared,
  divergence: divergence && {
    step: divergence.step,
    intent: divergence.intent,
    actor: divergence.actor,
    expected: divergence.expected,
    actual: divergence.actual,
  },
})

/**
 * `npm run replay -- journal.json --server`: the same journal, recorded on the in-browser mock
 * backend, replayed against the Conversa server (its own process, a fresh embedded database, the
 * production build with QA mode on) gives the same verdict as on the mock backend.
 */
describe('replaying a QA journal against the Conversa server', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveServerApp>>
  let journal: JournalExport

  beforeAll(async () => {
    browser = await launchBrowser()
    // Builds the app and the server, then starts it: minutes on a busy machine.
    const starting = serveServerApp({ log: () => {} })
    try {
      const { page, context } = await openPage(browser, { path: pathOf('login') })
      await signIn(page, admin)
      await page.goto(pathOf('user-list'))
      await settled(page, /profile\.ready/)
      await page.getByRole('button', { name: /^Theme:/ }).click()
      await page.getByRole('menuitemradio', { name: 'Dark' }).click()
      await page.waitForFunction(() => document.documentElement.dataset.appearance === 'dark')
      await signOut(page)
      journal = (await exportFromPanel(page)).journal
      await context.close()
    } finally {
      // Stopped in afterAll even when the recording failed.
      server = await starting
    }
  }, 600_000)
  afterAll(async () => {
    await server?.close()
    await browser?.close()
  })

  it('matches on both hosts', async () => {
    const onMock = await replayJournal({ journal, baseURL: inject('baseURL'), browser })
    const onServer = await replayJournal({ journal, baseURL: server.baseURL, browser })
    expect(verdict(onMock)).toMatchObject({ ok: true, steps: journal.intents.length })
    expect(verdict(onServer)).toEqual(verdict(onMock))
    expect(onServer.pageErrors).toEqual([])
  })

  it('diverges at the same step, the same way, on both hosts', async () => {
    const tampered = structuredClone(journal)
    const preferences = tampered.actors.find((actor) => actor.name === 'preferences')!
    const dark = preferences.transitions.find((transition) => transition.to.includes('theme.dark'))!
    dark.to = dark.to.replace('theme.dark', 'theme.system')
    const onMock = await replayJournal({ journal: tampered, baseURL: inject('baseURL'), browser })
    const onServer = await replayJournal({ journal: tampered, baseURL: server.baseURL, browser })
    expect(verdict(onMock)).toMatchObject({ ok: false, divergence: { actor: 'preferences' } })
    expect(verdict(onServer)).toEqual(verdict(onMock))
  })
})
