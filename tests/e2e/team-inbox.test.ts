import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationAccount } from '@/domain/automations/apiTypes'
import type { InboxMember } from '@/domain/chat/apiTypes'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { pathOf } from '../../src/routes/match'
import { serveServerApp } from '../../scripts/replay/serveServer.mjs'
import { launchBrowser } from '../support/browser'
import { oobCodesFor, signUp, uniqueEmail } from '../support/emulator'
import { signInAt } from './authSupport'

/**
 * The team inbox with two members in two browsers on one Conversa server (the mock build keeps
 * each browser's backend in that browser): the owner assigns a thread to the agent, the agent
 * writes a note and replies, and each sees the other's work without a reload; a viewer's send is
 * refused by the server and the reply box says why.
 */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 })

describe('two members work one inbox', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveServerApp>>
  const contexts: BrowserContext[] = []

  const openPage = async (): Promise<Page> => {
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-US', reducedMotion: 'reduce' })
    contexts.push(context)
    return context.newPage()
  }

  /** A call to the backend as the page's signed-in person. */
  const api = <T>(page: Page, method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const token = JSON.parse(window.localStorage.getItem('conversa-accessToken') ?? 'null') as string
        const response = await fetch(`/api${path}`, {
          method,
          headers: { token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        return { status: response.status, json: response.status === 204 ? null : await response.json() }
      },
      { method, path, body },
    ) as Promise<{ status: number; json: T }>

  /** The owner invites `email` with `role` from /equipe; the invitee joins through the emailed link. */
  const join = async (owner: Page, role: 'Agent' | 'Viewer'): Promise<Page> => {
    const email = uniqueEmail(role.toLowerCase())
    await owner.goto(pathOf('team'))
    const invite = owner.getByRole('form', { name: 'Invite someone' })
    await invite.getByLabel('Email').fill(email)
    await invite.getByRole('combobox', { name: 'Role' }).click()
    await owner.getByRole('option', { name: new RegExp(`^${role}:`) }).click()
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    const signInLink = async () =>
      (await oobCodesFor(email)).find((code) => code.requestType === 'EMAIL_SIGNIN')?.oobLink ?? ''
    await poll(signInLink).not.toBe('')
    const page = await openPage()
    await page.goto(await signInLink())
    await page.waitForURL(/\/convite\/[^/?]+\?.*mode=signIn/)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Sign in and join' }).click()
    await page.waitForURL((url) => url.pathname === pathOf('dashboards'), { timeout: 30_000 })
    return page
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    // Builds the app and the server, then starts it: minutes on a busy machine.
    server = await serveServerApp({ log: () => {} })
  }, 600_000)
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await server?.close()
    await browser?.close()
  })

  it('an assignment, a note and a reply by one member appear for the other; a viewer cannot send', async () => {
    const password = 'inbox-owner-1'
    const ownerEmail = uniqueEmail('inbox-owner')
    await signUp(ownerEmail, password, 'Olga Owner')
    const owner = await openPage()
    await signInAt(owner, ownerEmail, password)

    // The owner connects @cafe.aurora through Instagram's consent page.
    await owner.goto(pathOf('integrations'))
    await owner.getByRole('button', { name: 'Connect an Instagram account' }).click()
    await owner.waitForURL(/\/oauth\/authorize\?/, { timeout: 20_000 })
    await owner.getByRole('radio', { name: '@cafe.aurora' }).click()
    await owner.getByRole('button', { name: 'Allow' }).click()
    await owner.getByRole('heading', { name: '@cafe.aurora' }).waitFor({ timeout: 20_000 })

    const agent = await join(owner, 'Agent')
    const viewer = await join(owner, 'Viewer')
    const team = (await api<{ uid: string; role: string }[]>(owner, 'GET', '/workspaces/current/members')).json
    const agentUid = team.find((member) => member.role === 'agent')!.uid
    const members = (await api<InboxMember[]>(owner, 'GET', '/chat/members')).json
    expect(members).toHaveLength(3)
    const agentName = members.find((member) => member.uid === agentUid)!.name

    // A person writes to the account (Meta's signed webhook).
    const [account] = (await api<AutomationAccount[]>(owner, 'GET', '/automations/accounts')).json
    const text = `Do you deliver to Porto? ${Date.now()}`
    const now = Date.now()
    const raw = JSON.stringify(
      composeWebhookPayload({
        kind: 'message',
        accountId: account!.accountId,
        person: { id: `9${now}`, username: 'rita.porto' },
        text,
        now,
        occurredAt: now,
        uniqueId: String(now),
      }),
    )
    const delivered = await fetch(`${server.baseURL}/api/webhooks/instagram`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: await signWebhookBody(INSTAGRAM_APP.clientSecret, raw),
      },
      body: raw,
    })
    expect(delivered.status).toBe(200)

    const openThread = async (page: Page) => {
      await page.goto(pathOf('chat'))
      const row = page.getByRole('list', { name: 'Conversations, newest first' }).getByRole('button', { name: /Porto/ })
      await row.click({ timeout: 30_000 })
      await page.getByRole('log').getByText(text).waitFor()
      return page.getByRole('log')
    }
    const ownerLog = await openThread(owner)
    const agentLog = await openThread(agent)
    const assignedTo = (page: Page) => page.getByRole('combobox', { name: 'Assigned to' })

    // The owner assigns the thread to the agent: the agent's open thread shows it.
    await assignedTo(owner).click()
    await owner.getByRole('option', { name: agentName, exact: true }).click()
    await poll(() => assignedTo(agent).textContent()).toBe(agentName)

    // The agent writes a note for the owner and replies: the owner sees both, no reload.
    await agent
      .getByRole('textbox', { name: /Internal note/ })
      .fill('She ordered twice last month, offer free shipping')
    await agent.getByRole('button', { name: 'Add note' }).click()
    await poll(() => ownerLog.getByText('She ordered twice last month, offer free shipping').count()).toBe(1)
    expect(await ownerLog.getByText(`Internal note by ${agentName}`).count()).toBe(1)
    const reply = agent.getByRole('textbox', { name: /^Message to / })
    await reply.fill('Yes, we deliver to Porto in two days.')
    await reply.press('Enter')
    await poll(() => agentLog.getByText('Yes, we deliver to Porto in two days.').count()).toBe(1)
    const ownerSees = ownerLog.getByRole('listitem').filter({ hasText: 'Yes, we deliver to Porto in two days.' })
    await poll(() => ownerSees.count()).toBe(1)
    expect(await ownerSees.getByText(`Sent by ${agentName}`).count()).toBe(1)
    await owner.getByText('Sent in this conversation: 0 by automations, 1 by hand').waitFor()

    // A viewer reads the thread; their send is refused by the server and the reply box says why.
    const viewerLog = await openThread(viewer)
    await viewerLog.getByText('Yes, we deliver to Porto in two days.').waitFor()
    const viewerReply = viewer.getByRole('textbox', { name: /^Message to / })
    await viewerReply.fill('I should not be able to send this.')
    await viewerReply.press('Enter')
    await viewer.getByRole('alert').filter({ hasText: 'You are not allowed to do this.' }).waitFor()
    await viewer.getByText('Your role lets you read conversations, not reply to them.').waitFor()
    expect(await viewerLog.getByText('I should not be able to send this.').count()).toBe(0)
    const threadId = encodeURIComponent(`${account!.accountId}:9${now}`)
    const refused = await api(viewer, 'POST', `/chat/threads/${threadId}/messages`, { text: 'Still no.' })
    expect(refused.status).toBe(403)
  })
})
