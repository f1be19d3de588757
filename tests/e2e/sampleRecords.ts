import type { Page } from 'playwright-core'

export const SAMPLE_ACCOUNT = 'cafe.aurora'
export const SAMPLE_AUTOMATION = 'Route sweep'

/** Connects @cafe.aurora through Instagram's (mock) consent, then creates an automation on it: its id. */
export async function createSampleAutomation(page: Page): Promise<string> {
  await page.goto('/integracoes')
  await page.getByRole('button', { name: 'Connect an Instagram account' }).click()
  await page.waitForURL(/\/__mock\/instagram\/oauth\/authorize\?/, { timeout: 20_000 })
  await page.getByRole('radio', { name: `@${SAMPLE_ACCOUNT}` }).click()
  await page.getByRole('button', { name: 'Allow' }).click()
  await page.waitForURL(/\/integracoes$/, { timeout: 20_000 })
  await page.getByRole('heading', { name: `@${SAMPLE_ACCOUNT}` }).waitFor({ timeout: 20_000 })
  return page.evaluate(
    async ({ username, name }) => {
      const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers: { token, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
        return response.json()
      }
      const accounts = (await call('GET', '/automations/accounts')) as { accountId: string; username: string }[]
      const created = (await call('POST', '/automations', {
        name,
        accountId: accounts.find((account) => account.username === username)!.accountId,
        status: 'paused',
        priority: 0,
        stopAfterFirstMatch: false,
        trigger: {
          kind: 'comment-keyword',
          keywords: { keywords: ['link'], mode: 'contains' },
          media: { kind: 'any' },
        },
        actions: [{ kind: 'private-reply', message: { text: 'Here it is', quickReplies: [], buttons: [] } }],
      })) as { id: string }
      return created.id
    },
    { username: SAMPLE_ACCOUNT, name: SAMPLE_AUTOMATION },
  )
}
