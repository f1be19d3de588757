import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { flowFromActions } from '@/domain/automations/flow/fromActions'
import type { AutomationTrigger } from '@/domain/automations/model'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { expectNoSeriousAxe, launchBrowser, openPage, type OpenedPage } from '../support/browser'
import { signInAt } from './authSupport'
import { createSampleAutomation, SAMPLE_ACCOUNT } from './sampleRecords'

/** Where the screenshots of the screen go, one per language (the "where a person sets it up"). */
const SCREENSHOTS = '.test-results/screenshots'

/** Creates an automation of the sample account through the API, as the builder would: its id. */
async function createAutomation(page: Page, name: string, trigger: AutomationTrigger): Promise<string> {
  const flow = flowFromActions(trigger, [
    { kind: 'send-dm', message: { text: 'Hello! We open at 8.', quickReplies: [], buttons: [] } },
  ])
  return page.evaluate(
    async ({ username, name, trigger, flow }) => {
      const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
      const headers = { token, 'Content-Type': 'application/json' }
      const accounts = (await (await fetch('/api/automations/accounts', { headers })).json()) as {
        accountId: string
        username: string
      }[]
      const accountId = accounts.find((account) => account.username === username)!.accountId
      const body = { name, accountId, status: 'active', priority: 0, stopAfterFirstMatch: false, trigger, flow }
      const created = await fetch('/api/automations', { method: 'POST', headers, body: JSON.stringify(body) })
      if (!created.ok) throw new Error(`POST /automations: ${created.status} ${await created.text()}`)
      return ((await created.json()) as { id: string }).id
    },
    { username: SAMPLE_ACCOUNT, name, trigger, flow },
  )
}

async function setLanguage(opened: OpenedPage, language: 'en' | 'fr' | 'ar') {
  await opened.context.addCookies([
    { name: 'conversa-language', value: language, domain: new URL(inject('baseURL')).hostname, path: '/' },
  ])
  await opened.page.reload()
}

describe('entry points, end to end', () => {
  let browser: Browser
  let opened: OpenedPage
  let flyer: string

  beforeAll(async () => {
    browser = await launchBrowser()
    opened = await openPage(browser)
    const client = DEMO_USERS.find((user) => user.role === 'client')!
    await signInAt(opened.page, client.email, client.password)
    await createSampleAutomation(opened.page)
    await createAutomation(opened.page, 'Opening hours', { kind: 'menu-tap' })
    flyer = await createAutomation(opened.page, 'From the flyer', { kind: 'ref-link', refs: [] })
  })
  afterAll(async () => {
    await opened?.context.close()
    await browser?.close()
  })

  it('sets an ice breaker and a menu from the integrations list, saves them to Instagram and reads them back', async () => {
    const { page, pageErrors } = opened
    await page.goto('/integracoes')
    await page.getByRole('link', { name: `Entry points of @${SAMPLE_ACCOUNT}` }).click()
    await page.getByRole('heading', { level: 1, name: `Entry points of @${SAMPLE_ACCOUNT}` }).waitFor()
    // Without ice breakers Instagram sends no link's ref: the screen says so.
    await page.getByText('only while the account has ice breakers', { exact: false }).waitFor()

    await page.getByRole('button', { name: 'Add an ice breaker' }).click()
    await page.getByRole('textbox', { name: 'Question 1' }).fill('When are you open?')
    await page.getByRole('combobox', { name: 'Starts' }).click()
    await page.getByRole('option', { name: 'Opening hours' }).click()
    await page.getByRole('button', { name: 'Add a menu item' }).click()
    await page.getByRole('textbox', { name: 'Item 1' }).fill('Our menu')
    await page.getByRole('combobox', { name: 'Does' }).click()
    await page.getByRole('option', { name: 'Opens a web page' }).click()
    await page.getByRole('textbox', { name: 'Web address' }).fill('https://cafe-aurora.example/menu')
    await page.getByRole('button', { name: 'Save to Instagram' }).click()
    await page.getByText('Saved to Instagram.', { exact: false }).waitFor()

    // A new load asks Instagram again: what it shows is what Instagram holds.
    await page.reload()
    await expect.poll(() => page.getByRole('textbox', { name: 'Question 1' }).inputValue()).toBe('When are you open?')
    expect(await page.getByRole('combobox', { name: 'Starts' }).textContent()).toBe('Opening hours')
    expect(await page.getByRole('textbox', { name: 'Web address' }).inputValue()).toBe(
      'https://cafe-aurora.example/menu',
    )
    await page.getByRole('img', { name: 'QR code of the link of From the flyer' }).waitFor()
    expect(await page.getByLabel('Link', { exact: true }).textContent()).toBe(
      `https://ig.me/m/${SAMPLE_ACCOUNT}?ref=${flyer}`,
    )
    expect(await page.getByText('only while the account has ice breakers', { exact: false }).count()).toBe(0)
    await expectNoSeriousAxe(page)
    expect(pageErrors).toEqual([])
  })

  it('shows the screen in English, French and Arabic (right to left)', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true })
    const headings = { en: 'Entry points of', fr: 'Points d’entrée de', ar: 'نقاط الدخول إلى' } as const
    for (const language of ['en', 'fr', 'ar'] as const) {
      await setLanguage(opened, language)
      const { page } = opened
      await page.getByRole('heading', { level: 1, name: headings[language] }).waitFor()
      await page.getByRole('img', { name: /QR/ }).waitFor()
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
      await page.screenshot({ path: `${SCREENSHOTS}/entry-points-${language}.png`, fullPage: true })
    }
    await expectNoSeriousAxe(opened.page)
  })
})
