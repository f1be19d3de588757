// Instagram's webhooks at the Conversa server, on the embedded database (PGlite) and on PostgreSQL,
// the load from this process over loopback (two cores shared with the server):
// - intake: signed deliveries (one comment each, all distinct) posted to POST /api/webhooks/instagram
//   by concurrent senders to a server that only takes them (CONVERSA_WORKERS=0: the jobs stay
//   queued), accepted per second and p50/p99 latency beside the goal (≥ 1,000/s, p99 ≤ 100 ms
//   on PostgreSQL); the jobs the server worked meanwhile (from its job log) and left queued (from
//   GET /api/health) say whether it took deliveries alone;
// - end to end: Instagram is a service of its own, as Meta is: the Instagram mock as a process of
//   its own (dist-server/instagram-mock.js, on its own in-memory database), and a server with 4
//   workers reaching it at INSTAGRAM_MOCK_URL (the mock is not in the server, whose CPU is then
//   Conversa's alone). The mock makes 4 business accounts (POST /__tools/accounts); 4 people (a
//   workspace each) each connect one through the mock's consent page and create "comment contains
//   'link' → private reply"; every comment happens on Instagram and is delivered as Meta does
//   (POST /__tools/deliveries: the mock records it, signs it and posts it to
//   /api/webhooks/instagram), from as many concurrent senders as intake has, and the clock stops
//   when the mock's outbox (GET /__tools/outbox) holds one private reply per comment and
//   GET /api/health shows no job waiting. Events answered per second beside the goal (≥ 300/s),
//   and the server's and the mock's CPU meanwhile (from /proc/<pid>/stat). 350 comments per
//   account: the engine paces private replies at 750 an hour per account
//   (src/server/automations/policy.ts), so more would wait an hour.
// Bodies are built as src/domain/instagram/webhookComposer.ts builds a comment; intake's are signed
// as Meta signs (HMAC-SHA256 of the raw bytes with the app secret, the mock's here), end to end's
// by the mock. Nothing is asserted.
import { execFileSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { EMULATOR_ORIGIN, PROJECT_ID } from '../lib/emulator.mjs'
import { composeWebhookPayload } from '../../src/domain/instagram/webhookComposer.ts'
import { call, connect, newDatabase, signUp } from './api.mjs'
import { privateReplyAutomation } from './requests.mjs'
import { ensurePostgres } from '../lib/postgres.mjs'
import { buildServer, startInstagramMockProcess, startServerProcess } from '../lib/server.mjs'
import { median, printTable } from './format.mjs'

/** src/mocks/instagram/config.ts, INSTAGRAM_APP.clientSecret: what the server checks signatures with. */
const APP_SECRET = 'mock-instagram-app-secret-5f2c9d'
const SIGNATURE_HEADER = 'X-Hub-Signature-256'

const SENDERS = 50
const INTAKE_DELIVERIES = 5000
/** Deliveries sent before the intake's clock starts (the server's first requests: JIT, pools). */
const INTAKE_WARMUP = 200
const INTAKE_ACCOUNTS = 8
const WORKERS = 4
/** Business accounts the mock makes for the run, each held by a workspace of its own. */
const E2E_ACCOUNTS = 4
/** Under the engine's 750 private replies per hour and account. */
const E2E_PER_ACCOUNT = 350
/** The mock's waits before it posts again a delivery not answered 200 (Meta's 36 hours, compressed). */
const E2E_RETRY_DELAYS_MS = '200,500,1000,2000'
/** The clock stops here if the replies are not all there: the figure is then what was answered by then. */
const E2E_TIMEOUT_MS = 180_000
const POLL_MS = 50
/** A server that answers no GET /api/health for this long has stalled: the run ends there, the rest measured. */
const STALL_MS = 15_000
/** Clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

const GOALS = { intakePerSecond: 1000, intakeP99Ms: 100, endToEndPerSecond: 300 }

export const webhooksSection = {
  name: 'webhooks',
  title: `Conversa server: Instagram webhooks, intake (${SENDERS} senders) and end to end`,
  async run(ctx, options = {}) {
    await buildServer()
    const postgres = await ensurePostgres()
    ctx.cleanup.add(postgres.stop)
    // One run of both databases takes minutes: more only when asked (`--runs=N`); one database
    // (`--database=PostgreSQL`) or one part (`--part=intake`, `--part=end-to-end`) when asked.
    if (options.part && !['intake', 'end-to-end'].includes(options.part))
      throw new Error(`webhooks: --part is intake or end-to-end, not ${options.part}`)
    const runs = options.runsGiven ? Math.max(1, options.runs) : 1
    const intake = []
    const endToEnd = []
    for (let run = 0; run < runs; run++) {
      for (const database of options.database ? [options.database] : ['embedded', 'PostgreSQL']) {
        if (options.part !== 'end-to-end')
          intake.push({
            database,
            machineLoad: loadavg()[0],
            ...(await withServer(
              ctx,
              database,
              postgres.url,
              { INSTAGRAM_MOCK: 'on', CONVERSA_WORKERS: '0' },
              measureIntake,
            )),
          })
        if (options.part !== 'intake')
          endToEnd.push({
            database,
            machineLoad: loadavg()[0],
            ...(await measureEndToEndWithMock(ctx, database, postgres.url)),
          })
      }
    }
    return {
      senders: SENDERS,
      intakeDeliveries: INTAKE_DELIVERIES,
      endToEndEvents: E2E_ACCOUNTS * E2E_PER_ACCOUNT,
      workers: WORKERS,
      goals: GOALS,
      runs,
      intake: summarize(intake, ['perSecond', 'p50', 'p99', 'clientCpu']),
      endToEnd: summarize(endToEnd, [
        'perSecond',
        'intakePerSecond',
        'tailMs',
        'sent',
        'serverCpu',
        'mockCpu',
        'benchCpu',
        'jobP50',
        'jobP99',
      ]),
    }
  },
  print(result) {
    const loads = (row) => row.runs.map((run) => run.machineLoad?.toFixed(1) ?? '–').join(' ')
    console.log(
      `Medians of ${result.runs} run(s); load: the machine's 1-minute load average as each run began (2 cores).`,
    )
    if (result.intake.length > 0) {
      console.log(
        `\nIntake: ${result.intakeDeliveries.toLocaleString('en')} signed deliveries (one comment each) from ` +
          `${result.senders} senders (after ${INTAKE_WARMUP} unmeasured), the server meant only to take them ` +
          `(CONVERSA_WORKERS=0: no job worked, ${(result.intakeDeliveries + INTAKE_WARMUP).toLocaleString('en')} left queued)`,
      )
      printTable(
        [
          'database',
          'accepted/s',
          'p50 ms',
          'p99 ms',
          'p99 of each run',
          'jobs worked meanwhile',
          'jobs left queued',
          'bench client CPU',
          'load',
          `goal ≥ ${result.goals.intakePerSecond.toLocaleString('en')}/s, p99 ≤ ${result.goals.intakeP99Ms} ms (PostgreSQL)`,
        ],
        result.intake.map((row) => [
          row.database,
          Math.round(row.perSecond).toLocaleString('en'),
          row.p50.toFixed(1),
          row.p99.toFixed(1),
          row.runs.map((run) => Math.round(run.p99)).join(' '),
          row.runs.map((run) => run.jobsWorked?.toLocaleString('en') ?? '–').join(' '),
          row.runs.map((run) => run.queued?.toLocaleString('en') ?? '–').join(' '),
          `${Math.round(row.clientCpu * 100)} %`,
          loads(row),
          row.database === 'PostgreSQL'
            ? row.perSecond >= result.goals.intakePerSecond && row.p99 <= result.goals.intakeP99Ms
              ? 'met'
              : 'missed'
            : '',
        ]),
      )
    }
    if (result.endToEnd.length === 0) return
    console.log(
      `\nEnd to end: ${result.endToEndEvents.toLocaleString('en')} comments with 'link' on ${E2E_ACCOUNTS} ` +
        `accounts (one workspace each, ${E2E_PER_ACCOUNT} per account), each answered by a private reply; ` +
        `${result.workers} workers. Instagram is the mock as a process of its own (the server reaches it at ` +
        `INSTAGRAM_MOCK_URL, as it reaches Meta), which records each comment and delivers it signed from ` +
        `${result.senders} concurrent senders; the clock stops when its outbox holds every private reply and ` +
        `no job waits. CPU: each process's share of one core over the run (/proc/<pid>/stat; 2 cores, ` +
        `PostgreSQL's own not counted). A job: one delivery's work, from the server's job log (its median ` +
        `over the first and the last 100 jobs shows how it grows with the runs held)`,
    )
    printTable(
      [
        'database',
        'events/s',
        'of each run',
        'intake/s meanwhile',
        'after the last delivery ms',
        'replies sent',
        'server CPU',
        'mock CPU',
        'bench client CPU',
        'job p50 ms',
        'job p99 ms',
        'job p50, first → last 100',
        'load',
        `goal ≥ ${result.goals.endToEndPerSecond}/s`,
      ],
      result.endToEnd.map((row) => [
        row.database,
        Math.round(row.perSecond).toLocaleString('en'),
        row.runs.map((run) => Math.round(run.perSecond)).join(' '),
        Math.round(row.intakePerSecond).toLocaleString('en'),
        row.tailMs === null ? '–' : Math.round(row.tailMs).toLocaleString('en'),
        Math.round(row.sent).toLocaleString('en') +
          (row.runs.some((run) => run.repliedTwice > 0)
            ? ` (twice: ${row.runs.map((run) => run.repliedTwice).join(' ')})`
            : ''),
        `${Math.round(row.serverCpu * 100)} %`,
        `${Math.round(row.mockCpu * 100)} %`,
        `${Math.round(row.benchCpu * 100)} %`,
        Math.round(row.jobP50),
        Math.round(row.jobP99),
        row.runs.map((run) => `${Math.round(run.jobFirstP50)} → ${Math.round(run.jobLastP50)}`).join(', '),
        loads(row),
        (row.perSecond >= result.goals.endToEndPerSecond ? 'met' : 'missed') +
          (row.runs.some((run) => run.stalled)
            ? ' (stalled: what was answered by then)'
            : row.runs.some((run) => !run.complete)
              ? ' (timed out: what was answered by then)'
              : ''),
      ]),
    )
    for (const row of result.endToEnd) {
      for (const run of row.runs) if (run.stalled) console.log(`${row.database}: ${run.stalled}`)
      if (row.runs.some((run) => run.notAccepted > 0))
        console.log(
          `${row.database}: deliveries whose first attempt was not answered 200 (the mock posted them again): ` +
            row.runs.map((run) => run.notAccepted).join(' '),
        )
    }
  },
}

/** Median of each figure per database, each run's figures kept. */
function summarize(measured, figures) {
  return ['embedded', 'PostgreSQL']
    .map((database) => measured.filter((run) => run.database === database))
    .filter((runs) => runs.length > 0)
    .map((runs) => ({
      database: runs[0].database,
      ...Object.fromEntries(figures.map((figure) => [figure, median(runs.map((run) => run[figure]))])),
      runs,
    }))
}

/** A server on a new database (a temp folder, or a new PostgreSQL database), stopped and removed after `measure`. */
async function withServer(ctx, database, postgresUrl, env, measure) {
  const { env: databaseEnv, drop } = await newDatabase(database, postgresUrl)
  ctx.cleanup.add(drop)
  const server = await startServerProcess({
    env: {
      PORT: '0',
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: new URL(EMULATOR_ORIGIN).host,
      ...databaseEnv,
      ...env,
    },
  })
  ctx.cleanup.add(server.stop)
  const agent = new Agent({ keepAlive: true, maxSockets: SENDERS })
  try {
    return await measure(server.url, agent, server, databaseEnv)
  } catch (error) {
    throw new Error(
      `${database}: ${error instanceof Error ? error.message : error}\nserver log:\n${tail(server.output())}`,
      {
        cause: error,
      },
    )
  } finally {
    agent.destroy()
    await server.stop()
    await drop()
  }
}

function tail(text, lines = 30) {
  return text.split('\n').slice(-lines).join('\n')
}

// ── Intake ──────────────────────────────────────────────────────────────────────────────────────

async function measureIntake(base, agent, server) {
  const accounts = Array.from({ length: INTAKE_ACCOUNTS }, (_, index) => `178414000000000${10 + index}`)
  const media = accounts.map((_, index) => ({ id: `17900000000000${100 + index}`, mediaProductType: 'FEED' }))
  const deliveries = (count, prefix) =>
    Array.from({ length: count }, (_, index) =>
      signed(
        composeWebhookPayload({
          kind: 'comment',
          accountId: accounts[index % accounts.length],
          person: { id: `bench-person-${index % 97}`, username: `bench.person${index % 97}` },
          media: media[index % media.length],
          text: `Comment ${index}: how much is it?`,
          uniqueId: `${prefix}-${index}`,
          now: Date.now(),
        }),
      ),
    )
  const run = Date.now().toString(36)
  await sendAll(base, agent, deliveries(INTAKE_WARMUP, `warm-${run}`))
  const bodies = deliveries(INTAKE_DELIVERIES, `intake-${run}`)
  const cpu = process.cpuUsage()
  const { latencies, seconds } = await sendAll(base, agent, bodies)
  const { user, system } = process.cpuUsage(cpu)
  const health = await getJson(base, '/health')
  return {
    perSecond: INTAKE_DELIVERIES / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    // This process's share of one core while it sent: the two cores it and the server share.
    clientCpu: (user + system) / 1e6 / seconds,
    // With no workers every delivery's job stays queued: jobs worked meanwhile took the server's time.
    queued: health.queue?.waiting ?? null,
    jobsWorked: jobDurations(server.output()).length,
  }
}

// ── End to end ──────────────────────────────────────────────────────────────────────────────────

/**
 * The Instagram mock's own process (fresh, on its own in-memory database), then a server reaching
 * it at INSTAGRAM_MOCK_URL as it would reach Meta, on a new database; both stopped after.
 */
async function measureEndToEndWithMock(ctx, database, postgresUrl) {
  const mock = await startInstagramMockProcess({ env: { INSTAGRAM_MOCK_RETRY_DELAYS_MS: E2E_RETRY_DELAYS_MS } })
  ctx.cleanup.add(mock.stop)
  try {
    return await withServer(
      ctx,
      database,
      postgresUrl,
      { INSTAGRAM_MOCK_URL: mock.url, CONVERSA_WORKERS: String(WORKERS) },
      (base, agent, server, databaseEnv) => measureEndToEnd(base, agent, server, mock, databaseEnv),
    )
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\nInstagram mock log:\n${tail(mock.output())}`, {
      cause: error,
    })
  } finally {
    await mock.stop()
  }
}

async function measureEndToEnd(base, agent, server, mock, databaseEnv) {
  const stamp = Date.now()
  const accounts = await mockJson(mock.url, 'POST', '/__tools/accounts', {
    count: E2E_ACCOUNTS,
    prefix: `bench${stamp % 1e6}`,
  })
  if (accounts.length !== E2E_ACCOUNTS) throw new Error(`the mock made ${accounts.length} accounts`)
  // One person (a workspace of their own) per account, connected through the mock's consent page.
  for (const account of accounts) {
    const person = await signUp(base)
    await connect(base, person, account.username)
    await call(base, person, 'POST', '/automations', privateReplyAutomation(account.accountId))
  }
  const payloads = []
  for (let index = 0; index < E2E_PER_ACCOUNT; index++)
    for (const [number, account] of accounts.entries()) {
      const serial = String(index * E2E_ACCOUNTS + number).padStart(6, '0')
      payloads.push(
        composeWebhookPayload({
          kind: 'comment',
          accountId: account.accountId,
          // A new person each time, as the exactly-once test does: every reply is told apart.
          person: { id: `66${String(stamp % 1e8).padStart(8, '0')}${serial}`, username: `fan.${serial}` },
          media: { id: account.mediaId, mediaProductType: 'FEED' },
          text: `Send me the link please (${index})`,
          uniqueId: `179${String(stamp % 1e9).padStart(9, '0')}${serial}`,
          now: Date.now(),
        }),
      )
    }
  const expected = payloads.length
  const accountIds = new Set(accounts.map((account) => account.accountId))
  const replies = async () =>
    (await mockJson(mock.url, 'GET', '/__tools/outbox')).filter(
      (entry) => entry.kind === 'private_reply' && accountIds.has(entry.accountId),
    )
  const cpuBefore = {
    server: processCpu(server.child.pid),
    mock: processCpu(mock.child.pid),
    bench: process.cpuUsage(),
  }
  const started = performance.now()
  const progress = { delivered: 0, notAccepted: 0 }
  const sending = deliverAll(mock.url, agent, payloads, `${base}/api/webhooks/instagram`, progress)
  let delivered = null
  let failure = null
  sending.then(
    () => (delivered = performance.now()),
    (error) => (failure = error),
  )
  let sent
  let complete = false
  let stalled = null
  for (;;) {
    await sleep(POLL_MS)
    if (failure) throw failure
    const timedOut = performance.now() - started > E2E_TIMEOUT_MS
    let health
    try {
      health = await getJson(base, '/health', STALL_MS)
    } catch (error) {
      if (error?.name !== 'TimeoutError') throw error
      stalled = `the server answered no GET /api/health for ${STALL_MS / 1000} s`
    }
    // The outbox is read only once no job waits: reading it costs the mock more than health costs the server.
    if (delivered !== null && health?.queue?.waiting === 0) {
      sent = await replies()
      if (sent.length >= expected) {
        complete = true
        break
      }
    }
    if (timedOut || stalled) {
      sent = await replies()
      break
    }
  }
  const finished = performance.now()
  const seconds = (finished - started) / 1000
  const cpu = (pid, before) => (processCpu(pid) - before) / seconds
  const bench = process.cpuUsage(cpuBefore.bench)
  const serverCpu = cpu(server.child.pid, cpuBefore.server)
  const mockCpu = cpu(mock.child.pid, cpuBefore.mock)
  if (stalled) stalled += await postgresWaits(databaseEnv)
  if (!complete)
    console.error(
      `webhooks end to end: after ${Math.round(seconds)} s, ${sent.length} of ${expected} private replies, ` +
        `${progress.delivered} deliveries answered; ` +
        (stalled ?? `health ${JSON.stringify(await getJson(base, '/health', STALL_MS))}`),
    )
  // A stalled server never answers the deliveries in the air: they end when it is stopped.
  if (!stalled) await sending
  const distinct = new Set(sent.map((entry) => entry.commentId)).size
  const jobs = jobDurations(server.output())
  return {
    complete,
    stalled,
    perSecond: Math.min(distinct, expected) / seconds,
    intakePerSecond: progress.delivered / (((delivered ?? finished) - started) / 1000),
    tailMs: delivered === null ? null : finished - delivered,
    sent: sent.length,
    repliedTwice: sent.length - distinct,
    notAccepted: progress.notAccepted,
    serverCpu,
    mockCpu,
    benchCpu: (bench.user + bench.system) / 1e6 / seconds,
    jobs: jobs.length,
    jobP50: percentile(jobs, 0.5),
    jobP99: percentile(jobs, 0.99),
    jobFirstP50: percentile(jobs.slice(0, 100), 0.5),
    jobLastP50: percentile(jobs.slice(-100), 0.5),
  }
}

/** On PostgreSQL, what the server's sessions are doing (a stall's cause: what they wait on). */
async function postgresWaits(databaseEnv) {
  if (!databaseEnv.DATABASE_URL) return ''
  const client = new pg.Client({ connectionString: databaseEnv.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT state, wait_event_type, wait_event, left(query, 60) AS query, count(*)::int AS sessions
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
       GROUP BY 1, 2, 3, 4 ORDER BY 5 DESC`,
    )
    return (
      '; its PostgreSQL sessions: ' +
      rows
        .map(
          (row) => `${row.sessions} ${row.state} (${row.wait_event_type ?? '–'}:${row.wait_event ?? '–'}) ${row.query}`,
        )
        .join('; ')
    )
  } finally {
    await client.end()
  }
}

/** A process's CPU time so far (user + system, seconds), from /proc/<pid>/stat. */
function processCpu(pid) {
  // The fields after the command (which may hold spaces), from the state on: utime is the 12th, stime the 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}

/** The durations of the webhook-delivery jobs in the server's log (src/hosts/node/log.ts, jobLog), in order. */
function jobDurations(output) {
  const durations = []
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"job"')) continue
    try {
      const record = JSON.parse(line)
      if (record.kind === 'webhook-delivery') durations.push(record.durationMs)
    } catch {
      // not a log record
    }
  }
  return durations
}

async function getJson(base, path, timeoutMs) {
  const response = await fetch(`${base}/api${path}`, timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {})
  return response.json()
}

/** One of the Instagram mock's tools (src/mocks/instagram/service.ts). */
async function mockJson(mockUrl, method, path, body) {
  const response = await fetch(`${mockUrl}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`the Instagram mock's ${method} ${path}: ${response.status} ${text}`)
  return JSON.parse(text)
}

// ── Deliveries ──────────────────────────────────────────────────────────────────────────────────

function signed(payload) {
  const raw = Buffer.from(JSON.stringify(payload))
  return { raw, signature: `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}` }
}

/** Posts every delivery, SENDERS at a time; each must be answered 200. */
async function sendAll(base, agent, deliveries) {
  const url = new URL('/api/webhooks/instagram', base)
  const latencies = []
  let next = 0
  const started = performance.now()
  const sender = async () => {
    while (next < deliveries.length) {
      const delivery = deliveries[next++]
      const begin = performance.now()
      const { status, body } = await post(url, agent, delivery)
      latencies.push(performance.now() - begin)
      if (status !== 200) throw new Error(`POST /api/webhooks/instagram: ${status} ${body}`)
    }
  }
  await Promise.all(Array.from({ length: SENDERS }, sender))
  return { latencies, seconds: (performance.now() - started) / 1000 }
}

/**
 * Each comment happens on Instagram and is delivered as Meta delivers it: POST /__tools/deliveries
 * to the mock, SENDERS at a time, which records the comment, then signs and posts it to
 * `callbackUrl` and answers the first attempt's status. One not answered 200 is retried by the
 * mock (INSTAGRAM_MOCK_RETRY_DELAYS_MS); they are counted in `progress`, as the deliveries answered.
 */
async function deliverAll(mockUrl, agent, payloads, callbackUrl, progress) {
  const url = new URL('/__tools/deliveries', mockUrl)
  let next = 0
  const sender = async () => {
    while (next < payloads.length) {
      const raw = Buffer.from(JSON.stringify({ callbackUrl, payload: payloads[next++] }))
      const { status, body } = await post(url, agent, { raw })
      if (status !== 200) throw new Error(`the Instagram mock's POST /__tools/deliveries: ${status} ${body}`)
      progress.delivered += 1
      if (JSON.parse(body).status !== 200) progress.notAccepted += 1
    }
  }
  await Promise.all(Array.from({ length: SENDERS }, sender))
}

function post(url, agent, { raw, signature }) {
  return new Promise((done, fail) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': raw.length,
          ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
        },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => done({ status: response.statusCode, body }))
        response.on('error', fail)
      },
    )
    outgoing.on('error', fail)
    outgoing.end(raw)
  })
}

function percentile(values, share) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
}
