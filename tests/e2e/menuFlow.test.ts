import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import type { SentByAccount, WebhookSimulatorSetup } from '@/domain/instagram/apiTypes'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { composeWebhookPayload, type ComposeInput } from '@/domain/instagram/webhookComposer'
import { expectNoSeriousAxe, launchBrowser, openPage, visit, type OpenedPage } from '../support/browser'

/**
 * The flows issue's "must show": a comment "MENU" gets a private reply with a "See the menu" button;
 * its tap checks whether the person follows; a follower gets the link and the tag "menu", anyone
 * else is asked to follow and tap "Done", which checks again. Built in the builder by keyboard only,
 * then played through signed webhooks as Meta would post them.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 })
const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const ACCOUNT = 'cafe.aurora'
const LINK = 'https://cafe.example/menu'

let browser: Browser
let opened: OpenedPage

beforeAll(async () => {
  browser = await launchBrowser()
  opened = await openPage(browser)
  const { page } = opened
  await visit(page, '/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboards/, { timeout: 20_000 })
  await visit(page, '/integracoes')
  await page.getByRole('button', { name: 'Connect an Instagram account' }).click()
  await page.waitForURL(/\/__mock\/instagram\/oauth\/authorize\?/, { timeout: 20_000 })
  await page.getByRole('radio', { name: `@${ACCOUNT}` }).click()
  await page.getByRole('button', { name: 'Allow' }).click()
  await page.waitForURL(/\/integracoes$/, { timeout: 20_000 })
  await page.getByRole('heading', { name: `@${ACCOUNT}` }).waitFor({ timeout: 20_000 })
})

afterAll(async () => {
  expect(opened.pageErrors).toEqual([])
  await opened.context.close()
  await browser.close()
})

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
      const response = await fetch(`/api${path}`, {
        method,
        headers: { token, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: response.status === 204 ? null : await response.json() }
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>
}

let unique = Date.now()

/** What Meta would post for the account, signed with the app secret, delivered by the page to the receiver. */
async function deliver(
  page: Page,
  setup: WebhookSimulatorSetup,
  person: WebhookSimulatorSetup['people'][number],
  input: Pick<ComposeInput, 'kind' | 'text' | 'payload'>,
) {
  const account = setup.accounts.find((candidate) => candidate.username === ACCOUNT)!
  const media = account.media[0]!
  const now = Date.now()
  const raw = JSON.stringify(
    composeWebhookPayload({
      ...input,
      accountId: account.accountId,
      person,
      now,
      uniqueId: String((unique += 1)),
      media: { id: media.id, mediaProductType: media.mediaProductType },
    }),
  )
  const signature = await signWebhookBody(INSTAGRAM_APP.clientSecret, raw)
  const status = await page.evaluate(
    async ({ raw, header, signature }) =>
      (await fetch('/api/webhooks/instagram', { method: 'POST', headers: { [header]: signature }, body: raw })).status,
    { raw, header: SIGNATURE_HEADER, signature },
  )
  expect(status).toBe(200)
}

async function sentTo(page: Page, personId: string): Promise<SentByAccount[]> {
  const { json } = await api<SentByAccount[]>(page, 'GET', '/webhooks/instagram/outbox')
  return json.filter((entry) => entry.recipientId === personId)
}

/** Presses Tab until `target` has the focus: the builder is driven by keyboard only. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 250; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('The keyboard never reached the element.')
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target)
  await page.keyboard.type(text)
}

/**
 * Opens a select from the keyboard and picks `option` by typing its name (the list's type-ahead),
 * then Enter.
 */
async function chooseByKeyboard(page: Page, select: Locator, option: string) {
  await tabTo(page, select)
  await page.keyboard.press('Enter')
  // The list takes the keys once it has put the focus on an option.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'option')
  await page.keyboard.type(option)
  await page.waitForFunction((name) => document.activeElement?.textContent === name, option)
  await page.keyboard.press('Enter')
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

describe('a menu flow, built by keyboard and played through webhooks', { timeout: 240_000 }, () => {
  it('asks a person who does not follow to follow, then sends the link and tags them once they do', async () => {
    const { page } = opened
    await visit(page, '/automacoes/nova')
    const heading = page.getByRole('heading', { name: 'New automation', level: 1 })
    await poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true)

    await typeInto(page, page.getByRole('textbox', { name: 'Name', exact: true }), 'Menu for followers')
    await typeInto(page, page.getByRole('textbox', { name: 'Keywords', exact: true }), 'MENU')
    const step = (name: string) => page.getByRole('region', { name })
    const reply = step('Step 1: Send a message')
    expect(await reply.getByRole('combobox', { name: 'Sent as' }).textContent()).toBe('A private reply to the comment')
    await typeInto(page, reply.getByRole('textbox', { name: 'Message 1: text' }), 'Hi! Tap below for the menu')
    await tabTo(page, reply.getByRole('button', { name: 'Add a button to Message 1' }))
    await page.keyboard.press('Enter')
    await typeInto(page, reply.getByRole('textbox', { name: 'Message 1, button 1: title' }), 'See the menu')
    await chooseByKeyboard(
      page,
      reply.getByRole('combobox', { name: 'Tap on “See the menu”: goes to' }),
      'New step: Check something',
    )

    const check = step('Step 2: Check something')
    expect(await check.getByRole('combobox', { name: 'Check whether' }).textContent()).toBe(
      'The person follows the account',
    )
    await chooseByKeyboard(page, check.getByRole('combobox', { name: 'Yes: goes to' }), 'New step: Send a message')
    const link = step('Step 3: Send a message')
    await typeInto(page, link.getByRole('textbox', { name: 'Message 1: text' }), `Here is the menu: ${LINK}`)
    await chooseByKeyboard(
      page,
      link.getByRole('combobox', { name: 'Right after sending: goes to' }),
      'New step: Add or remove a tag',
    )
    const tag = step('Step 4: Add or remove a tag')
    await typeInto(page, tag.getByLabel('Tag', { exact: true }), 'menu')

    await chooseByKeyboard(page, check.getByRole('combobox', { name: 'No: goes to' }), 'New step: Send a message')
    const ask = step('Step 5: Send a message')
    await typeInto(
      page,
      ask.getByRole('textbox', { name: 'Message 1: text' }),
      'Follow us to see the menu, then tap Done',
    )
    await tabTo(page, ask.getByRole('button', { name: 'Add a quick reply' }))
    await page.keyboard.press('Enter')
    await typeInto(page, ask.getByRole('textbox', { name: 'Quick reply 1', exact: true }), 'Done')
    await chooseByKeyboard(
      page,
      ask.getByRole('combobox', { name: 'Quick reply “Done”: goes to' }),
      'Step 2: Check something',
    )

    await expectNoSeriousAxe(page)
    await tabTo(page, page.getByRole('button', { name: 'Save automation' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/automacoes$/, { timeout: 20_000 })
    const { json: list } = await api<{ items: AutomationSummary[] }>(page, 'GET', '/automations?q=Menu%20for')
    const automation = list.items.find((item) => item.name === 'Menu for followers')!
    expect(automation.status).toBe('active')

    // Played: someone who does not follow the account comments "MENU".
    const { json: setup } = await api<WebhookSimulatorSetup>(page, 'GET', '/webhooks/instagram/simulator')
    const account = setup.accounts.find((candidate) => candidate.username === ACCOUNT)!
    const person = setup.people[0]!
    const follow = async (follows: boolean) => {
      const { status } = await api(page, 'POST', '/webhooks/instagram/simulator/following', {
        accountId: account.accountId,
        personId: person.id,
        follows,
      })
      expect(status).toBe(204)
    }
    await follow(false)
    await deliver(page, setup, person, { kind: 'comment', text: 'MENU please' })
    await poll(async () => (await sentTo(page, person.id)).length).toBe(1)
    const [privateReply] = await sentTo(page, person.id)
    expect(privateReply!.kind).toBe('private_reply')
    const content = privateReply!.content
    if (content.kind !== 'buttons') throw new Error(`A private reply with buttons was expected: ${content.kind}`)
    expect(content.text).toBe('Hi! Tap below for the menu')
    const seeMenu = content.buttons[0]!
    if (seeMenu.kind !== 'postback') throw new Error('The button should answer with a postback')
    expect(seeMenu.title).toBe('See the menu')

    // The tap: not following yet, so the flow asks to follow, with a quick reply "Done".
    await deliver(page, setup, person, { kind: 'postback', text: 'See the menu', payload: seeMenu.payload })
    await poll(async () => (await sentTo(page, person.id)).length).toBe(2)
    const askToFollow = (await sentTo(page, person.id))[0]!.content
    if (askToFollow.kind !== 'text') throw new Error(`A text with a quick reply was expected: ${askToFollow.kind}`)
    expect(askToFollow.text).toBe('Follow us to see the menu, then tap Done')
    const done = askToFollow.quickReplies.find((quickReply) => quickReply.title === 'Done')!

    // They follow, then tap "Done": the check passes, the link goes out and they are tagged.
    await follow(true)
    await deliver(page, setup, person, { kind: 'message', text: 'Done', payload: done.payload })
    await poll(async () => (await sentTo(page, person.id)).length).toBe(3)
    const linkMessage = (await sentTo(page, person.id))[0]!
    expect(linkMessage.kind).toBe('message')
    expect(linkMessage.content.kind === 'text' && linkMessage.content.text).toMatch(/^Here is the menu: https:\/\//)

    await visit(page, `/automacoes/${automation.id}/execucoes`)
    const run = page.getByRole('table', { name: 'Runs, newest first' }).locator('tbody > tr').first()
    await poll(() => run.isVisible()).toBe(true)
    await run.getByRole('button', { name: 'Show steps' }).click()
    const entries = run.getByRole('list', { name: 'Steps' }).locator(':scope > li')
    await poll(() => entries.count()).toBe(8)
    // One run: each step's entry (what it did, its status, what it sent), the tap and the check twice.
    expect(await entries.allTextContents()).toEqual([
      'Private reply (DM to the commenter)Sent“Hi! Tap below for the menu”',
      'The person tapped a buttonDone',
      'Check a conditionDone',
      'Send a DMSent“Follow us to see the menu, then tap Done”',
      'The person tapped a buttonDone',
      'Check a conditionDone',
      `Send a DMSent“Here is the menu: ${LINK}”`,
      'Tag the contactDone“menu”',
    ])
    await expectNoSeriousAxe(page)

    // The tag is the contact's now: an automation that checks it answers them accordingly.
    const { status } = await api(page, 'POST', '/automations', {
      name: 'Tagged?',
      accountId: account.accountId,
      status: 'active',
      priority: 0,
      stopAfterFirstMatch: false,
      trigger: { kind: 'dm-keyword', keywords: { keywords: ['tagged'], mode: 'contains' } },
      flow: {
        start: 'check',
        steps: {
          check: {
            id: 'check',
            kind: 'condition',
            condition: { kind: 'has-tag', tag: 'menu' },
            then: 'yes',
            otherwise: 'no',
          },
          yes: {
            id: 'yes',
            kind: 'send',
            channel: 'message',
            messages: [{ id: 'm1', kind: 'text', text: 'You have the menu tag', buttons: [] }],
            quickReplies: [],
            next: null,
          },
          no: {
            id: 'no',
            kind: 'send',
            channel: 'message',
            messages: [{ id: 'm2', kind: 'text', text: 'You have no menu tag', buttons: [] }],
            quickReplies: [],
            next: null,
          },
        },
        layout: {},
      },
    })
    expect(status).toBe(201)
    await deliver(page, setup, person, { kind: 'message', text: 'tagged?' })
    await poll(async () => (await sentTo(page, person.id)).length).toBe(4)
    const answer = (await sentTo(page, person.id))[0]!.content
    expect(answer.kind === 'text' && answer.text).toBe('You have the menu tag')
  })
})
