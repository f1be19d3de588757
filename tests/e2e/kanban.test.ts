import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visit } from '../support/browser'
import { signedInPages } from './authSupport'

const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })

const pages = signedInPages(ADMIN)

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const cardsOf = (page: Page, title: string) => column(page, title).locator('.kanban-card__title').allInnerTexts()
const columnTitles = (page: Page) => page.locator('.kanban-column__title').allInnerTexts()
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').innerText()

/**
 * Picks up what `grip` moves with Space, presses `arrow` once it is lifted, and drops it with Space
 * once the screen reader hears it has moved (dnd-kit measures between key presses); returns once
 * the backend has kept the new order.
 */
async function moveByKeyboard(page: Page, grip: string, arrow: 'ArrowLeft' | 'ArrowRight') {
  const handle = page.getByRole('button', { name: grip, exact: true })
  await handle.focus()
  await page.keyboard.press('Space')
  await poll(() => handle.getAttribute('aria-pressed')).toBe('true')
  const lifted = await announced(page)
  // dnd-kit measures the drop targets after the lift; an arrow pressed before that (a loaded
  // machine) moves nothing and says nothing, as it would for a person: press it again.
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press(arrow)
    const moved = await expect
      .poll(() => announced(page), { timeout: 3_000 })
      .not.toBe(lifted)
      .then(() => true)
      .catch(() => false)
    if (moved) break
    if (attempt === 5) throw new Error(`${grip}: ${arrow} moved nothing in five tries`)
  }
  // The board shows the drop at once; the mock backend runs in the page, so a reload before it has
  // answered would take the save with it: wait for its answer.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/kanban/order') && response.request().method() === 'PUT',
  )
  await page.keyboard.press('Space')
  expect((await saved).status()).toBe(200)
}

/** The kanban app (docs/product.md "Kanban") as the demo admin. */
describe('kanban', () => {
  beforeAll(() => pages.start())
  afterAll(() => pages.stop())

  it('moves a card to the next column with the keyboard alone, and it is there after a reload', async () => {
    const { page, pageErrors } = await pages.open()
    await visit(page, '/apps/kanban')
    await poll(() => columnTitles(page)).toEqual(['To do', 'In progress', 'In review', 'Done'])
    const title = 'Write the welcome DM for new followers'
    await moveByKeyboard(page, `Move card ${title}`, 'ArrowRight')
    await poll(() => cardsOf(page, 'In progress')).toContain(title)
    await page.reload()
    await poll(() => cardsOf(page, 'In progress')).toContain(title)
    expect(await cardsOf(page, 'To do')).not.toContain(title)
    expect(pageErrors).toEqual([])
  })

  it('adds, renames and deletes a column; adds a card inline, labels it, gives it people and a formatted comment', async () => {
    const { page, pageErrors } = await pages.open()
    await visit(page, '/apps/kanban')
    await page.getByRole('textbox', { name: 'Title of a new column' }).fill('Ideas')
    await page.getByRole('button', { name: 'Add column' }).click()
    await column(page, 'Ideas').waitFor()
    await page.getByRole('button', { name: 'Actions for Ideas' }).click()
    await page.getByRole('menuitem', { name: 'Rename' }).click()
    await page.getByRole('textbox', { name: 'Column title' }).fill('Backlog')
    await page.keyboard.press('Enter')
    await column(page, 'Backlog').waitFor()

    await column(page, 'Backlog').getByRole('button', { name: 'Add a card' }).click()
    await page.getByRole('textbox', { name: 'Title of the new card in Backlog' }).fill('Story polls')
    await page.keyboard.press('Enter')
    await poll(() => cardsOf(page, 'Backlog')).toEqual(['Story polls'])

    await column(page, 'Backlog').getByRole('button', { name: 'Story polls', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Story polls' })
    await drawer.getByRole('checkbox', { name: 'UX' }).click()
    await drawer.getByRole('checkbox', { name: 'Ana Souza' }).click()
    await drawer.getByRole('button', { name: 'Save' }).click()
    await page.getByText('The card is saved.').waitFor()
    await column(page, 'Backlog').getByText('UX', { exact: true }).waitFor()
    await column(page, 'Backlog').getByRole('img', { name: 'Ana Souza' }).waitFor()

    await column(page, 'Backlog').getByRole('button', { name: 'Story polls', exact: true }).click()
    const editor = drawer.getByRole('textbox', { name: 'New comment' })
    await editor.click()
    await drawer.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('Ask about sizes')
    await drawer.getByRole('button', { name: 'Comment', exact: true }).click()
    await page.getByText('Your comment is added.').waitFor()
    await poll(() => drawer.locator('.kanban-comments strong').allInnerTexts()).toEqual(['Ask about sizes'])

    // A file, attached by the drawer's file picker, downloads as it was.
    await drawer.locator('input[type=file]').setInputFiles({
      name: 'sizes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('S, M, L'),
    })
    await page.getByText('“sizes.txt” is attached.').waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download sizes.txt' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('sizes.txt')
    await page.keyboard.press('Escape')
    await column(page, 'Backlog').getByText('1 comment').waitFor()
    await column(page, 'Backlog').getByText('1 file').waitFor()

    await page.getByRole('button', { name: 'Actions for Backlog' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByText('Its card is deleted with it, for good.').waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('The column “Backlog” is deleted.').waitFor()
    await poll(() => columnTitles(page)).toEqual(['To do', 'In progress', 'In review', 'Done'])
    expect(pageErrors).toEqual([])
  })

  it('in Arabic, moves a column with the arrow that points where it goes (right to left)', async () => {
    const { page, pageErrors } = await pages.open({}, 'ar')
    await visit(page, '/apps/kanban')
    await page.getByRole('heading', { name: 'كانبان', level: 1 }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await poll(() => columnTitles(page)).toEqual(['To do', 'In progress', 'In review', 'Done'])
    // The first column is on the right: the next one is to its left.
    const [first, second] = await Promise.all(
      ['To do', 'In progress'].map(async (title) => (await column(page, title).boundingBox())!.x),
    )
    expect(second!).toBeLessThan(first!)
    await moveByKeyboard(page, 'نقل العمود To do', 'ArrowLeft')
    await poll(() => columnTitles(page)).toEqual(['In progress', 'To do', 'In review', 'Done'])
    await page.reload()
    await poll(() => columnTitles(page)).toEqual(['In progress', 'To do', 'In review', 'Done'])
    expect(pageErrors).toEqual([])
  })
})
