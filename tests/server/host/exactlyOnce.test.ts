import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer, startInstagramMockProcess, startServerProcess } from '../../../scripts/lib/server.mjs'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import type { HealthResponse } from '@/mocks/api/health'
import { EMULATOR_ORIGIN, PROJECT_ID, signUp, uniqueEmail } from '../../support/emulator'
import { freshDatabase } from '../../support/postgresTestDb'
import { callApi, connectInstagram, freePort, type Person } from '../support/apiHost'
import { automationInput } from '../support/instagram'

/**
 * Exactly once under faults (docs/architecture.md, "Webhook work"): the Instagram mock, a process
 * of its own, delivers thousands of events to the servers as Meta does (signed, retried until
 * answered 200, some twice, some late, comments racing for one private reply); a server is
 * killed with SIGKILL mid-run and started again. The mock's outbox must then hold exactly one
 * answer per event that must be answered, and nothing else.
 */
const ACCOUNTS = 20
const PEOPLE = 4
const EVENTS = 2000
const HOUR = 3_600_000

type Started = Awaited<ReturnType<typeof startServerProcess>>
const cleanup: (() => Promise<unknown> | unknown)[] = []

beforeAll(() => buildServer(), 180_000)
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

interface MockAccount {
  accountId: string
  username: string
  mediaId: string
}

interface OutboxEntry {
  kind: string
  accountId: string
  recipientId: string | null
  commentId: string | null
}

/** What the run must end with: one private reply per comment, one DM per message, keyed. */
interface Expected {
  answers: Set<string>
  deliveries: { payload: Record<string, unknown>; twice: boolean }[]
}

function answerKey(entry: Pick<OutboxEntry, 'kind' | 'accountId' | 'recipientId' | 'commentId'>): string {
  return entry.kind === 'private_reply'
    ? `private_reply:${entry.accountId}:${entry.commentId}`
    : `${entry.kind}:${entry.accountId}:${entry.recipientId}`
}

/**
 * EVENTS events over the accounts, in bursts per account: a comment with the keyword (a private
 * reply) or a DM with it (a DM back), 10 % delivered twice, 5 % late beyond 36 hours (never
 * answered), from a new person each time so that every answer is told apart by its recipient.
 */
function scenario(accounts: readonly MockAccount[], now: number): Expected {
  const answers = new Set<string>()
  const deliveries: Expected['deliveries'] = []
  for (let index = 0; index < EVENTS; index++) {
    const account = accounts[Math.floor(index / (EVENTS / accounts.length)) % accounts.length]!
    // Kinds alternate in pairs, so that each process gets both (deliveries alternate one by one).
    const comment = Math.floor(index / 2) % 2 === 0
    const late = index % 20 === 7
    const person = {
      id: `66${String(now % 1e8).padStart(8, '0')}${String(index).padStart(5, '0')}`,
      username: `fan.${index}`,
    }
    const uniqueId = `179${String(now % 1e9).padStart(9, '0')}${String(index).padStart(5, '0')}`
    const payload = composeWebhookPayload({
      kind: comment ? 'comment' : 'message',
      accountId: account.accountId,
      person,
      text: comment ? 'Quero o link!' : 'Qual o preço?',
      now,
      occurredAt: late ? now - 40 * HOUR : now,
      uniqueId,
      media: { id: account.mediaId, mediaProductType: 'FEED' },
    })
    deliveries.push({ payload, twice: index % 10 === 3 })
    if (late) continue
    answers.add(
      comment ? `private_reply:${account.accountId}:${uniqueId}` : `message:${account.accountId}:${person.id}`,
    )
  }
  return { answers, deliveries }
}

async function person(api: string): Promise<Person> {
  const session = await signUp(uniqueEmail('exactly-once'), 'secret-123')
  const token = async () => session.idToken
  const someone: Person = {
    uid: session.localId,
    email: session.email,
    token,
    call: async (method, path, body) => callApi(api, session.idToken, method, path, body),
  }
  await someone.call('GET', '/session')
  return someone
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 400)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function run(options: { env: Record<string, string>; processes: 1 | 2 }) {
  const mock = await startInstagramMockProcess({ env: { INSTAGRAM_MOCK_RETRY_DELAYS_MS: '300,1000,2000,4000,8000' } })
  cleanup.push(mock.stop)
  const ports = await Promise.all(Array.from({ length: options.processes }, () => freePort()))
  const env = (port: number) => ({
    PORT: String(port),
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: new URL(EMULATOR_ORIGIN).host,
    CONVERSA_STATIC_DIR: 'public',
    // Each process reaches the mock under a name of its own, so that only the one to be killed
    // has its sends held.
    INSTAGRAM_MOCK_URL: `${mock.url}/via/p${port}`,
    CONVERSA_WORKERS: '4',
    ...options.env,
  })
  const servers: Started[] = []
  for (const port of ports) {
    const server = await startServerProcess({ env: env(port) })
    servers.push(server)
    cleanup.push(() => server.stop())
  }
  const api = (server: number) => `${servers[server]!.url}/api`

  // Accounts, each held by one of a few workspaces with a keyword automation for comments and DMs.
  const created = await fetch(`${mock.url}/__tools/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count: ACCOUNTS, prefix: `burst${Date.now() % 1e6}` }),
  })
  const accounts = (await created.json()) as MockAccount[]
  expect(accounts).toHaveLength(ACCOUNTS)
  const owners = await Promise.all(Array.from({ length: PEOPLE }, () => person(api(0))))
  for (const [index, account] of accounts.entries()) {
    const owner = owners[index % PEOPLE]!
    expect((await connectInstagram(owner, account.username)).status).toBeLessThan(300)
    const comments = await owner.call(
      'POST',
      '/automations',
      automationInput(account.accountId, {
        actions: [
          { kind: 'private-reply', message: { text: `Link de @${account.username}`, quickReplies: [], buttons: [] } },
        ],
      }),
    )
    const dms = await owner.call(
      'POST',
      '/automations',
      automationInput(account.accountId, {
        name: 'Preço',
        trigger: { kind: 'dm-keyword', keywords: { keywords: ['preço'], mode: 'contains' } },
        actions: [{ kind: 'send-dm', message: { text: 'A partir de R$ 49', quickReplies: [], buttons: [] } }],
      }),
    )
    expect([comments.status, dms.status]).toEqual([201, 201])
  }

  const expected = scenario(accounts, Date.now())
  // Meta's deliveries, spread over the processes as a load balancer would; a copy races the
  // first to the other process. One process is killed a third of the way through.
  const deliver = (payload: Record<string, unknown>, server: number) =>
    fetch(`${mock.url}/__tools/deliveries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ callbackUrl: `${api(server)}/webhooks/instagram`, payload }),
    }).then((response) => response.json())
  const holdAnswers = (ms: number) =>
    fetch(`${mock.url}/__tools/send-answer-delay`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ms, caller: `p${ports[0]}` }),
    })
  const heldAnswers = () =>
    fetch(`${mock.url}/__tools/send-answer-delay`).then((response) => response.json() as Promise<{ held: number }>)
  const killAt = Math.floor(EVENTS / 3)
  let restarted: Promise<void> | null = null
  let killed = servers[0]!
  const batch = 25
  for (let start = 0; start < expected.deliveries.length; start += batch) {
    if (start >= killAt && !restarted) {
      // Instagram records the sends but answers late: the killed process dies with sends that
      // reached Instagram and were never recorded, the case only the ledger and findSent cover.
      await holdAnswers(30_000)
      // Deliveries go on arriving until the process to be killed has sends in the air.
      let next = start
      while ((await heldAnswers()).held === 0 && next < expected.deliveries.length) {
        const { payload } = expected.deliveries[next]!
        await deliver(payload, 0)
        next += 1
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect((await heldAnswers()).held).toBeGreaterThan(0)
      killed = servers[0]!
      killed.child.kill('SIGKILL')
      await holdAnswers(0)
      restarted = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 500))
        servers[0] = await startServerProcess({ env: env(ports[0]!) })
        cleanup.push(() => servers[0]!.stop())
      })()
    }
    await Promise.all(
      expected.deliveries.slice(start, start + batch).flatMap(({ payload, twice }, offset) => {
        const server = (start + offset) % options.processes
        return twice
          ? [deliver(payload, server), deliver(payload, (server + 1) % options.processes)]
          : [deliver(payload, server)]
      }),
    )
  }
  await restarted

  const outbox = () => fetch(`${mock.url}/__tools/outbox`).then((response) => response.json() as Promise<OutboxEntry[]>)
  await waitFor('the answers', outbox, (sent) => sent.length >= expected.answers.size, 240_000)
  for (const index of servers.keys())
    await waitFor(
      `server ${index}'s queue`,
      () => fetch(`${api(index)}/health`).then((response) => response.json() as Promise<HealthResponse>),
      (health) => health.queue?.waiting === 0,
      60_000,
    )
  // Whatever would be sent twice would be sent by now: the queues are empty.
  const sent = (await outbox()).map(answerKey)
  const counts = new Map<string, number>()
  for (const key of sent) counts.set(key, (counts.get(key) ?? 0) + 1)
  expect([...counts].filter(([, count]) => count > 1)).toEqual([])
  expect([...expected.answers].filter((key) => !counts.has(key))).toEqual([])
  expect(sent.filter((key) => !expected.answers.has(key))).toEqual([])
  expect(sent).toHaveLength(expected.answers.size)
  // The kill did cut sends off mid-call (Instagram had them, the killed process never heard):
  // they were found on Instagram rather than sent again.
  const log = killed.output() + servers.map((server) => server.output()).join('')
  expect(log).toMatch(/"msg":"send cut off mid-call".*"foundOnInstagram":true/)
}

describe('exactly once under faults', () => {
  it('answers every event once on two processes sharing PostgreSQL, one killed and restarted mid-run', async () => {
    const database = await freshDatabase()
    cleanup.push(() => database.drop())
    await run({ env: { DATABASE_URL: database.url }, processes: 2 })
  }, 400_000)

  it('answers every event once on the embedded database, its one process killed and restarted mid-run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'conversa-exactly-once-'))
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }))
    await run({ env: { CONVERSA_DATA_DIR: dataDir }, processes: 1 })
  }, 400_000)
})
