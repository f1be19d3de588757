import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIGNATURE_HEADER, verifyWebhookSignature } from '@/domain/instagram/signature'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { InstagramPlatform } from '@/mocks/instagram/platform'
import { createMemoryMockDb } from '@/mocks/node'

interface Received {
  body: string
  signature: string | null
}

/** A callback URL whose answers are scripted: `answers[n]` for the n-th request (the last one after). */
async function fakeCallback(answers: ('drop' | number)[]) {
  const received: Received[] = []
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const answer = answers[Math.min(received.length, answers.length - 1)]!
      received.push({ body, signature: request.headers[SIGNATURE_HEADER.toLowerCase()] as string | null })
      if (answer === 'drop') request.socket.destroy()
      else response.writeHead(answer).end()
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`
  const arrived = async (count: number, withinMs = 2000) => {
    const until = Date.now() + withinMs
    while (received.length < count && Date.now() < until) await new Promise((wait) => setTimeout(wait, 5))
    return received.length
  }
  cleanup.push(() => new Promise<void>((closed) => server.close(() => closed())))
  return { url, received, arrived }
}

const cleanup: (() => unknown)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

function platformRetrying(webhookRetryDelaysMs: number[]) {
  const platform = new InstagramPlatform(createMemoryMockDb({ seed: 7 }), Date.now, { webhookRetryDelaysMs })
  cleanup.push(() => platform.stopDeliveries())
  return platform
}

const BODY = JSON.stringify({ object: 'instagram', entry: [{ id: '1', time: 1, changes: [] }] })
const settle = (ms: number) => new Promise((wait) => setTimeout(wait, ms))

describe('webhook delivery, as Meta retries it', () => {
  it('answers the first status and posts the same signed bytes again until the receiver answers 200', async () => {
    const callback = await fakeCallback([500, 503, 200])
    const platform = platformRetrying([10, 10, 10, 10])
    expect(await platform.deliverWebhook(callback.url, BODY)).toBe(500)
    expect(await callback.arrived(3)).toBe(3)
    await settle(60)
    expect(callback.received).toHaveLength(3)
    for (const { body, signature } of callback.received) {
      expect(body).toBe(BODY)
      expect(await verifyWebhookSignature(INSTAGRAM_APP.clientSecret, body, signature)).toEqual({ valid: true })
    }
  })

  it('retries a receiver it could not reach, and gives up once the schedule is spent', async () => {
    const dropped = await fakeCallback(['drop', 200])
    const platform = platformRetrying([10])
    expect(await platform.deliverWebhook(dropped.url, BODY)).toBe(0)
    expect(await dropped.arrived(2)).toBe(2)

    const failing = await fakeCallback([500])
    expect(await platform.deliverWebhook(failing.url, BODY)).toBe(500)
    expect(await failing.arrived(2)).toBe(2)
    await settle(60)
    expect(failing.received).toHaveLength(2)
  })

  it('never retries a forged delivery, which is a forger’s single POST', async () => {
    const callback = await fakeCallback([401])
    const platform = platformRetrying([5, 5])
    expect(await platform.deliverWebhook(callback.url, BODY, true)).toBe(401)
    await settle(50)
    expect(callback.received).toHaveLength(1)
  })

  it('stops the retries still to come', async () => {
    const callback = await fakeCallback([500])
    const platform = platformRetrying([20, 20])
    expect(await platform.deliverWebhook(callback.url, BODY)).toBe(500)
    platform.stopDeliveries()
    await settle(80)
    expect(callback.received).toHaveLength(1)
  })

  it('never keeps the process alive while a retry waits', async () => {
    const callback = await fakeCallback([500])
    const platform = platformRetrying([30_000])
    const waits: ReturnType<typeof setTimeout>[] = []
    const setTimer = globalThis.setTimeout
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
      const timer = setTimer(run, ms)
      if (ms === 30_000) waits.push(timer)
      return timer
    }) as typeof setTimeout)
    try {
      expect(await platform.deliverWebhook(callback.url, BODY)).toBe(500)
    } finally {
      spy.mockRestore()
    }
    expect(waits).toHaveLength(1)
    expect(waits[0]!.hasRef()).toBe(false)
  })
})
