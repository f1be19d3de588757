/**
 * What a verified delivery leaves in the backend's own database besides the delivery: the mock
 * Instagram served by this backend learns what it delivered (so the comment can be answered), but
 * a backend that reaches Instagram over HTTP (Meta itself, or the mock as a service of its own)
 * keeps no copy of Instagram's records.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { signWebhookBody } from '@/domain/instagram/signature'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { createMockServer } from '@/mocks/node'
import type { MockBackendOptions } from '@/mocks/types'

const NOW = Date.UTC(2026, 10, 29, 12)
const closing: (() => void)[] = []
afterEach(() => closing.splice(0).forEach((close) => close()))

async function deliverComment(instagram: MockBackendOptions['instagram']) {
  const { backend } = createMockServer({ projectId: 'demo-conversa', now: () => NOW, instagram })
  closing.push(() => backend.webhookWork.stop())
  const body = JSON.stringify(
    composeWebhookPayload({
      kind: 'comment',
      accountId: '17841400000000077',
      person: { id: '6600000000000077', username: 'fan.seventy.seven' },
      media: { id: '17900000000000077', mediaProductType: 'FEED' },
      text: 'link please',
      uniqueId: '17900000000000777',
      now: NOW,
    }),
  )
  const delivery = await backend.instagramWebhooks.receive(
    body,
    await signWebhookBody(INSTAGRAM_APP.clientSecret, body),
  )
  expect(delivery.verdict).toEqual({ verified: true })
  await backend.webhookWork.settle()
  return backend.db.collection<{ id: string }>('igComments').all()
}

describe('a verified delivery and Instagram’s records', () => {
  it('teaches the mock served in this backend the comment it delivered', async () => {
    expect((await deliverComment(undefined)).map((comment) => comment.id)).toContain('17900000000000777')
  })

  it('leaves no copy of Instagram’s records in a backend that reaches Instagram over HTTP', async () => {
    expect(await deliverComment({ graph: 'http', tools: false })).toEqual([])
  })
})
