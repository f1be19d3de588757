import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUBJECTS } from '@/lib/ability'
import type { Route } from '@/server/http/route'
import type { Person } from '../support/apiHost'
import { postgresServer } from '../support/serverHosts'
import { leaked, probesOf, routeKey, send, withoutFields, type Answer, type Probe } from '../support/sweep'
import { leaveTraces } from '../support/traces'

/**
 * docs/product.md, "Workspaces", on every endpoint of the server: workspace A leaves traces in
 * each app, then B, a person of another workspace allowed every area A uses, calls every route of
 * the route table (a route added later is swept too) with each of A's ids in its path. No answer
 * may show B anything of A's, no request may reach A's records, and A's own reads are the same
 * afterwards.
 */

/** Routes anyone may call without a token, and why. Every other route must answer 401 without one. */
const PUBLIC: Record<string, string> = {
  'GET /api/avatars/:name': 'a profile photo, fetched by an <img> that sends no token',
  'GET /api/demo-logins': 'the demo logins `npm start` prints, offered by the access-control pages',
  'GET /api/help/articles': 'the front site’s help center',
  'GET /api/help/articles/:slug': 'the front site’s help center',
  'POST /api/contact': 'the front site’s contact form',
  'POST /api/launch-signups': 'the front site’s launch list',
  'POST /api/front/payments': 'the front site’s payment page, for visitors',
  'POST /api/front/checkout': 'the front site’s checkout wizard, for visitors',
  'GET /api/webhooks/instagram': 'Meta’s verification handshake, checked by the verify token',
  'POST /api/webhooks/instagram': 'Meta’s deliveries, checked by their signature',
  'GET /api/health': 'load balancers’ health checks: the database and the job queue’s depth, no workspace’s data',
  'DELETE /api/session/token': 'the token sync deleting its cookie at sign-out, when no token is left to send',
  'GET /r/:token': 'a link button’s redirect, opened by people on Instagram; checked by the token’s signature',
}

/** Routes B does not call in the sweep, and why. */
const NOT_SWEPT: Record<string, string> = {
  'POST /api/__mock/reset': 'wipes every workspace by design of the mock; its own test below says who may call it',
  'POST /api/webhooks/instagram':
    'a delivery belongs to no workspace: a forged one is shown to everyone who may read the webhooks screen',
}

/** B's own account ends with this route: it is swept last. */
const LAST = ['DELETE /api/session']

/** What a route shows every caller by design, though A's traffic made it, and why. */
const SHOWN_BY_DESIGN: Record<string, { secrets: string[]; why: string }> = {
  'GET /api/webhooks/instagram/simulator': {
    secrets: ['fan', 'fan username'],
    why: 'the simulator plays Instagram: it offers every person Instagram knows, whomever they wrote to',
  },
}

/** A's reads whose answers move by themselves, with the fields that do, and why. */
const MOVING: Record<string, { fields: string[]; why: string }> = {
  'GET /api/logistics/fleet': {
    fields: ['departedAt', 'arrivesAt'],
    why: 'a van’s departure and arrival are computed from the clock, to the minute',
  },
}
const still = (probe: Probe, answer: Answer | undefined) =>
  answer && withoutFields(answer, MOVING[probe.route]?.fields ?? [])

const tag = `zq${Math.random().toString(36).slice(2, 10)}`

describe('workspace isolation on every endpoint of the server', () => {
  let host: Awaited<ReturnType<typeof postgresServer>>
  let a: Person
  let b: Person
  /** Everything of A's that B must never see (ids, and strings that carry the tag), and A's writes. */
  let secrets: Map<string, string>
  let bodies: Map<string, unknown>

  beforeAll(async () => {
    host = await postgresServer()
    const admin = await host.person('admin')
    // Every area a workspace holds records in, for every client: B may use all that A uses.
    const areas = SUBJECTS.filter((subject) => !['all', 'Role', 'User'].includes(subject))
    const granted = await admin.call('PUT', '/roles/client', {
      rules: areas.map((subject) => ({ action: 'manage', subject })),
    })
    if (granted.status !== 200) throw new Error(`roles: ${granted.status} ${granted.text}`)
    ;[a, b] = await Promise.all([host.person(), host.person()])
    ;({ secrets, bodies } = await leaveTraces(host, host.server.backend.routes, a, tag))
  }, 60_000)
  afterAll(() => host?.close())

  /** A's ids, as a path can carry them. */
  const ids = () =>
    [...secrets].filter(([label, value]) => label !== 'tag' && !/[@ ]/.test(value)).map(([, value]) => value)

  /**
   * A route's requests: each of A's ids in its path (or the chat's thread and send together), and
   * for a read without parameters, a search for A's tag and the queries that name A's records.
   */
  function probesFor(route: Route): Probe[] {
    const byName = { threadId: secrets.get('thread')!, sendId: secrets.get('chat send')! }
    const probes = probesOf(route, ids(), byName)
    const queries: Record<string, string[]> = {
      'GET /api/calendar/events': ['start=2025-12-01T00:00:00.000Z&end=2026-02-01T00:00:00.000Z'],
      'GET /api/automations/runs': [`automationId=${secrets.get('automation')}`],
      'GET /api/chat/threads': [`account=${secrets.get('account')}`],
      'GET /api/email/messages': ['filter=draft'],
      'DELETE /api/dashboard/analytics/projects': [`id=${secrets.get('analytics project')}`],
    }
    const extra = [
      ...(queries[routeKey(route)] ?? []),
      ...(route.method === 'GET' && !route.path.includes(':') ? [`q=${tag}`] : []),
    ]
    return [...probes, ...extra.map((query) => ({ ...probes[0]!, path: `${probes[0]!.path}?${query}` }))]
  }

  /** Every request of the sweep, with A's body on A's records for writes. */
  function sweep(): Probe[] {
    const routes = host.server.backend.routes
      .filter((route) => !(routeKey(route) in NOT_SWEPT))
      .sort((x, y) => Number(LAST.includes(routeKey(x))) - Number(LAST.includes(routeKey(y))))
    const anyBody = { ids: ids(), id: ids()[0], name: `probe ${tag}` }
    return routes.flatMap((route) =>
      probesFor(route).map((probe) => {
        if (route.method === 'GET' || route.method === 'DELETE') return probe
        // On A's record, what A sent to it; a new record of B's own (an invoice numbered as A's) proves nothing.
        return { ...probe, body: (route.path.includes(':') && bodies.get(probe.route)) || anyBody }
      }),
    )
  }

  it('answers every route but the public ones 401 without a token', async () => {
    const refused: string[] = []
    for (const route of host.server.backend.routes) {
      if (routeKey(route) in PUBLIC || routeKey(route) in NOT_SWEPT) continue
      const [probe] = probesOf(route, ['x'])
      const answer = await send(host.api, null, { ...probe!, body: route.method === 'GET' ? undefined : {} })
      if (answer.status !== 401) refused.push(`${probe!.route}: ${answer.status}`)
    }
    expect(refused).toEqual([])
  })

  it('shows B nothing of A’s on any route, and lets B reach none of A’s records', async () => {
    const readsOfA = host.server.backend.routes.filter(
      (route) => route.method === 'GET' && !(routeKey(route) in PUBLIC),
    )
    const snapshot = async (probes: Probe[]) =>
      new Map(
        await Promise.all(
          probes.map(async (probe) => [probe.path, await send(host.api, await a.token(), probe)] as const),
        ),
      )
    const aReads = (
      await Promise.all(
        readsOfA.flatMap(probesFor).map(async (probe) => ({
          probe,
          answer: await send(host.api, await a.token(), probe),
        })),
      )
    )
      .filter(({ answer }) => answer.status === 200)
      .map(({ probe }) => probe)
    const before = await snapshot(aReads)
    // Each secret is something A's own reads show: B's not seeing it means something.
    const seen = [...before.values()].map((answer) => answer.text).join('\n')
    expect([...secrets].filter(([, value]) => !seen.includes(value)).map(([label]) => label)).toEqual([
      'api key secret', // shown once, when it is made
    ])

    const probes = sweep()
    const findings: string[] = []
    for (const probe of probes) {
      const answer: Answer = await send(host.api, await b.token(), probe)
      const allowed = SHOWN_BY_DESIGN[probe.route]?.secrets ?? []
      const shown = leaked(
        answer,
        [...secrets].filter(([label]) => !allowed.includes(label)).map(([, value]) => value),
        probe,
      )
      if (shown.length > 0) findings.push(`${probe.method} ${probe.path} → ${answer.status} shows ${shown.join(', ')}`)
      const named = ids().some((id) => decodeURIComponent(probe.path).includes(id))
      if (named && answer.status < 300) findings.push(`${probe.method} ${probe.path} → ${answer.status} for A’s id`)
    }
    console.info(`isolation sweep: ${new Set(probes.map((probe) => probe.route)).size} routes, ${probes.length} calls`)
    expect.soft(findings).toEqual([])

    const after = await snapshot(aReads)
    const changed = aReads
      .filter((probe) => still(probe, before.get(probe.path)) !== still(probe, after.get(probe.path)))
      .map((probe) => probe.path)
    expect(changed).toEqual([])
  }, 300_000)

  it('lets neither a visitor nor another workspace wipe the database through the mock’s reset', async () => {
    const reset = { route: 'POST /api/__mock/reset', method: 'POST', path: '/__mock/reset' }
    const visitor = await send(host.api, null, reset)
    expect.soft(visitor.status, 'a visitor’s reset is refused').toBeGreaterThanOrEqual(400)
    const stranger = await send(host.api, await b.token(), reset)
    expect.soft(stranger.status, 'another workspace’s reset is refused').toBeGreaterThanOrEqual(400)
    expect((await a.call('GET', `/automations/${secrets.get('automation')}`)).status).toBe(200)
  })
})
