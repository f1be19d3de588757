import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { pathOf } from '../../src/routes/match'
import type { JournalExport } from '../../src/devtools/journal'

/** What the QA journal end-to-end tests do as a tester would: sign in and out, export from the panel. */

/**
 * Waits until the page has settled where a tester would act next: the session in the state given
 * and the navigation guard done deciding. The replay waits for each recorded state; acting before
 * they are reached would record a race it cannot reproduce.
 */
export async function settled(page: Page, session: RegExp) {
  await page.waitForFunction(
    ([source, flags]: [string, string]) => {
      const actors = window.__conversaQa?.journal().actors ?? []
      const stateOf = (name: string) => actors.find((actor) => actor.name === name)?.state ?? ''
      return (
        new RegExp(source, flags).test(stateOf('authSession')) &&
        /^(allowed|loggedOut)$/.test(stateOf('navigationGuard'))
      )
    },
    [session.source, session.flags] as [string, string],
  )
}

export async function signIn(page: Page, user: { email: string; password: string }) {
  await settled(page, /^signedOut$/)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForFunction((path) => location.pathname === path, pathOf('dashboards'))
  await settled(page, /profile\.ready/)
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.waitForFunction((path) => location.pathname === path, pathOf('login'))
  await settled(page, /^signedOut$/)
}

/** Exports the journal with the QA panel's button, as a tester does, and reads the downloaded file. */
export async function exportFromPanel(page: Page): Promise<{ journal: JournalExport; text: string }> {
  await page.getByRole('button', { name: 'QA journal' }).click()
  const dialog = page.getByRole('dialog', { name: 'QA journal' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export journal (JSON)' }).click(),
  ])
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  await page.keyboard.press('Escape')
  return { journal: JSON.parse(text) as JournalExport, text }
}

export const describeIntents = (journal: JournalExport) =>
  journal.intents.map((intent) =>
    intent.kind === 'send'
      ? [intent.actor, intent.event.type, intent.event.key].filter(Boolean).join(' ')
      : `${intent.kind} ${intent.path}`,
  )

export const expectNoSecrets = (text: string, password: string) => {
  expect(text).not.toContain(password)
  expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{6,}\./)
}
