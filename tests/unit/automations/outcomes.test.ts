import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AutomationFunnel } from '@/domain/automations/funnel'
import type { SentByAccount } from '@/domain/instagram/apiTypes'
import { mockHarness } from './mockHarness'

const OWNER = 'client-uid-1'
const STRANGER = 'someone-else'
const CAFE = 'cafe.aurora'
const MENU = 'https://cafe.example/menu'

describe('measured outcomes in the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(OWNER, 'admin@conversa.test')
    await mock.signIn(STRANGER)
    expect((await mock.connect(OWNER, CAFE)).status).toBe(201)
  })

  /** A comment answered with a private reply whose button links to the menu; the link the person got. */
  const sentLink = async () => {
    const automation = await mock.createAutomation(OWNER, CAFE, {
      actions: [
        {
          kind: 'private-reply',
          message: { text: 'Our menu', quickReplies: [], buttons: [{ type: 'web_url', title: 'Open', url: MENU }] },
        },
      ],
    })
    await mock.deliver(CAFE, { kind: 'comment', text: 'link' })
    const outbox = (await call<SentByAccount[]>(OWNER, 'GET', '/webhooks/instagram/outbox')).json
    const content = outbox[0]!.content as { buttons: { url: string }[] }
    return { automation, url: content.buttons[0]!.url }
  }
  const funnelOf = (id: string, uid = OWNER) => call<AutomationFunnel>(uid, 'GET', `/automations/${id}/funnel`)

  it('sends link buttons through the redirect, which leads to the address and counts the click', async () => {
    const { automation, url } = await sentLink()
    expect(new URL(url).pathname).toMatch(/^\/r\/[\w-]+\.[\w-]+$/)
    expect((await funnelOf(automation.id)).json.stages.clicked).toBe(0)

    const followed = await fetch(url, { redirect: 'manual' })
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toBe(MENU)

    const funnel = (await funnelOf(automation.id)).json
    expect(funnel.stages).toEqual({ triggered: 1, sent: 1, opened: 1, tapped: 1, clicked: 1, captured: 0 })
    expect(funnel.posts).toHaveLength(1)
    expect(funnel.posts[0]!.stages.clicked).toBe(1)
  })

  it('refuses a forged or altered token with a 404, never a redirect', async () => {
    const { automation, url } = await sentLink()
    const [payload, signature] = new URL(url).pathname.replace('/r/', '').split('.')
    const elsewhere = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), url: 'https://evil.example' }),
    ).toString('base64url')
    const origin = new URL(url).origin
    for (const forged of [
      `${origin}/r/${elsewhere}.${signature}`,
      `${origin}/r/${payload}.${signature!.slice(0, -2)}AA`,
      `${origin}/r/nothing`,
    ]) {
      const answer = await fetch(forged, { redirect: 'manual' })
      expect(answer.status).toBe(404)
      expect(answer.headers.get('location')).toBeNull()
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('links/not-found')
    }
    const page = await fetch(`${origin}/r/nothing`, { redirect: 'manual', headers: { accept: 'text/html' } })
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('This link does not lead anywhere')
    expect((await funnelOf(automation.id)).json.stages.clicked).toBe(0)
  })

  it('shows the funnel to its own workspace only', async () => {
    const { automation } = await sentLink()
    expect((await funnelOf(automation.id, STRANGER)).status).toBe(404)
    expect((await funnelOf('no-such-automation')).status).toBe(404)
  })
})
