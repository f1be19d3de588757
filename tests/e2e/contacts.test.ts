import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { expectNoSeriousAxe, launchBrowser, openPage, type OpenedPage } from '../support/browser'
import { signInAt } from './authSupport'
import { createSampleAutomation, runSampleAutomation, SAMPLE_AUTOMATION } from './sampleRecords'

/**
 * Contacts, end to end in the page's harness: two people comment, the automation answers them,
 * and the list, a contact's page (timeline, tags, typed fields), the CSV export and erasure work
 * as a person uses them, in English and in Arabic.
 */
describe('contacts, end to end', () => {
  let browser: Browser
  let opened: OpenedPage
  let automationId: string

  beforeAll(async () => {
    browser = await launchBrowser()
    opened = await openPage(browser)
    // The admin: the webhook simulator the sample's comments go through is theirs to use.
    const admin = DEMO_USERS.find((user) => user.role === 'admin')!
    await signInAt(opened.page, admin.email, admin.password)
    automationId = await createSampleAutomation(opened.page)
  })
  afterAll(async () => {
    await opened?.context.close()
    await browser?.close()
  })

  it('lists who commented, shows one with their timeline, edits tags and typed fields, exports and erases', async () => {
    const { page, pageErrors } = opened
    await runSampleAutomation(page, automationId, 2)
    await page.goto('/contatos')
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor()
    const table = page.getByRole('table', { name: 'Contacts' })
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(2)
    await expect.poll(() => table.getByText('Post').count()).toBe(2)
    await expectNoSeriousAxe(page)

    // A typed field for the workspace: an email.
    await page.getByRole('button', { name: 'Custom fields' }).click()
    await page.getByRole('button', { name: 'Add a field' }).click()
    await page.getByRole('textbox', { name: 'Name' }).fill('email')
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Email' }).click()
    await page.getByRole('button', { name: 'Save fields' }).click()
    await page.getByText('Custom fields saved.').waitFor()

    const first = table.getByRole('rowheader').first().getByRole('link')
    const name = (await first.textContent())!.trim()
    await first.click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await page.getByText(`Started the automation “${SAMPLE_AUTOMATION}”`).waitFor()
    await page.getByText('Commented').waitFor()

    await page.getByRole('textbox', { name: 'New tag' }).fill('vip')
    await page.getByRole('button', { name: 'Add tag' }).click()
    await page.getByRole('button', { name: 'Remove the tag vip' }).waitFor()

    const email = page.getByRole('textbox', { name: 'email' })
    await email.fill('not an email')
    await page.getByRole('button', { name: 'Save fields' }).click()
    await page.getByText('Enter an email address, such as name@example.com.').waitFor()
    await email.fill('ana@example.com')
    await page.getByRole('button', { name: 'Save fields' }).click()
    await page.getByText('Fields saved.', { exact: true }).waitFor()
    await expectNoSeriousAxe(page)

    // The list, filtered by the tag, exported as CSV.
    await page.goto('/contatos?tag=vip')
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(1)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('contacts.csv')
    // The browser is shared and may be remote: save a local copy to read.
    const file = join(tmpdir(), `conversa-contacts-${Date.now()}.csv`)
    await download.saveAs(file)
    const csv = await readFile(file, 'utf8')
    await rm(file, { force: true })
    const [header, row, ...rest] = csv.split('\r\n')
    expect(header).toBe('account,igsid,username,source,first_interaction,last_interaction,tags,opted_out,email')
    expect(row).toContain(`${name.replace(/^@/, '')},post,`)
    expect(row).toMatch(/,vip,no,ana@example\.com$/)
    expect(rest).toEqual([])

    // Erasure on request.
    await table.getByRole('rowheader').first().getByRole('link').click()
    await page.getByRole('button', { name: 'Erase this contact' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Erase', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor()
    await page.goto('/contatos')
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(1)
    await expect(table.getByRole('rowheader').first().textContent()).resolves.not.toContain(name)
    expect(pageErrors).toEqual([])
  })

  it('reads right to left in Arabic', async () => {
    const { page, context } = opened
    await context.addCookies([
      { name: 'conversa-language', value: 'ar', domain: new URL(inject('baseURL')).hostname, path: '/' },
    ])
    await page.goto('/contatos')
    await page.getByRole('heading', { level: 1, name: 'جهات الاتصال' }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await expectNoSeriousAxe(page)
  })
})
