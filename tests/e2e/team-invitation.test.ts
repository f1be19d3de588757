import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathOf } from '../../src/routes/match'
import { ensureEmulator } from '../../scripts/lib/emulator.mjs'
import { serveServerApp } from '../../scripts/replay/serveServer.mjs'
import { launchBrowser } from '../support/browser'
import { oobCodesFor, signUp, uniqueEmail } from '../support/emulator'
import { signInAt } from './authSupport'
import { createSampleAutomation, SAMPLE_AUTOMATION } from './sampleRecords'

/**
 * A team is two people in two browsers sharing one backend: this file runs against the Conversa
 * server (its own process and database, the production build; the mock build keeps each browser's
 * backend in that browser). The owner invites an address from /equipe; the invitee opens the
 * Auth emulator's email link in another browser, confirms the address, is signed in and joins,
 * and sees the owner's automations; the owner's members list shows them without a reload. The
 * invitee's switcher then lists both workspaces and takes them back to their own; a second tab of
 * theirs, still on the team's workspace, says so and switches back.
 */
describe('inviting a teammate by email', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveServerApp>>
  let emulator: Awaited<ReturnType<typeof ensureEmulator>> | undefined
  const contexts: BrowserContext[] = []

  const openPage = async (): Promise<Page> => {
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-US', reducedMotion: 'reduce' })
    contexts.push(context)
    return context.newPage()
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    // Builds the app and the server, then starts it: minutes on a busy machine.
    server = await serveServerApp({ log: () => {} })
    // The emulator is shared: one that another run started may have stopped during the build.
    emulator = await ensureEmulator({ log: () => {} })
  }, 600_000)
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await server?.close()
    await emulator?.stop()
    await browser?.close()
  })

  it('the invitee joins through the emailed link and works in the owner’s workspace', async () => {
    const password = 'team-owner-1'
    const owner = uniqueEmail('owner')
    const invitee = uniqueEmail('teammate')
    await signUp(owner, password, 'Olga Owner')

    const ownerPage = await openPage()
    await signInAt(ownerPage, owner, password)
    await createSampleAutomation(ownerPage)
    await ownerPage.goto(pathOf('team'))
    const members = ownerPage.getByRole('region', { name: 'Members' })
    await expect.poll(() => members.getByRole('row', { name: new RegExp(owner) }).count()).toBe(1)

    const invite = ownerPage.getByRole('form', { name: 'Invite someone' })
    await invite.getByLabel('Email').fill(invitee)
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await expect
      .poll(() =>
        ownerPage
          .getByRole('status')
          .filter({ hasText: `was sent to ${invitee}` })
          .count(),
      )
      .toBe(1)
    await expect
      .poll(() => ownerPage.getByRole('region', { name: 'Invitations' }).getByRole('table').getByText(invitee).count())
      .toBe(1)

    // The email the identity service "sent": its link goes through the emulator to /convite/<id>.
    const signInLink = async () =>
      (await oobCodesFor(invitee)).find((code) => code.requestType === 'EMAIL_SIGNIN')?.oobLink ?? ''
    await expect.poll(signInLink).not.toBe('')
    const link = await signInLink()

    const inviteePage = await openPage()
    await inviteePage.goto(link)
    await inviteePage.waitForURL(/\/convite\/[^/?]+\?.*mode=signIn/)
    await inviteePage.getByLabel('Email').fill(invitee)
    await inviteePage.getByRole('button', { name: 'Sign in and join' }).click()
    await inviteePage.waitForURL((url) => url.pathname === pathOf('dashboards'), { timeout: 30_000 })

    await inviteePage.goto(pathOf('automations'))
    await expect.poll(() => inviteePage.getByText(SAMPLE_AUTOMATION).count()).toBeGreaterThan(0)

    // The owner's screen learns of the new member from the event stream, with no reload.
    await expect.poll(() => members.getByRole('row', { name: new RegExp(invitee) }).count()).toBe(1)
    const newcomer = members.getByRole('row').filter({ hasText: invitee })
    await expect.poll(() => newcomer.getByRole('combobox', { name: /^Role of / }).textContent()).toBe('Agent')

    // A second tab of the invitee's, on the team's automations.
    const secondTab = await inviteePage.context().newPage()
    await secondTab.goto(pathOf('automations'))
    await expect.poll(() => secondTab.getByText(SAMPLE_AUTOMATION).count()).toBeGreaterThan(0)

    // The navbar's switcher lists the invitee's workspaces with their role in each; choosing their own
    // loads the app again there.
    const ownerSwitcher = ownerPage.getByRole('button', { name: /^Workspace: / })
    const team = (await ownerSwitcher.getAttribute('aria-label'))!.replace(/^Workspace: /, '')
    await inviteePage.getByRole('button', { name: `Workspace: ${team}` }).click()
    const literal = team.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const teamItem = inviteePage.getByRole('menuitemradio', { name: new RegExp(`^${literal}\\s*Agent$`) })
    await expect.poll(() => teamItem.getAttribute('aria-checked')).toBe('true')
    await inviteePage.getByRole('menuitemradio', { name: /\s*Owner$/ }).click()
    await inviteePage.waitForURL((url) => url.pathname === pathOf('dashboards'))
    const inviteeSwitcher = inviteePage.getByRole('button', { name: /^Workspace: / })
    await expect.poll(() => inviteeSwitcher.getAttribute('aria-label')).not.toBe(`Workspace: ${team}`)

    // The second tab still shows the team's workspace, and says the person works in another now.
    const leftBehind = (page: Page) => page.getByRole('alert').filter({ hasText: /^You switched to/ })
    await expect.poll(() => leftBehind(secondTab).textContent()).toContain(`This tab still shows ${team}`)
    const secondSwitcher = secondTab.getByRole('button', { name: /^Workspace: / })
    await expect.poll(() => secondSwitcher.getAttribute('aria-label')).toBe(`Workspace: ${team}`)
    // Switching back keeps its page and asks again what was refused meanwhile; the first tab is then
    // the one left behind.
    await leftBehind(secondTab).getByRole('button', { name: 'Switch back here' }).click()
    await expect.poll(() => secondTab.getByRole('alert').count()).toBe(0)
    await expect.poll(() => secondTab.getByText(SAMPLE_AUTOMATION).count()).toBeGreaterThan(0)
    await expect.poll(() => leftBehind(inviteePage).count()).toBe(1)
  })
})
