import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousAxeViolations, visit } from '../support/browser'
import { signedInPages } from './authSupport'

const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })

const pages = signedInPages(ADMIN)
const rows = (page: Page) => page.locator('.email-row')
const subjects = (page: Page) => page.locator('.email-row-open > .email-row-text > :nth-child(2)').allInnerTexts()

/** What a download holds (the browser may be remote: a local copy is read). */
async function textOf(download: Download): Promise<string> {
  const file = join(tmpdir(), `conversa-mail-${Date.now()}-${download.suggestedFilename()}`)
  await download.saveAs(file)
  const text = await readFile(file, 'utf8')
  await rm(file, { force: true })
  return text
}

/** The e-mail app (docs/product.md "Email") as the demo admin. */
describe('email', () => {
  beforeAll(() => pages.start())
  afterAll(() => pages.stop())

  it('trashes with Undo, searches, reads with its attachment, replies, and deletes for good from the trash', async () => {
    const { page, pageErrors } = await pages.open()
    await visit(page, '/apps/email')
    await page.getByRole('heading', { name: 'Email', level: 1 }).waitFor()
    await poll(() => rows(page).count()).toBe(20)
    const [first, second] = (await subjects(page)).slice(0, 2)

    // Two selected, to the trash; Undo puts them back.
    await rows(page).nth(0).getByRole('checkbox').click()
    await rows(page).nth(1).getByRole('checkbox').click()
    await page.getByRole('toolbar', { name: 'Selected messages' }).getByText('2 selected').waitFor()
    await page.getByRole('button', { name: 'Move to trash' }).click()
    await page.getByText('2 messages moved to the trash.').waitFor()
    await poll(async () => (await subjects(page)).slice(0, 2)).not.toEqual([first, second])
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Undone.').waitFor()
    await poll(async () => (await subjects(page)).slice(0, 2)).toEqual([first, second])

    // The search finds the call sheet; the message opens with its thread and its file.
    await page.getByRole('searchbox', { name: 'Search mail' }).fill('call sheet')
    await poll(() => subjects(page)).toEqual(['Reel shoot on Thursday: call sheet (3)'])
    await page.locator('.email-row-open').first().click()
    await page.getByRole('heading', { name: 'Reel shoot on Thursday: call sheet', level: 2 }).waitFor()
    expect(page.url()).toContain('open=')
    await poll(() => page.locator('.email-reader article').count()).toBe(3)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download call-sheet.txt' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('call-sheet.txt')
    expect(await textOf(download)).toContain('Studio B')

    await page.getByRole('button', { name: 'Reply', exact: true }).click()
    await page.getByRole('textbox', { name: 'Your reply' }).click()
    await page.keyboard.type('See you at 9:30.')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByText('Your reply is sent.').waitFor()
    await poll(() => page.locator('.email-reader article').count()).toBe(4)
    await page.reload()
    await poll(() => page.locator('.email-reader article').last().innerText()).toContain('See you at 9:30.')
    expect(await seriousAxeViolations(page)).toEqual([])

    // To the trash from the reading view, then gone for good after a confirmation.
    await page.getByRole('button', { name: 'Move to trash' }).click()
    await page.getByText('Message moved to the trash.').waitFor()
    await page.getByRole('link', { name: /^Trash/ }).click()
    await poll(() => subjects(page)).toContain('Reel shoot on Thursday: call sheet (4)')
    await rows(page).filter({ hasText: 'call sheet' }).getByRole('checkbox').click()
    await page.getByRole('button', { name: 'Delete for good' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete for good' }).click()
    await page.getByText('Message deleted for good.').waitFor()
    await poll(() => page.getByText('This folder has no message.').count()).toBe(1)
    expect(pageErrors).toEqual([])
  })

  it('writes a message with Cc, Bcc and a file, keeps it as a draft, then sends it to Sent', async () => {
    const { page, pageErrors } = await pages.open()
    await visit(page, '/apps/email')
    await page.getByRole('button', { name: 'Compose' }).click()
    const dialog = page.getByRole('dialog', { name: 'New message' })
    await dialog.getByRole('textbox', { name: 'To' }).fill('mei@example.com, bruno')
    await dialog.getByRole('button', { name: 'Add Cc and Bcc' }).click()
    await dialog.getByRole('textbox', { name: 'Bcc' }).fill('boss@example.com')
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Spring giveaway plan')
    await dialog.getByRole('textbox', { name: 'Message' }).click()
    await dialog.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('Keyword: GLOW')
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'plan.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('1. Post\n2. Comment GLOW\n3. Private reply\n'),
    })
    await dialog.getByText('plan.txt').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    // A piece that is not an address is said, on its field.
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByText('“bruno” is not an e-mail address.').waitFor()
    await dialog.getByRole('textbox', { name: 'To' }).fill('mei@example.com, bruno@example.com')
    await dialog.getByRole('button', { name: 'Save draft' }).click()
    await page.getByText('Draft saved.').waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    // The draft, continued after a reload, is sent once and lands in Sent with its file.
    await page.getByRole('link', { name: /^Drafts/ }).click()
    await page.waitForURL('**/apps/email/filter/draft')
    await page.reload()
    await rows(page).filter({ hasText: 'Spring giveaway plan' }).locator('.email-row-open').click()
    const draft = page.getByRole('dialog', { name: 'Continue the draft' })
    await poll(() => draft.getByRole('textbox', { name: 'To' }).inputValue()).toBe('mei@example.com, bruno@example.com')
    await draft.getByText('plan.txt').waitFor()
    expect(await draft.locator('[role=textbox] strong').innerText()).toBe('Keyword: GLOW')
    await draft.getByRole('button', { name: 'Send', exact: true }).dblclick()
    await page.getByText('Your message is sent.').waitFor()
    await poll(() => rows(page).filter({ hasText: 'Spring giveaway plan' }).count()).toBe(0)
    await page.getByRole('link', { name: /^Sent/ }).click()
    await poll(() => subjects(page)).toContain('Spring giveaway plan')
    expect((await subjects(page)).filter((subject) => subject === 'Spring giveaway plan')).toHaveLength(1)
    await rows(page).filter({ hasText: 'Spring giveaway plan' }).locator('.email-row-open').click()
    await page.getByText('Bcc: boss@example.com').waitFor()
    await page.getByRole('button', { name: 'Download plan.txt' }).waitFor()
    expect(pageErrors).toEqual([])
  })

  it('in Arabic, marks a message as spam from a label view laid out right to left, and Spam counts it', async () => {
    const { page, pageErrors } = await pages.open({}, 'ar')
    await visit(page, '/apps/email/label/important')
    await page.getByRole('heading', { name: 'البريد الإلكتروني', level: 1 }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const sidebar = (await page.locator('.email-sidebar').boundingBox())!
    const main = (await page.locator('.email-main').boundingBox())!
    expect(sidebar.x).toBeGreaterThan(main.x)
    const spamLink = page.getByRole('link', { name: /^غير مرغوب فيها/ })
    const before = await spamLink.innerText()

    const received = rows(page)
      .filter({ hasNot: page.locator('text=إلى:') })
      .first()
    const subject = await received.locator('.email-row-text > :nth-child(2)').innerText()
    await received.getByRole('checkbox').click()
    await page.getByRole('button', { name: 'تعليم كرسالة غير مرغوب فيها' }).click()
    await page.getByText('عُلّمت الرسالة كغير مرغوب فيها.').waitFor()
    await poll(() => spamLink.innerText()).not.toBe(before)
    await spamLink.click()
    await poll(() => subjects(page)).toContain(subject)
    expect(pageErrors).toEqual([])
  })
})
