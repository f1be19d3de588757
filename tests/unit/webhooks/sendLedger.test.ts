/**
 * The ledger of sends (src/server/webhooks/sendLedger.ts) over the page's webhook store on an
 * in-memory database: a keyed send reaches Instagram once however often the engine runs its event
 * again, a send cut off mid-call is looked for on Instagram before it is sent again, and a send
 * without a key is not ledgered at all.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { messageText, type GraphError, type InstagramSendClient, type SendResult } from '@/domain/automations/client'
import { createMemoryMockDb } from '@/mocks/node'
import { collectionWebhookStore } from '@/server/webhooks/collectionStore'
import { ledgeredClient, type SentFinder, type SentStep } from '@/server/webhooks/sendLedger'

const NOW = Date.UTC(2026, 10, 29, 12)
const MINUTE = 60_000
const ACCOUNT = '17841400000000001'
const OTHER_ACCOUNT = '17841400000000002'
const PERSON = '6700000000000001'

/**
 * What the next call to the Send API does: `ok` (Instagram takes it and answers its id), `refused`
 * (Instagram answers an error), `dies` (Instagram takes it, but the process dies before reading
 * the answer: the call throws), `lost` (the call throws before Instagram got the request).
 */
type Outcome = 'ok' | 'refused' | 'dies' | 'lost'

interface Posted {
  id: string
  accountId: string
  step: SentStep
  at: number
}

type FindSentRequest = Parameters<SentFinder['findSent']>[0]

const sameStep = (a: SentStep, b: SentStep) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Instagram as the ledger sees it: the Send API's three calls, which record what reached
 * Instagram, and findSent, which looks among those for the step since `since`, skipping
 * `excludeIds`, as the Conversations API and a comment's replies would.
 */
class FakeInstagram implements InstagramSendClient, SentFinder {
  /** What reached Instagram. */
  readonly posted: Posted[] = []
  /** Every Send API call, whatever became of it. */
  calls = 0
  readonly lookups: FindSentRequest[] = []
  /** The next calls' outcomes, in order; `ok` once they run out. */
  readonly next: Outcome[] = []
  /** findSent rejects (the read API is down, or the process dies while asking). */
  findSentFails = false
  private ids = 0

  constructor(private readonly now: () => number) {}

  private async post(accountId: string, step: SentStep): Promise<SendResult> {
    this.calls++
    const outcome = this.next.shift() ?? 'ok'
    if (outcome === 'lost') throw new Error('socket hang up')
    if (outcome === 'refused') {
      const error: GraphError = { code: 10, message: 'This message is sent outside of allowed window.' }
      return { ok: false, error }
    }
    const id = `mid.${++this.ids}`
    this.posted.push({ id, accountId, step, at: this.now() })
    if (outcome === 'dies') throw new Error('The process died before Instagram answered')
    return { ok: true, id }
  }

  sendMessage: InstagramSendClient['sendMessage'] = (request) =>
    this.post(request.accountId, { kind: 'dm', recipientId: request.recipientId, text: messageText(request.message) })
  sendPrivateReply: InstagramSendClient['sendPrivateReply'] = (request) =>
    this.post(request.accountId, {
      kind: 'private-reply',
      commentId: request.commentId,
      text: messageText(request.message),
    })
  replyToComment: InstagramSendClient['replyToComment'] = (request) =>
    this.post(request.accountId, { kind: 'public-reply', commentId: request.commentId, text: request.text })

  async findSent(request: FindSentRequest): Promise<string | null> {
    this.lookups.push(request)
    if (this.findSentFails) throw new Error('The Conversations API is unavailable')
    const found = this.posted.find(
      (sent) =>
        sent.accountId === request.accountId &&
        sent.at >= request.since &&
        !request.excludeIds.includes(sent.id) &&
        sameStep(sent.step, request.step),
    )
    return found?.id ?? null
  }
}

const cleanup: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

async function setup() {
  const db = createMemoryMockDb()
  await db.ready()
  cleanup.push(async () => db.close())
  const store = collectionWebhookStore(db)
  const clock = { now: NOW }
  const instagram = new FakeInstagram(() => clock.now)
  const client = ledgeredClient(instagram, store, () => clock.now)
  /** A DM of `text` to the person, keyed `sendKey` (none when undefined). */
  const dm = (sendKey: string | undefined, text = 'Here is the link', accountId = ACCOUNT) =>
    client.sendMessage({ accountId, recipientId: PERSON, message: { text }, ...(sendKey ? { sendKey } : {}) })
  return { store, clock, instagram, client, dm }
}

describe('ledgeredClient: a keyed send', () => {
  it('goes out once: a second call with the same sendKey answers the first id without calling Instagram', async () => {
    const { clock, instagram, dm } = await setup()
    const first = await dm('acct:evt-1:auto-1:0')
    expect(first).toEqual({ ok: true, id: 'mid.1' })

    clock.now += MINUTE
    expect(await dm('acct:evt-1:auto-1:0')).toEqual({ ok: true, id: 'mid.1' })
    expect(instagram.calls).toBe(1)
    expect(instagram.posted).toHaveLength(1)
    expect(instagram.lookups).toEqual([])
  })

  it('that Instagram refuses (ok: false) frees its key: the next call sends again', async () => {
    const { clock, instagram, dm } = await setup()
    instagram.next.push('refused')
    const refused = await dm('acct:evt-1:auto-1:0')
    expect(refused).toMatchObject({ ok: false, error: { code: 10 } })

    clock.now += MINUTE
    expect(await dm('acct:evt-1:auto-1:0')).toEqual({ ok: true, id: 'mid.1' })
    expect(instagram.calls).toBe(2)
    expect(instagram.posted).toHaveLength(1)
    // A refused send was never interrupted: nothing to look for.
    expect(instagram.lookups).toEqual([])
  })
})

describe('ledgeredClient: a send cut off mid-call', () => {
  it('is looked for from before it began, the account’s other recorded sends excluded, and the id found is returned without sending', async () => {
    const { clock, instagram, dm } = await setup()
    // The account's other sends: the same text to the same person for an earlier event, another
    // text after; and another account's send, which is no business of this look-up.
    const earlier = await dm('acct:evt-0:auto-1:0')
    clock.now = NOW + 30_000
    const otherAccount = await dm('acct2:evt-9:auto-1:0', 'Here is the link', OTHER_ACCOUNT)

    clock.now = NOW + MINUTE
    const began = clock.now
    instagram.next.push('dies')
    await expect(dm('acct:evt-1:auto-1:0')).rejects.toThrow('The process died')
    expect(instagram.posted).toHaveLength(3)

    clock.now = NOW + 2 * MINUTE
    const later = await dm('acct:evt-2:auto-1:0', 'Thanks!')
    expect([earlier, otherAccount, later].every((result) => result.ok)).toBe(true)

    // The job runs the event again after its lease.
    clock.now = NOW + 3 * MINUTE
    const again = await dm('acct:evt-1:auto-1:0')
    expect(again).toEqual({ ok: true, id: 'mid.3' })
    expect(instagram.posted).toHaveLength(4)
    expect(instagram.calls).toBe(4)

    expect(instagram.lookups).toHaveLength(1)
    const [lookup] = instagram.lookups
    expect(lookup!.accountId).toBe(ACCOUNT)
    expect(lookup!.since).toBeLessThanOrEqual(began)
    expect(lookup!.step).toEqual({ kind: 'dm', recipientId: PERSON, text: 'Here is the link' })
    const ids = (result: Awaited<ReturnType<typeof dm>>) => (result.ok ? [result.id] : [])
    expect([...lookup!.excludeIds].sort()).toEqual([...ids(earlier), ...ids(later)].sort())
    expect(lookup!.excludeIds).not.toContain(ids(otherAccount)[0])

    // Found, and recorded: a third run answers it from the ledger.
    clock.now = NOW + 4 * MINUTE
    expect(await dm('acct:evt-1:auto-1:0')).toEqual({ ok: true, id: 'mid.3' })
    expect(instagram.lookups).toHaveLength(1)
    expect(instagram.calls).toBe(4)
  })

  it('is sent again when findSent answers null (it never reached Instagram), and the new id is recorded', async () => {
    const { clock, instagram, dm } = await setup()
    // The same text to the same person for an earlier event: excluded, so not taken for this one.
    const earlier = await dm('acct:evt-0:auto-1:0')
    expect(earlier).toEqual({ ok: true, id: 'mid.1' })

    clock.now = NOW + MINUTE
    instagram.next.push('lost')
    await expect(dm('acct:evt-1:auto-1:0')).rejects.toThrow('socket hang up')

    clock.now = NOW + 2 * MINUTE
    const again = await dm('acct:evt-1:auto-1:0')
    expect(instagram.lookups).toHaveLength(1)
    expect(instagram.lookups[0]!.excludeIds).toEqual(['mid.1'])
    expect(again).toEqual({ ok: true, id: 'mid.2' })
    expect(instagram.posted.map((sent) => sent.id)).toEqual(['mid.1', 'mid.2'])

    clock.now = NOW + 3 * MINUTE
    expect(await dm('acct:evt-1:auto-1:0')).toEqual({ ok: true, id: 'mid.2' })
    expect(instagram.calls).toBe(3)
    expect(instagram.lookups).toHaveLength(1)
  })

  it('is not sent when findSent rejects: the error propagates (the job is retried) and the key stays interrupted', async () => {
    const { clock, instagram, dm } = await setup()
    instagram.next.push('dies')
    await expect(dm('acct:evt-1:auto-1:0')).rejects.toThrow('The process died')

    clock.now = NOW + MINUTE
    instagram.findSentFails = true
    await expect(dm('acct:evt-1:auto-1:0')).rejects.toThrow('The Conversations API is unavailable')
    expect(instagram.calls).toBe(1)
    expect(instagram.posted).toHaveLength(1)

    // The retry asks again, finds the first send, and sends nothing.
    clock.now = NOW + 2 * MINUTE
    instagram.findSentFails = false
    expect(await dm('acct:evt-1:auto-1:0')).toEqual({ ok: true, id: 'mid.1' })
    expect(instagram.lookups).toHaveLength(2)
    expect(instagram.calls).toBe(1)
  })

  it('is still looked for from when it first began after a look-up failed more than five minutes later', async () => {
    const { clock, instagram, dm } = await setup()
    // The send reaches Instagram; the process is killed before the answer.
    instagram.next.push('dies')
    await expect(dm('acct:evt-1:auto-1:0')).rejects.toThrow('The process died')

    // Restarted six minutes later: the rerun's look-up fails (or its process is killed while asking).
    clock.now = NOW + 6 * MINUTE
    instagram.findSentFails = true
    await expect(dm('acct:evt-1:auto-1:0')).rejects.toThrow('The Conversations API is unavailable')

    // The job's next try must still look from before the first send began, and find it.
    clock.now = NOW + 10 * MINUTE
    instagram.findSentFails = false
    const third = await dm('acct:evt-1:auto-1:0')
    expect(instagram.lookups.at(-1)!.since).toBeLessThanOrEqual(NOW)
    expect(third).toEqual({ ok: true, id: 'mid.1' })
    expect(instagram.posted).toHaveLength(1)
  })

  it('names what to look for by the call: a private reply and a public reply by their comment', async () => {
    const { clock, instagram, client } = await setup()
    const privateReply = {
      accountId: ACCOUNT,
      commentId: '18000000000000101',
      message: { text: 'Sent you the link' },
      sendKey: 'acct:evt-1:auto-1:0',
    }
    const publicReply = {
      accountId: ACCOUNT,
      commentId: '18000000000000101',
      text: 'Check your DMs',
      sendKey: 'acct:evt-1:auto-1:1',
    }
    instagram.next.push('dies', 'dies')
    await expect(client.sendPrivateReply(privateReply)).rejects.toThrow()
    await expect(client.replyToComment(publicReply)).rejects.toThrow()

    clock.now = NOW + MINUTE
    expect(await client.sendPrivateReply(privateReply)).toEqual({ ok: true, id: 'mid.1' })
    expect(await client.replyToComment(publicReply)).toEqual({ ok: true, id: 'mid.2' })
    expect(instagram.lookups.map((lookup) => lookup.step)).toEqual([
      { kind: 'private-reply', commentId: '18000000000000101', text: 'Sent you the link' },
      { kind: 'public-reply', commentId: '18000000000000101', text: 'Check your DMs' },
    ])
    expect(instagram.calls).toBe(2)
  })
})

describe('ledgeredClient: a send without sendKey', () => {
  it('always sends, and keeps no ledger entry', async () => {
    const { store, instagram, dm } = await setup()
    expect(await dm(undefined)).toEqual({ ok: true, id: 'mid.1' })
    expect(await dm(undefined)).toEqual({ ok: true, id: 'mid.2' })
    instagram.next.push('dies')
    await expect(dm(undefined)).rejects.toThrow('The process died')
    expect(await dm(undefined)).toEqual({ ok: true, id: 'mid.4' })
    expect(instagram.calls).toBe(4)
    expect(instagram.lookups).toEqual([])
    expect(await store.sentIds(ACCOUNT, 0)).toEqual([])
  })
})
