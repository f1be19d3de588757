import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visit } from '../support/browser'
import { signedInPages } from './authSupport'

const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })

const pages = signedInPages(ADMIN)
const cardTitles = (page: Page) => page.locator('.course-grid h2').allInnerTexts()
const progressLine = (page: Page) => page.getByText(/lessons done \(/).innerText()

/** The academy app (docs/product.md "Academy") as the demo admin. */
describe('academy', () => {
  beforeAll(() => pages.start())
  afterAll(() => pages.stop())

  it('finds courses, hides the completed ones, and ticks a lesson that is still ticked after a reload', async () => {
    const { page, pageErrors } = await pages.open()
    await visit(page, '/apps/academy/my-course')
    await page.getByRole('heading', { name: 'My courses', level: 1 }).waitFor()
    await poll(() => cardTitles(page).then((titles) => titles.length)).toBe(10)
    await page.getByRole('switch', { name: 'Hide completed' }).click()
    await page.waitForURL(/hide=completed/)
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('latte art')
    await poll(async () => {
      const titles = await cardTitles(page)
      return titles.length > 0 && titles.every((each) => each.startsWith('Latte art'))
    }).toBe(true)
    const [title] = await cardTitles(page)

    await page.locator('.course-grid li').first().getByRole('link').last().click()
    await page.getByRole('heading', { name: title, level: 1 }).waitFor()
    const before = await progressLine(page)
    const lesson = page
      .locator('.course-lessons li')
      .filter({ has: page.locator('button[role=checkbox][data-state=unchecked]') })
      .first()
    await lesson.getByRole('checkbox').click()
    await poll(() => progressLine(page)).not.toBe(before)
    const after = await progressLine(page)
    await page.reload()
    await poll(() => progressLine(page)).toBe(after)
    expect(pageErrors).toEqual([])
  })

  it('in Arabic, shows the first course still to finish and lays its syllabus out right to left', async () => {
    const { page, pageErrors } = await pages.open({}, 'ar')
    await visit(page, '/apps/academy/course-details')
    await page.getByRole('heading', { name: 'محتوى الدورة', level: 2 }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const line = page.getByText(/من .* دروس/).first()
    const before = await line.innerText()
    await page.locator('.course-lessons button[role=checkbox][data-state=unchecked]').first().click()
    await poll(() => line.innerText()).not.toBe(before)
    expect(pageErrors).toEqual([])
  })
})
