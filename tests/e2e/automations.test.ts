import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoSeriousAxe, launchBrowser, openPage, type OpenedPage } from '../support/browser'

/** Screens load lazily and call the backend: give the page time to catch up. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 })
const NAME = 'Link na bio'

async function signInAsAdmin(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill('admin@conversa.test')
  await page.getByLabel('Password').fill('conversa-admin')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboards/, { timeout: 20_000 })
}

async function connectInstagram(page: Page) {
  await page.goto('/integracoes')
  await page.getByRole('button', { name: 'Connect an Instagram account' }).click()
  await page.waitForURL(/\/__mock\/instagram\/oauth\/authorize\?/, { timeout: 20_000 })
  await page.getByRole('radio').first().click()
  await page.getByRole('button', { name: 'Allow' }).click()
  await page.waitForURL(/\/integracoes\?connected=/, { timeout: 20_000 })
}

function row(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Automations' })
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) })
}

/** A fresh browser context (its own mock database), signed in with an Instagram account connected. */
async function openConnected(browser: Browser): Promise<OpenedPage> {
  const opened = await openPage(browser)
  await signInAsAdmin(opened.page)
  await connectInstagram(opened.page)
  return opened
}

function deliveries(page: Page): Locator {
  return page.getByRole('list', { name: 'Webhook deliveries, newest first' }).locator(':scope > li')
}

function outbox(page: Page): Locator {
  return page.getByRole('list', { name: 'Messages sent by the accounts, newest first' }).getByRole('listitem')
}

/** How many messages the mock Instagram delivered for the accounts so far (0 while the panel says none). */
async function outboxCount(page: Page): Promise<number> {
  await page.getByRole('heading', { name: 'Sent by the accounts' }).waitFor()
  return outbox(page).count()
}

interface SimulatedEvent {
  kind?: 'Comment on a post' | 'Direct message'
  /** Index of the person in the simulator's "From" list. */
  person?: number
  text: string
  hoursAgo?: number
}

/**
 * Sends a signed event from the simulator on /webhooks/instagram, waits until the receiver lists
 * it as verified and returns the body Instagram "posted" (from the delivery's raw JSON).
 */
async function simulate(page: Page, event: SimulatedEvent): Promise<WebhookBody> {
  if (!page.url().endsWith('/webhooks/instagram')) await page.goto('/webhooks/instagram')
  await page.getByRole('button', { name: 'Send event' }).waitFor()
  if (event.kind && event.kind !== 'Comment on a post') {
    await page.getByRole('combobox', { name: 'Event', exact: true }).click()
    await page.getByRole('option', { name: event.kind, exact: true }).click()
  }
  if (event.person !== undefined) {
    await page.getByRole('combobox', { name: 'From', exact: true }).click()
    await page.getByRole('option').nth(event.person).click()
  }
  await page.getByLabel('Text', { exact: true }).fill(event.text)
  await page.getByLabel('Happened (hours ago)').fill(String(event.hoursAgo ?? 0))
  await page.getByRole('button', { name: 'Send event' }).click()
  await poll(() =>
    page.getByRole('status').filter({ hasText: 'Delivered: the receiver accepted the event (HTTP 200).' }).isVisible(),
  ).toBe(true)
  const newest = deliveries(page).filter({ hasText: event.text }).first()
  await poll(() => newest.getByText('Signature verified').isVisible()).toBe(true)
  return JSON.parse((await newest.locator('pre').textContent()) ?? '{}') as WebhookBody
}

interface WebhookBody {
  entry: {
    time: number
    changes?: { value: { id: string; text: string; from: { id: string } } }[]
    messaging?: { sender: { id: string }; timestamp: number }[]
  }[]
}

/** Opens the run history of an automation and returns the table of runs. */
async function openHistory(page: Page, name: string): Promise<Locator> {
  await page.goto('/automacoes')
  await row(page, name)
    .getByRole('button', { name: `Run history of “${name}”` })
    .click()
  await page.getByRole('heading', { name: `Run history of “${name}”` }).waitFor()
  return page.getByRole('table', { name: 'Runs' })
}

/** Chooses an item of a Radix select named by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

describe('automations, end to end', () => {
  let browser: Browser
  let opened: OpenedPage

  beforeAll(async () => {
    browser = await launchBrowser()
    opened = await openPage(browser)
    await signInAsAdmin(opened.page)
    await connectInstagram(opened.page)
  })
  afterAll(async () => {
    await opened.context.close()
    await browser.close()
  })

  it('explains what is missing, then saves a comment automation', async () => {
    const { page } = opened
    await page.goto('/automacoes')
    await poll(() => page.getByText('No automation yet. Create the first one.').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'New automation' }).click()
    await page.getByRole('button', { name: 'Save automation' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'Fix these before saving:' })
    await poll(() => summary.textContent()).toContain('Give the automation a name.')
    expect(await summary.textContent()).toContain('Add at least one keyword.')
    expect(await summary.textContent()).toContain('Write the message text.')
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    await expectNoSeriousAxe(page)

    await page.getByLabel('Name', { exact: true }).fill(NAME)
    await page.getByLabel('Keywords', { exact: true }).fill('link, preço')
    await page.getByRole('textbox', { name: 'Message' }).fill('Oi! Aqui está o link: https://loja.example/produto')
    await page.getByRole('combobox', { name: 'Kind of step to add' }).click()
    await page.getByRole('option', { name: 'Public reply to the comment' }).click()
    await page.getByRole('button', { name: 'Add step' }).click()
    await page.getByRole('textbox', { name: 'Reply 1' }).fill('Te mandei por DM!')
    await page.getByRole('button', { name: 'Save automation' }).click()

    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `“${NAME}” was saved.` })
        .isVisible(),
    ).toBe(true)
    await poll(() => row(page, NAME).count()).toBe(1)
    expect(await row(page, NAME).getByText('Keyword in a comment').isVisible()).toBe(true)
    expect(opened.pageErrors).toEqual([])
  })

  it('test mode shows the steps that would run, without sending', async () => {
    const { page } = opened
    await page.goto('/automacoes')
    await row(page, NAME)
      .getByRole('button', { name: `Test “${NAME}”` })
      .click()
    await page.getByLabel('Text', { exact: true }).fill('Qual o PRECO?')
    await page.getByRole('button', { name: 'Run test' }).click()
    const result = page.getByRole('status').filter({ hasText: 'Test result: nothing was sent to Instagram.' })
    await poll(() => result.isVisible()).toBe(true)
    expect(await result.getByText('Private reply (DM to the commenter)').isVisible()).toBe(true)
    expect(await result.getByText('“Te mandei por DM!”').isVisible()).toBe(true)
    await expectNoSeriousAxe(page)
  })

  it('answers a real (simulated) comment webhook and shows the run in the history and the dashboard', async () => {
    const { page } = opened
    await page.goto('/webhooks/instagram')
    await page.getByRole('button', { name: 'Send event' }).waitFor()
    await page.getByLabel('Text', { exact: true }).fill('Quero o link!')
    await page.getByRole('button', { name: 'Send event' }).click()
    await poll(() => page.getByText('Signature verified').first().isVisible()).toBe(true)

    await page.goto('/automacoes')
    await poll(() => row(page, NAME).getByText('1 sent').isVisible()).toBe(true)
    await row(page, NAME)
      .getByRole('button', { name: `Run history of “${NAME}”` })
      .click()
    const runs = page.getByRole('table', { name: 'Runs' })
    await poll(() => runs.getByText('Sent', { exact: true }).isVisible()).toBe(true)
    await runs.getByRole('button', { name: 'Show steps' }).click()
    expect(await runs.getByText('“Te mandei por DM!”').isVisible()).toBe(true)
    await expectNoSeriousAxe(page)

    await page.goto('/dashboards')
    const top = page.getByRole('heading', { name: 'Top automations' }).locator('..')
    await poll(() => top.getByText(NAME).isVisible()).toBe(true)
    expect(await top.getByText('1 run, 1 sent, 0 failed').isVisible()).toBe(true)
    expect(await page.getByRole('table', { name: 'Latest events' }).getByText('Quero o link!').isVisible()).toBe(true)
    await expectNoSeriousAxe(page)
    expect(opened.pageErrors).toEqual([])
  })

  it('pauses, filters, duplicates and deletes only after confirmation', async () => {
    const { page } = opened
    await page.goto('/automacoes')
    await poll(() => row(page, NAME).count()).toBe(1)
    await row(page, NAME)
      .getByRole('switch', { name: `Pause “${NAME}”` })
      .click()
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `“${NAME}” is paused.` })
        .isVisible(),
    ).toBe(true)

    await row(page, NAME)
      .getByRole('button', { name: `Duplicate “${NAME}”` })
      .click()
    await poll(() => row(page, `${NAME} (2)`).count()).toBe(1)

    await page.getByLabel('Search').fill('(2)')
    await poll(() => page.getByRole('table', { name: 'Automations' }).getByRole('rowheader').count()).toBe(1)
    await page.getByLabel('Search').fill('')

    const remove = row(page, NAME).getByRole('button', { name: `Delete “${NAME}”` })
    await remove.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await poll(() => page.getByRole('alertdialog').count()).toBe(0)
    await remove.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `“${NAME}” was deleted.` })
        .isVisible(),
    ).toBe(true)
    await poll(() => page.getByRole('table', { name: 'Automations' }).getByRole('rowheader').count()).toBe(1)
    expect(opened.pageErrors).toEqual([])
  })

  it('pages the list with the page sizes of docs/product.md and first / previous / next / last', async () => {
    const { page } = opened
    await page.goto('/automacoes')
    const rows = page.getByRole('table', { name: 'Automations' }).getByRole('rowheader')
    const pages = page.getByRole('navigation', { name: 'Automation pages' })
    await poll(() => rows.count()).toBe(1)
    for (let count = 2; count <= 6; count += 1) {
      await page
        .getByRole('button', { name: /^Duplicate “/ })
        .first()
        .click()
      await poll(() => pages.getByText(`1–${count} of ${count}`).isVisible()).toBe(true)
    }

    await pages.getByRole('combobox').click()
    expect(await page.getByRole('option').allTextContents()).toEqual(['5', '10', '20', '25', '50', '100'])
    await page.getByRole('option', { name: '5', exact: true }).click()
    await poll(() => pages.getByText('1–5 of 6').isVisible()).toBe(true)
    expect(await rows.count()).toBe(5)
    expect(await pages.getByRole('button', { name: 'First page' }).isDisabled()).toBe(true)

    await pages.getByRole('button', { name: 'Next page' }).click()
    await poll(() => pages.getByText('6–6 of 6').isVisible()).toBe(true)
    expect(await rows.count()).toBe(1)
    expect(await pages.getByRole('button', { name: 'Last page' }).isDisabled()).toBe(true)

    await pages.getByRole('button', { name: 'First page' }).click()
    await poll(() => pages.getByText('1–5 of 6').isVisible()).toBe(true)
    await pages.getByRole('button', { name: 'Last page' }).click()
    await poll(() => pages.getByText('6–6 of 6').isVisible()).toBe(true)

    // A new page size starts again from the first page.
    await pages.getByRole('combobox').click()
    await page.getByRole('option', { name: '10', exact: true }).click()
    await poll(() => pages.getByText('1–6 of 6').isVisible()).toBe(true)
    expect(await rows.count()).toBe(6)
    await expectNoSeriousAxe(page)
    expect(opened.pageErrors).toEqual([])
  })
})

describe('comment PRECO → private reply with a link, and a DM outside the 24-hour window', () => {
  const PRICE = 'Preço com link'
  const PRICE_REPLY = 'Oi! Os preços estão aqui: https://loja.example/precos'
  const HOURS = 'Horário por DM'
  const HOURS_REPLY = 'Abrimos às 9h. Veja: https://loja.example/horario'
  let browser: Browser
  let opened: OpenedPage

  beforeAll(async () => {
    browser = await launchBrowser()
    opened = await openConnected(browser)
  })
  afterAll(async () => {
    await opened.context.close()
    await browser.close()
  })

  it('builds the automation in the builder: keyword PRECO on comments, a private reply with a link', async () => {
    const { page } = opened
    await page.goto('/automacoes')
    await page.getByRole('button', { name: 'New automation' }).click()
    await page.getByLabel('Name', { exact: true }).fill(PRICE)
    expect(await page.getByRole('combobox', { name: 'Trigger' }).textContent()).toBe('Keyword in a comment')
    await page.getByLabel('Keywords', { exact: true }).fill('PRECO')
    expect(await page.getByText('1. Private reply (DM to the commenter)').isVisible()).toBe(true)
    await page.getByRole('textbox', { name: 'Message' }).fill(PRICE_REPLY)
    // ç, õ and ã take two bytes each in UTF-8.
    expect(await page.getByText(`${Buffer.byteLength(PRICE_REPLY)} of 1,000 bytes`).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Save automation' }).click()
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `“${PRICE}” was saved.` })
        .isVisible(),
    ).toBe(true)
    await poll(() => row(page, PRICE).getByText('0 sent').isVisible()).toBe(true)
    expect(await row(page, PRICE).getByText('Keyword in a comment').isVisible()).toBe(true)
    expect(opened.pageErrors).toEqual([])
  })

  it('answers a matching comment ("qual o preço?") with the private reply: sent in the history and in the Instagram outbox', async () => {
    const { page } = opened
    await page.goto('/webhooks/instagram')
    const sentBefore = await outboxCount(page)
    const body = await simulate(page, { text: 'qual o preço?' })
    expect(body.entry[0]!.changes![0]!.value).toMatchObject({ text: 'qual o preço?' })
    const comment = body.entry[0]!.changes![0]!.value

    // Instagram delivered the private reply to the commenter, in answer to that very comment.
    const reply = outbox(page).filter({ hasText: `In answer to comment ${comment.id}` })
    await poll(() => reply.count()).toBe(1)
    expect(await reply.getByText('Private reply', { exact: true }).isVisible()).toBe(true)
    expect(await reply.getByText(`To ${comment.from.id}: “${PRICE_REPLY}”`).isVisible()).toBe(true)
    expect(await outboxCount(page)).toBe(sentBefore + 1)
    await expectNoSeriousAxe(page)

    const runs = await openHistory(page, PRICE)
    await poll(() => runs.getByRole('row').count()).toBe(2)
    expect(await runs.getByText('Sent', { exact: true }).isVisible()).toBe(true)
    expect(await runs.getByText('Comment', { exact: true }).isVisible()).toBe(true)
    await runs.getByRole('button', { name: 'Show steps' }).click()
    expect(await runs.getByText(`“${PRICE_REPLY}”`).isVisible()).toBe(true)
    expect(await runs.getByText('Private reply (DM to the commenter)').isVisible()).toBe(true)
    expect(opened.pageErrors).toEqual([])
  })

  it('ignores a comment without the keyword: no new run, nothing new in the outbox', async () => {
    const { page } = opened
    await page.goto('/webhooks/instagram')
    const sentBefore = await outboxCount(page)
    expect(sentBefore).toBeGreaterThan(0)
    await simulate(page, { text: 'Que foto linda!' })
    // The receiver answers only after the engine handled the event, and the screen reloads the
    // deliveries and the outbox together: what it shows now is final.
    expect(await outboxCount(page)).toBe(sentBefore)

    const runs = await openHistory(page, PRICE)
    await poll(() => runs.getByRole('row').count()).toBe(2)
    await page.getByRole('button', { name: 'Back to automations' }).click()
    await poll(() => row(page, PRICE).getByText('1 sent').isVisible()).toBe(true)
    expect(
      await row(page, PRICE)
        .getByText(/skipped|failed|queued/)
        .count(),
    ).toBe(0)

    await page.goto('/dashboards')
    const latest = page.getByRole('table', { name: 'Latest events' })
    const unmatched = latest.getByRole('row').filter({ hasText: 'Que foto linda!' })
    await poll(() => unmatched.count()).toBe(1)
    expect(await unmatched.getByRole('cell').last().textContent()).toBe('0')
    expect(opened.pageErrors).toEqual([])
  })

  it('skips a DM whose sender last wrote more than 24 hours ago, with the reason in plain words; answers one inside the window', async () => {
    const { page } = opened
    await page.goto('/automacoes')
    await page.getByRole('button', { name: 'New automation' }).click()
    await page.getByLabel('Name', { exact: true }).fill(HOURS)
    await choose(page, 'Trigger', 'Keyword in a DM')
    await page.getByLabel('Keywords', { exact: true }).fill('horario')
    // Without a comment there is no private reply: the builder turned the first step into a DM.
    expect(await page.getByText('1. Send a DM').isVisible()).toBe(true)
    await page.getByRole('textbox', { name: 'Message' }).fill(HOURS_REPLY)
    await page.getByRole('button', { name: 'Save automation' }).click()
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `“${HOURS}” was saved.` })
        .isVisible(),
    ).toBe(true)

    // A message written 25 hours ago, delivered late by Meta: the window it opened has closed.
    await page.goto('/webhooks/instagram')
    const sentBefore = await outboxCount(page)
    const late = await simulate(page, {
      kind: 'Direct message',
      person: 1,
      text: 'Qual o horário de vocês?',
      hoursAgo: 25,
    })
    const message = late.entry[0]!.messaging![0]!
    expect(late.entry[0]!.time - message.timestamp).toBeGreaterThanOrEqual(25 * 3_600_000 - 1_000)

    let runs = await openHistory(page, HOURS)
    await poll(() => runs.getByRole('row').count()).toBe(2)
    expect(await runs.getByText('Skipped', { exact: true }).isVisible()).toBe(true)
    const reason = "Instagram only allows DMs within 24 hours of the person's last message, and that time had passed."
    expect(await runs.getByText(reason).first().isVisible()).toBe(true)
    await runs.getByRole('button', { name: 'Show steps' }).click()
    expect(
      await runs
        .getByRole('listitem')
        .filter({ hasText: 'Send a DM' })
        .getByText('Skipped', { exact: true })
        .isVisible(),
    ).toBe(true)
    await expectNoSeriousAxe(page)
    await page.goto('/webhooks/instagram')
    expect(await outboxCount(page)).toBe(sentBefore)

    // The same person writes now: the window is open again and the answer goes out.
    await simulate(page, { kind: 'Direct message', person: 1, text: 'Oi, e o horário hoje?' })
    const dm = outbox(page).filter({ hasText: `To ${message.sender.id}: “${HOURS_REPLY}”` })
    await poll(() => dm.count()).toBe(1)
    expect(await dm.getByText('Direct message', { exact: true }).isVisible()).toBe(true)
    expect(await outboxCount(page)).toBe(sentBefore + 1)

    runs = await openHistory(page, HOURS)
    await poll(() => runs.getByRole('row').count()).toBe(3)
    expect(await runs.getByRole('row').nth(1).getByText('Sent', { exact: true }).isVisible()).toBe(true)
    expect(await runs.getByRole('row').nth(2).getByText('Skipped', { exact: true }).isVisible()).toBe(true)
    expect(opened.pageErrors).toEqual([])
  })
})

describe('the builder refuses invalid input, in English, French and Arabic', () => {
  let browser: Browser
  let opened: OpenedPage

  beforeAll(async () => {
    browser = await launchBrowser()
    opened = await openConnected(browser)
  })
  afterAll(async () => {
    await opened.context.close()
    await browser.close()
  })

  async function chooseLanguage(page: Page, label: string) {
    // The switcher's name is translated too: Language, Langue, اللغة.
    await page.getByRole('combobox', { name: /^(Language|Langue|اللغة)/ }).selectOption({ label })
  }

  it('lists every problem in the language the user reads, and keeps what was typed', async () => {
    const { page } = opened
    await page.goto('/automacoes')
    await page.getByRole('button', { name: 'New automation' }).click()
    // No name, no keyword; a private reply of 501 "é" (1,002 bytes in UTF-8), four buttons, one with a bad address.
    const longText = 'é'.repeat(501)
    await page.getByRole('textbox', { name: 'Message' }).fill(longText)
    for (let count = 0; count < 4; count++) await page.getByRole('button', { name: 'Add a button' }).click()
    for (let index = 1; index <= 4; index++) await page.getByLabel(`Button ${index} title`).fill(`Opção ${index}`)
    await page.getByLabel('Button 1 address').fill('loja.example/precos')
    for (let index = 2; index <= 4; index++)
      await page.getByLabel(`Button ${index} address`).fill(`https://loja.example/${index}`)
    // A second step, a DM with a quick reply whose title is too long.
    await choose(page, 'Kind of step to add', 'Send a DM')
    await page.getByRole('button', { name: 'Add step' }).click()
    const dmStep = page.getByRole('listitem').filter({ hasText: '2. Send a DM' })
    await dmStep.getByRole('textbox', { name: 'Message' }).fill('Escolha:')
    await dmStep.getByRole('button', { name: 'Add a quick reply' }).click()
    await dmStep.getByLabel('Quick reply 1 title').fill('Quero saber os preços!')
    await dmStep.getByLabel('Quick reply 1 payload').fill('PRECOS')
    await page.getByRole('button', { name: 'Save automation' }).click()

    const summary = page.getByRole('alert').filter({ hasText: 'Fix these before saving:' })
    await poll(() => summary.isVisible()).toBe(true)
    const english = [
      'Give the automation a name.',
      'Add at least one keyword.',
      'The message is 1,002 bytes long; Instagram accepts at most 1,000 bytes (accents and emoji count for more than one).',
      'Instagram allows at most 3 buttons.',
      'Enter a full web address starting with https://',
      'A quick reply title can have at most 20 characters.',
    ]
    for (const message of english)
      expect(await summary.getByText(message, { exact: true }).isVisible(), message).toBe(true)
    expect(await summary.getByRole('listitem').count()).toBe(english.length)
    expect(await page.getByLabel('Button 1 address').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('Button 2 address').getAttribute('aria-invalid')).toBeNull()
    await expectNoSeriousAxe(page)

    await chooseLanguage(page, 'Français')
    const summaryFr = page.getByRole('alert').filter({ hasText: 'Corrigez ces points avant d’enregistrer :' })
    await poll(() => summaryFr.isVisible()).toBe(true)
    // Numbers are written the French way (1 002, with a narrow no-break space).
    const frNumber = (value: number) => page.evaluate((n) => new Intl.NumberFormat('fr').format(n), value)
    const french = [
      'Donnez un nom à l’automatisation.',
      'Ajoutez au moins un mot-clé.',
      `Le message fait ${await frNumber(1002)} octets ; Instagram en accepte au plus ${await frNumber(1000)} (les accents et les emoji comptent pour plus d’un).`,
      'Instagram autorise au plus 3 boutons.',
      'Saisissez une adresse web complète commençant par https://',
      'Le titre d’une réponse rapide peut contenir au plus 20 caractères.',
    ]
    for (const message of french)
      expect(await summaryFr.getByText(message, { exact: true }).isVisible(), message).toBe(true)
    // Nothing typed was lost in the switch.
    expect(await page.getByLabel('Adresse du bouton 1').inputValue()).toBe('loja.example/precos')
    expect(await page.getByRole('textbox', { name: 'Message' }).first().inputValue()).toBe(longText)

    await chooseLanguage(page, 'العربية')
    const summaryAr = page.getByRole('alert').filter({ hasText: 'صحّح ما يلي قبل الحفظ:' })
    await poll(() => summaryAr.isVisible()).toBe(true)
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    // Arabic plural forms: 3 takes the "few" form (أزرار), 20 the "many" form (حرفًا).
    const arNumber = (value: number) => page.evaluate((n) => new Intl.NumberFormat('ar').format(n), value)
    const arabic = [
      'أعطِ الأتمتة اسمًا.',
      'أضف كلمة مفتاحية واحدة على الأقل.',
      `يسمح إنستغرام بـ ${await arNumber(3)} أزرار كحد أقصى.`,
      'أدخل عنوان ويب كاملًا يبدأ بـ https://',
      `يمكن أن يحتوي عنوان الرد السريع على ${await arNumber(20)} حرفًا كحد أقصى.`,
    ]
    for (const message of arabic)
      expect(await summaryAr.getByText(message, { exact: true }).isVisible(), message).toBe(true)
    expect(await summaryAr.getByRole('listitem').count()).toBe(english.length)
    await expectNoSeriousAxe(page)
    expect(opened.pageErrors).toEqual([])
  })
})
