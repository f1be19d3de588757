import { describe, expect, it } from 'vitest'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { inProcessGraph } from '@/mocks/instagram/inProcessGraph'
import { instagramMockApp } from '@/mocks/instagram/handlers'
import { httpGraph } from '@/server/instagram/graph'
import { HOUR, withConversation } from './connectedPlatform'

describe('a reply tagged HUMAN_AGENT, through both Graph clients', () => {
  it('reaches Instagram 3 days after the person wrote, untagged it does not, and tagged not after 7 days', async () => {
    const context = await withConversation()
    const { platform, person, account, advance } = context
    platform.configure({ humanAgentApproved: true })
    const app = instagramMockApp(platform)
    const tokenOf = async () => context.token
    const clients = [
      httpGraph({
        graphUrl: 'http://instagram.test/graph',
        version: INSTAGRAM_APP.graphVersion,
        tokenOf,
        fetch: async (input, init) => app.fetch(new Request(input, init)),
      }),
      inProcessGraph(platform, tokenOf),
    ]
    const reply = { accountId: account.userId, recipientId: person.id, message: { text: 'Sorry for the wait' } }
    advance(3 * 24 * HOUR)
    for (const client of clients) {
      expect(await client.sendMessage({ ...reply, tag: 'HUMAN_AGENT' })).toMatchObject({ ok: true })
      expect(await client.sendMessage(reply)).toMatchObject({ ok: false, error: { code: 10 } })
    }
    advance(4 * 24 * HOUR + 1)
    for (const client of clients)
      expect(await client.sendMessage({ ...reply, tag: 'HUMAN_AGENT' })).toMatchObject({
        ok: false,
        error: { code: 10 },
      })
  })
})
