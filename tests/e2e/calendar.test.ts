import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visit } from '../support/browser'
import { signedInPages } from './authSupport'

const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })

const pages = signedInPages(ADMIN)

const day = (page: Page, date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`)
const titlesOn = (page: Page, date: string) => day(page, date).locator('.fc-event-title').allInnerTexts()

/** The calendar app (docs/product.md "Calendar") as the demo admin. */
describe('calendar', () => {
  beforeAll(() => pages.start())
  afterAll(() => pages.stop())

  it('adds an event on a clicked day, keeps it where it is dragged after a reload, filters, edits and deletes it', async () => {
    const { page, pageErrors } = await pages.open()
    await visit(page, '/apps/calendar')
    await poll(() => page.locator('.calendar-event').count()).toBeGreaterThan(5)
    await page.getByRole('status').filter({ hasText: 'Loading the events…' }).waitFor({ state: 'detached' })
    // Two days of this month without events: past two a day, the rest hide behind "+N more".
    const empty = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('td.fc-daygrid-day:not(.fc-day-other)')]
        .filter((cell) => cell.querySelector('.fc-event') === null)
        .map((cell) => cell.dataset.date!),
    )
    expect(empty.length).toBeGreaterThan(1)
    const [from, to] = [empty[0]!, empty.at(-1)!]

    // A click on a day's empty space opens the drawer for that day.
    const cell = day(page, from)
    const { height } = (await cell.boundingBox())!
    await cell.click({ position: { x: 12, y: height - 6 } })
    const drawer = page.getByRole('dialog', { name: 'Add event' })
    await drawer.getByLabel('Title').fill('Launch review')
    await drawer.getByRole('combobox', { name: 'Calendar' }).click()
    await page.getByRole('option', { name: 'Family' }).click()
    await drawer.getByLabel('Event URL').fill('meet.example.com')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await drawer.getByText('Enter a web address starting with https://, or leave it empty.').waitFor()
    await drawer.getByLabel('Event URL').fill('https://meet.example.com/launch')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('The event is added.').waitFor()
    await poll(() => titlesOn(page, from)).toContain('Launch review')

    // Dragged two days on, and still there after a reload.
    const event = day(page, from).locator('.fc-event', { hasText: 'Launch review' })
    const start = (await event.boundingBox())!
    const target = (await day(page, to).boundingBox())!
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
    await page.mouse.down()
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 })
    await page.mouse.up()
    await page.getByText('“Launch review” is moved.').waitFor()
    await page.reload()
    await poll(() => titlesOn(page, to)).toContain('Launch review')
    expect(await titlesOn(page, from)).not.toContain('Launch review')

    // The family calendar hidden, then every calendar shown again.
    await page.getByRole('checkbox', { name: 'Family' }).click()
    await poll(() => titlesOn(page, to)).not.toContain('Launch review')
    await page.getByRole('checkbox', { name: 'View all' }).click()
    await poll(() => titlesOn(page, to)).toContain('Launch review')

    // Edited in the drawer, then deleted after a confirmation.
    await day(page, to).locator('.fc-event', { hasText: 'Launch review' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit event' })
    expect(await edit.getByLabel('Event URL').inputValue()).toBe('https://meet.example.com/launch')
    await edit.getByLabel('Title').fill('Launch review with Ana')
    await edit.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('The event is saved.').waitFor()
    await poll(() => titlesOn(page, to)).toContain('Launch review with Ana')
    await day(page, to).locator('.fc-event', { hasText: 'Launch review with Ana' }).click()
    await page.getByRole('dialog', { name: 'Edit event' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('The event is deleted.').waitFor()
    await poll(() => titlesOn(page, to)).not.toContain('Launch review with Ana')
    expect(pageErrors).toEqual([])
  })

  it('reads right to left in Arabic, its week from Saturday, and starts on the list on a phone', async () => {
    const { page, pageErrors } = await pages.open({ colorScheme: 'dark' }, 'ar')
    await visit(page, '/apps/calendar')
    await page.getByRole('heading', { name: 'التقويم', level: 1 }).waitFor()
    await poll(() => page.locator('.calendar-event').count()).toBeGreaterThan(5)
    expect(await page.locator('.fc').getAttribute('class')).toContain('fc-direction-rtl')
    expect(await page.locator('.fc-col-header-cell').first().innerText()).toBe('السبت')
    await page.getByRole('button', { name: 'إضافة حدث' }).click()
    await page.getByRole('dialog', { name: 'إضافة حدث' }).getByText('الأوقات بتوقيت منطقتك الزمنية.').waitFor()
    await page.keyboard.press('Escape')

    const phone = await pages.open({ viewport: { width: 390, height: 844 } }, 'ar')
    await visit(phone.page, '/apps/calendar')
    await poll(() => phone.page.locator('.fc-list-event').count()).toBeGreaterThan(3)
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect([...pageErrors, ...phone.pageErrors]).toEqual([])
  })
})
