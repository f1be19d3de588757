/**
 * The job worker (src/server/webhooks/worker.ts) over the page's webhook store on an in-memory
 * database, with an injected clock: what `settle`, `kick`, `start` and `stop` work, how a throwing
 * handler is retried with backoff and given up on, and what each job reports.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryMockDb } from '@/mocks/node'
import { collectionWebhookStore } from '@/server/webhooks/collectionStore'
import { JOB_MAX_ATTEMPTS, jobBackoffMs } from '@/server/webhooks/intakeRules'
import type { Job, WebhookStore } from '@/server/webhooks/store'
import { JobWorker, type JobHandler, type JobReport, type JobWorkerOptions } from '@/server/webhooks/worker'

const NOW = Date.UTC(2026, 10, 29, 12)

const cleanup: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

/** A store on a fresh in-memory database, a clock the test moves, and a worker built on both. */
async function setup(options: Partial<Omit<JobWorkerOptions, 'store' | 'now'>> = {}) {
  const db = createMemoryMockDb()
  await db.ready()
  cleanup.push(async () => db.close())
  const store = collectionWebhookStore(db)
  const clock = { now: NOW }
  const reports: JobReport[] = []
  const worker = new JobWorker({
    store,
    handlers: {},
    now: () => clock.now,
    report: (entry) => reports.push(entry),
    ...options,
  })
  cleanup.push(() => worker.stop())
  const enqueue = (kind: string, key: string, payload: unknown = {}, runAt = clock.now) =>
    store.enqueue({ kind, key, payload, runAt })
  return { store, clock, worker, reports, enqueue }
}

/** A handler that records each batch it gets (the jobs' ids), and throws `failWith` when set. */
function recorder(failWith?: string) {
  const batches: string[][] = []
  const handler: JobHandler = async (jobs) => {
    batches.push(jobs.map((job) => job.id))
    if (failWith) throw new Error(failWith)
  }
  return { batches, handler, jobs: () => batches.flat() }
}

/** vi.waitFor's polling: often, so a test waits a few ms, not its default 50. */
const soon = { interval: 2, timeout: 2000 }
const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms))

const waiting = (store: WebhookStore, now: number) => store.health(now)

describe('JobWorker.settle', () => {
  it('works every due job, each kind’s jobs enqueued together as one batch, and completes them', async () => {
    const deliveries = recorder()
    const due = recorder()
    const { store, clock, worker, enqueue } = await setup({
      handlers: { 'webhook-delivery': deliveries.handler, 'engine-due': due.handler },
    })
    await enqueue('webhook-delivery', 'delivery:1')
    await enqueue('engine-due', 'due:ws-1')
    await enqueue('webhook-delivery', 'delivery:2')
    await enqueue('webhook-delivery', 'delivery:3')
    await enqueue('engine-due', 'due:ws-2')
    expect(await waiting(store, clock.now)).toEqual({ waiting: 5, failed: 0, oldestDueAt: NOW })

    await worker.settle()

    expect(deliveries.batches).toHaveLength(1)
    expect([...deliveries.batches[0]!].sort()).toEqual(['delivery:1', 'delivery:2', 'delivery:3'])
    expect(due.batches).toHaveLength(1)
    expect([...due.batches[0]!].sort()).toEqual(['due:ws-1', 'due:ws-2'])
    expect(await waiting(store, clock.now)).toEqual({ waiting: 0, failed: 0, oldestDueAt: null })
  })

  it('also works a job that a handler enqueues, due now, before it resolves', async () => {
    const due = recorder()
    const { store, clock, worker, enqueue } = await setup({
      handlers: {
        'webhook-delivery': async () => {
          await enqueue('engine-due', 'due:ws-1')
        },
        'engine-due': due.handler,
      },
    })
    await enqueue('webhook-delivery', 'delivery:1')
    await worker.settle()
    expect(due.jobs()).toEqual(['due:ws-1'])
    expect(await waiting(store, clock.now)).toEqual({ waiting: 0, failed: 0, oldestDueAt: null })
  })

  it('leaves a job whose runAt is in the future until the clock passes it', async () => {
    const due = recorder()
    const { store, clock, worker, enqueue } = await setup({ handlers: { 'engine-due': due.handler } })
    await enqueue('engine-due', 'due:ws-1:later', {}, NOW + 10_000)

    await worker.settle()
    expect(due.jobs()).toEqual([])
    expect(await waiting(store, clock.now)).toEqual({ waiting: 1, failed: 0, oldestDueAt: null })

    clock.now = NOW + 9_999
    await worker.settle()
    expect(due.jobs()).toEqual([])

    clock.now = NOW + 10_000
    await worker.settle()
    expect(due.jobs()).toEqual(['due:ws-1:later'])
    expect(await waiting(store, clock.now)).toEqual({ waiting: 0, failed: 0, oldestDueAt: null })
  })
})

describe('JobWorker retries', () => {
  it('retries every job of a throwing batch after jobBackoffMs(attempts), not before', async () => {
    const failing = recorder('Graph API unavailable')
    const { store, clock, worker, enqueue } = await setup({ handlers: { 'webhook-delivery': failing.handler } })
    await enqueue('webhook-delivery', 'delivery:1')
    await enqueue('webhook-delivery', 'delivery:2')

    await worker.settle()
    expect(failing.batches).toHaveLength(1)
    // Not due right after the failure: both wait for their backoff.
    expect(await waiting(store, clock.now)).toEqual({ waiting: 2, failed: 0, oldestDueAt: null })
    await worker.settle()
    expect(failing.batches).toHaveLength(1)

    clock.now = NOW + jobBackoffMs(1) - 1
    await worker.settle()
    expect(failing.batches).toHaveLength(1)

    clock.now = NOW + jobBackoffMs(1)
    await worker.settle()
    expect(failing.batches).toHaveLength(2)
    expect([...failing.batches[1]!].sort()).toEqual(['delivery:1', 'delivery:2'])

    // The second failure waits longer: the backoff of two attempts.
    const second = clock.now
    clock.now = second + jobBackoffMs(2) - 1
    await worker.settle()
    expect(failing.batches).toHaveLength(2)
    clock.now = second + jobBackoffMs(2)
    await worker.settle()
    expect(failing.batches).toHaveLength(3)
    expect(jobBackoffMs(2)).toBeGreaterThan(jobBackoffMs(1))
  })

  it(`gives a job up after ${JOB_MAX_ATTEMPTS} claims: onGiveUp gets the job and the error, health counts it failed`, async () => {
    const failing = recorder('Graph API unavailable')
    const givenUp: { job: Job; error: string }[] = []
    const { store, clock, worker, enqueue, reports } = await setup({
      handlers: { 'webhook-delivery': failing.handler },
      onGiveUp: async (job, error) => {
        givenUp.push({ job, error })
      },
    })
    await enqueue('webhook-delivery', 'delivery:1', { deliveryId: '1' })

    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt++) {
      await worker.settle()
      expect(failing.batches).toHaveLength(attempt)
      if (attempt < JOB_MAX_ATTEMPTS) {
        expect(givenUp).toEqual([])
        clock.now += jobBackoffMs(attempt)
      }
    }

    expect(givenUp).toEqual([
      {
        job: expect.objectContaining({
          id: 'delivery:1',
          kind: 'webhook-delivery',
          payload: { deliveryId: '1' },
          attempts: JOB_MAX_ATTEMPTS,
        }),
        error: 'Graph API unavailable',
      },
    ])
    expect(await waiting(store, clock.now)).toEqual({ waiting: 0, failed: 1, oldestDueAt: null })
    expect(reports.map((entry) => entry.outcome)).toEqual([
      ...Array.from({ length: JOB_MAX_ATTEMPTS - 1 }, () => 'retry'),
      'failed',
    ])

    // Given up on for good: no later settle runs it again.
    clock.now += 3_600_000
    await worker.settle()
    expect(failing.batches).toHaveLength(JOB_MAX_ATTEMPTS)
    expect(givenUp).toHaveLength(1)
  })
})

describe('JobWorker.kick, start and stop', () => {
  it('works nothing on a kick before start (a server with CONVERSA_WORKERS=0 only takes deliveries)', async () => {
    const deliveries = recorder()
    const { store, clock, worker, enqueue } = await setup({
      handlers: { 'webhook-delivery': deliveries.handler },
      pollMs: 2,
    })
    await enqueue('webhook-delivery', 'delivery:1')
    worker.kick()
    await pause(5)
    // stop() waits for any run under way: had the kick started one, its handler would have run.
    await worker.stop()
    expect(deliveries.jobs()).toEqual([])
    expect(await waiting(store, clock.now)).toEqual({ waiting: 1, failed: 0, oldestDueAt: NOW })
  })

  it('works what is due on start, and a kick after start works a new job without settle', async () => {
    const deliveries = recorder()
    const { store, clock, worker, enqueue } = await setup({
      handlers: { 'webhook-delivery': deliveries.handler },
      // No poll within the test: only start and kick can find the jobs.
      pollMs: 3_600_000,
    })
    await enqueue('webhook-delivery', 'delivery:1')
    worker.start()
    await vi.waitFor(() => expect(deliveries.jobs()).toEqual(['delivery:1']), soon)

    await enqueue('webhook-delivery', 'delivery:2')
    worker.kick()
    await vi.waitFor(() => expect(deliveries.jobs()).toEqual(['delivery:1', 'delivery:2']), soon)
    await vi.waitFor(
      async () => expect(await waiting(store, clock.now)).toEqual({ waiting: 0, failed: 0, oldestDueAt: null }),
      soon,
    )
  })

  it('polls every pollMs once started, and stop() ends the polling', async () => {
    const deliveries = recorder()
    const { store, clock, worker, enqueue } = await setup({
      handlers: { 'webhook-delivery': deliveries.handler },
      pollMs: 2,
    })
    worker.start()
    // Enqueued by another process: no kick here, the poll finds it.
    await enqueue('webhook-delivery', 'delivery:1')
    await vi.waitFor(() => expect(deliveries.jobs()).toEqual(['delivery:1']), soon)

    await worker.stop()
    await enqueue('webhook-delivery', 'delivery:2')
    await pause(20)
    expect(deliveries.jobs()).toEqual(['delivery:1'])
    expect(await waiting(store, clock.now)).toEqual({ waiting: 1, failed: 0, oldestDueAt: NOW })
    // Nobody claimed it either (a poll under way would hold its lease): it is the first claim.
    expect(await store.claim(10, clock.now)).toEqual([expect.objectContaining({ id: 'delivery:2', attempts: 1 })])
  })
})

describe('JobWorker reports', () => {
  it('reports one entry per job: kind, id, attempts, outcome, and the workspace workspaceOf names', async () => {
    const { clock, worker, enqueue, reports } = await setup({
      handlers: {
        'engine-due': async () => {},
        'webhook-delivery': async () => {
          throw new Error('Graph API unavailable')
        },
      },
      workspaceOf: (job) => (job.payload as { workspace?: string }).workspace,
    })
    await enqueue('engine-due', 'due:ws-1', { workspace: 'ws-1' })
    await enqueue('engine-due', 'due:none', {})
    await enqueue('webhook-delivery', 'delivery:1', { workspace: 'ws-2' })

    await worker.settle()
    const byId = (id: string) => reports.filter((entry) => entry.id === id)
    expect(reports).toHaveLength(3)
    expect(byId('due:ws-1')).toEqual([
      { kind: 'engine-due', id: 'due:ws-1', attempts: 1, outcome: 'done', workspace: 'ws-1', durationMs: 0 },
    ])
    expect(byId('due:none')).toEqual([
      { kind: 'engine-due', id: 'due:none', attempts: 1, outcome: 'done', durationMs: 0 },
    ])
    expect(byId('due:none')[0]).not.toHaveProperty('workspace')
    expect(byId('delivery:1')).toEqual([
      {
        kind: 'webhook-delivery',
        id: 'delivery:1',
        attempts: 1,
        outcome: 'retry',
        workspace: 'ws-2',
        durationMs: 0,
        error: 'Graph API unavailable',
      },
    ])

    for (let attempt = 1; attempt < JOB_MAX_ATTEMPTS; attempt++) {
      clock.now += jobBackoffMs(attempt)
      await worker.settle()
    }
    expect(byId('delivery:1')).toHaveLength(JOB_MAX_ATTEMPTS)
    expect(byId('delivery:1').map((entry) => entry.attempts)).toEqual(
      Array.from({ length: JOB_MAX_ATTEMPTS }, (_, index) => index + 1),
    )
    expect(byId('delivery:1').at(-1)).toEqual({
      kind: 'webhook-delivery',
      id: 'delivery:1',
      attempts: JOB_MAX_ATTEMPTS,
      outcome: 'failed',
      workspace: 'ws-2',
      durationMs: 0,
      error: 'Graph API unavailable',
    })
  })
})
