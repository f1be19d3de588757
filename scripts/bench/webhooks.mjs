// Instagram's webhooks at the Conversa server, on the embedded database (PGlite) and on PostgreSQL,
// the load from this process over loopback (two cores shared with the server):
// - intake: signed deliveries (one comment each, all distinct) posted to POST /api/webhooks/instagram
//   by concurrent senders to a server that only takes them (CONVERSA_WORKERS=0: the jobs stay
//   queued), accepted per second and p50/p99 latency beside the goal (≥ 1,000/s, p99 ≤ 100 ms
//   on PostgreSQL); the jobs the server worked meanwhile (from its job log) and left queued (from
//   GET /api/health) say whether it took deliveries alone;
// - end to end: a server with the Instagram mock, the demo and 4 workers; two people each connect
//   one of the mock's two accounts through its consent page and create "comment contains 'link' →
//   private reply"; comments with 'link' are delivered as fast as intake takes them, and the clock
//   stops when GET /api/health shows no job waiting and the runs lists hold one run per comment.
//   Events answered per second beside the goal (≥ 300/s). 700 comments per account: the engine
//   paces private replies at 750 an hour per account (src/server/automations/policy.ts), so more
//   would wait an hour.
// Bodies are built as src/domain/instagram/webhookComposer.ts builds a comment, signed as Meta signs
// (HMAC-SHA256 of the raw bytes with the app secret, the mock's here). Nothing is asserted.
import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { EMULATOR_ORIGIN, PROJECT_ID, seedUsers } from '../lib/emulator.mjs'
import { ensurePostgres } from '../lib/postgres.mjs'
import { buildServer, startServerProcess } from '../lib/server.mjs'
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
/** The mock's two accounts (src/mocks/instagram/seedInstagram.ts), one workspace each. */
const E2E_ACCOUNTS = ['cafe.aurora', 'studio.lumen']
/** Under the engine's 750 private replies per hour and account. */
const E2E_PER_ACCOUNT = 700
/** The clock stops here if the runs are not all there: the figure is then what was answered by then. */
const E2E_TIMEOUT_MS = 180_000
const POLL_MS = 50

const GOALS = { intakePerSecond: 1000, intakeP99Ms: 100, endToEndPerSecond: 300 }

export const webhooksSection = {
  name: 'webhooks',
  title: `Conversa server: Instagram webhooks, intake (${SENDERS} senders) and end to end`,
  async run(ctx, options = {}) {
    await buildServer()
    const postgres = await ensurePostgres()
    ctx.cleanup.add(postgres.stop)
    // One run of both databases takes minutes: more only when asked (`--runs=N`).
    const runs = options.runsGiven ? Math.max(1, options.runs) : 1
    const intake = []
    const endToEnd = []
    for (let run = 0; run < runs; run++) {
      for (const database of ['embedded', 'PostgreSQL']) {
        intake.push({
          database,
          machineLoad: loadavg()[0],
          ...(await withServer(ctx, database, postgres.url, { CONVERSA_WORKERS: '0' }, measureIntake)),
        })
        endToEnd.push({
          database,
          machineLoad: loadavg()[0],
          ...(await withServer(
            ctx,
            database,
            postgres.url,
            { CONVERSA_WORKERS: String(WORKERS), CONVERSA_DEMO: 'on' },
            measureEndToEnd,
          )),
        })
      }
    }
    return {
      senders: SENDERS,
      intakeDeliveries: INTAKE_DELIVERIES,
      endToEndEvents: E2E_ACCOUNTS.length * E2E_PER_ACCOUNT,
      workers: WORKERS,
      goals: GOALS,
      runs,
      intake: summarize(intake, ['perSecond', 'p50', 'p99', 'clientCpu']),
      endToEnd: summarize(endToEnd, ['perSecond', 'intakePerSecond', 'tailMs', 'sent', 'jobP50', 'jobP99']),
    }
  },
  print(result) {
    const loads = (row) => row.runs.map((run) => run.machineLoad?.toFixed(1) ?? '–').join(' ')
    console.log(
      `Medians of ${result.runs} run(s); load: the machine's 1-minute load average as each run began (2 cores).`,
    )
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
    console.log(
      `\nEnd to end: ${result.endToEndEvents.toLocaleString('en')} comments with 'link' on ${E2E_ACCOUNTS.length} ` +
        `accounts (one workspace each, ${E2E_PER_ACCOUNT} per account), each answered by a private reply; ` +
        `${result.workers} workers, the Instagram mock in the server. A job: one delivery's work, from the ` +
        `server's job log (its median over the first and the last 100 jobs shows how it grows with the runs held)`,
    )
    printTable(
      [
        'database',
        'events/s',
        'of each run',
        'intake/s meanwhile',
        'after the last delivery ms',
        'replies sent',
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
        Math.round(row.tailMs).toLocaleString('en'),
        Math.round(row.sent).toLocaleString('en'),
        Math.round(row.jobP50),
        Math.round(row.jobP99),
        row.runs.map((run) => `${Math.round(run.jobFirstP50)} → ${Math.round(run.jobLastP50)}`).join(', '),
        loads(row),
        (row.perSecond >= result.goals.endToEndPerSecond ? 'met' : 'missed') +
          (row.runs.some((run) => !run.complete) ? ' (timed out: what was answered by then)' : ''),
      ]),
    )
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
      INSTAGRAM_MOCK: 'on',
      ...databaseEnv,
      ...env,
    },
  })
  ctx.cleanup.add(server.stop)
  const agent = new Agent({ keepAlive: true, maxSockets: SENDERS })
  try {
    return await measure(server.url, agent, server)
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

async function newDatabase(database, postgresUrl) {
  if (database === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'conversa-bench-webhooks-'))
    return { env: { CONVERSA_DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
  }
  const name = `bench_webhooks_${Date.now()}`
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  return { env: { DATABASE_URL: url.href }, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

// ── Intake ──────────────────────────────────────────────────────────────────────────────────────

async function measureIntake(base, agent, server) {
  const accounts = Array.from({ length: INTAKE_ACCOUNTS }, (_, index) => `178414000000000${10 + index}`)
  const media = accounts.map((_, index) => ({ id: `17900000000000${100 + index}`, mediaProductType: 'FEED' }))
  const deliveries = (count, prefix) =>
    Array.from({ length: count }, (_, index) =>
      signed(
        commentPayload({
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

async function measureEndToEnd(base, agent, server) {
  const workspaces = []
  for (const username of E2E_ACCOUNTS) {
    const person = await signUp(base)
    await connect(base, person, username)
    const [account] = await call(base, person, 'GET', '/automations/accounts')
    const automation = await call(base, person, 'POST', '/automations', linkAutomation(account.accountId))
    workspaces.push({ person, account, automation })
  }
  // The simulator's lists are for those who may read the webhooks screen: the demo's admin.
  const admin = await signIn(base, DEMO_ADMIN)
  const { people } = await call(base, admin, 'GET', '/webhooks/instagram/simulator')
  if (people.length === 0) throw new Error('the simulator lists none of the mock’s people')
  const run = Date.now().toString(36)
  const bodies = []
  for (let index = 0; index < E2E_PER_ACCOUNT; index++)
    for (const { account } of workspaces) {
      const media = account.media[index % account.media.length]
      bodies.push(
        signed(
          commentPayload({
            accountId: account.accountId,
            person: people[index % people.length],
            media: { id: media.id, mediaProductType: media.mediaProductType },
            text: `Send me the link please (${index})`,
            uniqueId: `e2e-${run}-${account.accountId}-${index}`,
            now: Date.now(),
          }),
        ),
      )
    }
  const expected = bodies.length
  const started = performance.now()
  const sending = sendAll(base, agent, bodies)
  let delivered = null
  let failure = null
  sending.then(
    () => (delivered = performance.now()),
    (error) => (failure = error),
  )
  let answered
  for (;;) {
    await sleep(POLL_MS)
    if (failure) throw failure
    const timedOut = performance.now() - started > E2E_TIMEOUT_MS
    // The runs are read only once no job waits: reading them costs the server more than its health.
    if (delivered !== null && (await getJson(base, '/health')).queue?.waiting === 0) {
      answered = (await runsOf(base, workspaces)).runs
      if (answered >= expected) break
    }
    if (timedOut) {
      answered = (await runsOf(base, workspaces)).runs
      break
    }
  }
  const finished = performance.now()
  await sending
  const complete = answered >= expected
  if (!complete)
    console.error(
      `webhooks end to end: after ${E2E_TIMEOUT_MS / 1000} s, ${answered} of ${expected} runs, ` +
        `health ${JSON.stringify(await getJson(base, '/health'))}`,
    )
  const counted = await runsOf(base, workspaces)
  const jobs = jobDurations(server.output())
  return {
    complete,
    perSecond: Math.min(answered, expected) / ((finished - started) / 1000),
    intakePerSecond: expected / ((delivered - started) / 1000),
    tailMs: finished - delivered,
    runsCounted: counted.runs,
    sent: counted.sent,
    queued: counted.queued,
    failed: counted.failed,
    jobs: jobs.length,
    jobP50: percentile(jobs, 0.5),
    jobP99: percentile(jobs, 0.99),
    jobFirstP50: percentile(jobs.slice(0, 100), 0.5),
    jobLastP50: percentile(jobs.slice(-100), 0.5),
  }
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

/** Every run of the workspaces' automations, by status (the automations list's counters). */
async function runsOf(base, workspaces) {
  const totals = { runs: 0, sent: 0, queued: 0, failed: 0 }
  for (const { person } of workspaces) {
    const { items } = await call(base, person, 'GET', '/automations?page=1&pageSize=10')
    for (const { counters } of items) {
      for (const count of Object.values(counters)) totals.runs += count
      totals.sent += counters.sent
      totals.queued += counters.queued
      totals.failed += counters.failed
    }
  }
  return totals
}

/** tests/server/support/instagram.ts automationInput, its private reply alone. */
function linkAutomation(accountId) {
  return {
    name: 'Link do produto',
    accountId,
    status: 'active',
    priority: 0,
    stopAfterFirstMatch: false,
    trigger: { kind: 'comment-keyword', keywords: { keywords: ['link'], mode: 'contains' }, media: { kind: 'any' } },
    actions: [
      { kind: 'private-reply', message: { text: 'Aqui está: https://loja.example/p', quickReplies: [], buttons: [] } },
    ],
  }
}

/** The demo's admin (src/mocks/demoUsers.ts), whose profile CONVERSA_DEMO=on seeds. */
const DEMO_ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin', displayName: 'Ana Admin' }

async function signIn(base, user) {
  await seedUsers([user])
  const response = await fetch(
    `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  )
  if (!response.ok) throw new Error(`the Auth emulator's signIn: ${response.status} ${await response.text()}`)
  const person = { token: (await response.json()).idToken }
  await call(base, person, 'GET', '/session')
  return person
}

async function signUp(base) {
  const email = `bench-webhooks-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@conversa.test`
  const response = await fetch(`${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-secret', returnSecureToken: true }),
  })
  if (!response.ok) throw new Error(`the Auth emulator's signUp: ${response.status} ${await response.text()}`)
  const { idToken } = await response.json()
  const person = { token: idToken }
  await call(base, person, 'GET', '/session')
  return person
}

/** tests/server/support/apiHost.ts connectInstagram: the mock's consent form, allowed, then the callback. */
async function connect(base, person, username) {
  const { authorizeUrl } = await call(base, person, 'POST', '/integrations/instagram/connect')
  const form = await (await fetch(authorizeUrl)).text()
  const account = new RegExp(`value="([^"]+)"(?: checked)?> @${username.replace(/\./g, '\\.')}<`).exec(form)?.[1]
  if (!account) throw new Error(`the consent page offers no @${username}`)
  const fields = new URLSearchParams()
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields.set(
      name,
      value.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    )
  fields.set('account', account)
  fields.set('decision', 'allow')
  const approved = await fetch(authorizeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: fields,
    redirect: 'manual',
  })
  const location = approved.headers.get('Location')
  if (!location) throw new Error(`the consent page answered ${approved.status} without a redirect`)
  const back = new URL(location)
  await call(base, person, 'POST', '/integrations/instagram/callback', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  })
}

async function call(base, person, method, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { token: person.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return text ? JSON.parse(text) : null
}

async function getJson(base, path) {
  const response = await fetch(`${base}/api${path}`)
  return response.json()
}

// ── Deliveries ──────────────────────────────────────────────────────────────────────────────────

/** composeWebhookPayload's comment (src/domain/instagram/webhookComposer.ts), key for key. */
function commentPayload({ accountId, person, text, now, uniqueId, media }) {
  return {
    object: 'instagram',
    entry: [
      {
        id: accountId,
        time: Math.floor(now / 1000),
        changes: [
          {
            field: 'comments',
            value: {
              from: { id: person.id, username: person.username },
              media: { id: media.id, media_product_type: media.mediaProductType },
              id: uniqueId,
              text,
            },
          },
        ],
      },
    ],
  }
}

/** The raw bytes and the header Meta would send with them; signed before the clock starts. */
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

function post(url, agent, { raw, signature }) {
  return new Promise((done, fail) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': raw.length, [SIGNATURE_HEADER]: signature },
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
