import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { selectSignedIn } from '@/machines/authSessionSelectors'
import {
  authSessionMachine,
  sessionClock,
  type AuthSessionEvent,
  type AuthSessionInput,
  type IdToken,
} from '@/machines/authSession'
import {
  ANA,
  BRUNO,
  eventsFor,
  LONG,
  modelMachine,
  report,
  serializeState,
  SHORT,
  sessionOf,
  storedOf,
  token,
} from './authSessionModel'
import { holdsSession, sessionRules, type SpecSession } from './authSessionSpec'
import { createGraphCoverage } from './graphCoverage'

const STARTING_POINTS: Array<{ label: string; input: AuthSessionInput }> = [
  { label: 'nothing stored', input: { restored: null } },
  { label: 'a session restored from storage', input: { restored: storedOf(ANA) } },
]

// docs/product.md, "Session and tokens", as plain numbers (not the app's constants).
const REFRESH_BEFORE_EXPIRY = 5 * 60_000
const EXPIRY_SKEW = 30_000
const backoff = (failures: number) => Math.min(30_000 * 2 ** (failures - 1), 960_000)

const EMAILS: Record<string, string> = { [ANA.uid]: ANA.email!, [BRUNO.uid]: BRUNO.email! }
const RULES = sessionRules((uid) => EMAILS[uid]!)
const rulesHit = new Set<string>()
const checksRun = new Map<string, number>()
/** Counts a conditional check, so the suite can prove each one ran (no `if (…) expect(…)` that never fires). */
const check = (name: string) => checksRun.set(name, (checksRun.get(name) ?? 0) + 1)
const CONDITIONAL_CHECKS = [
  'timers fire after the delays docs/product.md gives: refreshDue',
  'timers fire after the delays docs/product.md gives: expiryDue',
  'timers fire after the delays docs/product.md gives: retryDue',
  'an expired token is expired by the clock',
  'a token in backoff is still usable by the clock',
  'what is stored is what the session holds',
]

interface Deferred {
  resolve(value: unknown): void
  reject(error: unknown): void
}

interface Timer {
  id: number
  dueAt: number
  scheduledAt: number
  fire(): void
}

/** A clock whose timers the test fires one at a time, knowing when each was scheduled. */
function testClock() {
  let now = 0
  let ids = 0
  const timers = new Map<number, Timer>()
  return {
    now: () => now,
    setTimeout(fire: () => void, delay: number) {
      const id = ++ids
      timers.set(id, { id, dueAt: now + delay, scheduledAt: now, fire })
      return id
    },
    clearTimeout: (id: number) => void timers.delete(id),
    /** Fires the timer due first and returns it. */
    fireNext(): Timer | undefined {
      const next = [...timers.values()].sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0]
      if (!next) return undefined
      timers.delete(next.id)
      now = next.dueAt
      next.fire()
      return next
    },
    advance(ms: number) {
      const until = now + ms
      for (;;) {
        const next = [...timers.values()].sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0]
        if (!next || next.dueAt > until) break
        timers.delete(next.id)
        now = next.dueAt
        next.fire()
      }
      now = until
    },
  }
}

interface Wiring {
  clock: ReturnType<typeof testClock>
  pending: Map<string, Deferred>
  effects: {
    persisted: Array<{ userData: unknown; abilityRules: unknown; token: IdToken | null }>
    forgets: number
    cacheDrops: number
    attached: number
    detached: number
    navigations: number
    logged: string[]
  }
  identity: ((event: AuthSessionEvent) => void) | null
  storage: ((event: AuthSessionEvent) => void) | null
}

/** The run being walked: the machine below is provided once and reports to whichever run is current. */
let current: Wiring

const deferredActor = (id: string) =>
  fromPromise<never, unknown>(
    () =>
      new Promise((resolve, reject) => {
        current.pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      }),
  )

/** The real chart with stub actors and recorded effects, on the current run's clock. */
const machine = authSessionMachine.provide({
  ...sessionClock(() => current.clock.now()),
  actors: {
    observeIdentity: fromCallback<AuthSessionEvent>(({ sendBack }) => {
      const wiring = current
      wiring.identity = sendBack
      return () => (wiring.identity = null)
    }),
    observeStorage: fromCallback<AuthSessionEvent>(({ sendBack }) => {
      const wiring = current
      wiring.storage = sendBack
      return () => (wiring.storage = null)
    }),
    signIn: deferredActor('signIn') as never,
    register: deferredActor('register') as never,
    signOut: deferredActor('signOut') as never,
    loadSession: deferredActor('loadSession') as never,
    refreshToken: deferredActor('refreshToken') as never,
  },
  actions: {
    persistSession: ({ context }) =>
      void current.effects.persisted.push({
        userData: context.userData,
        abilityRules: context.abilityRules,
        token: context.token,
      }),
    forgetSession: () => void (current.effects.forgets += 1),
    clearUserCache: () => void (current.effects.cacheDrops += 1),
    attachTokenProvider: () => void (current.effects.attached += 1),
    detachTokenProvider: () => void (current.effects.detached += 1),
    navigateToLogin: () => void (current.effects.navigations += 1),
    logError: (_, { message }) => void current.effects.logged.push(message),
  },
})

/** Runs the real machine with stub actors on a test clock and records every effect. */
function harness(input: AuthSessionInput) {
  const wiring: Wiring = {
    clock: testClock(),
    pending: new Map(),
    effects: { persisted: [], forgets: 0, cacheDrops: 0, attached: 0, detached: 0, navigations: 0, logged: [] },
    identity: null,
    storage: null,
  }
  current = wiring
  const { clock, pending, effects } = wiring
  let lastTimerEvent: string | null = null
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (event) => {
      coverage.inspect(event)
      if (event.type === '@xstate.event' && event.event.type.startsWith('xstate.after.'))
        lastTimerEvent = event.event.type
    },
  }).start()
  coverage.recordSnapshot(actor.getSnapshot())

  /** A token handed out now, living as long as the sample token says. */
  const rebase = (t: IdToken | null): IdToken | null =>
    t && { value: `clock:${clock.now()}:${t.value}`, expiresAt: clock.now() + t.expiresAt }

  async function perform(event: AnyEventObject) {
    const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    if (done) {
      const [, kind, id] = done
      const deferred = pending.get(id!)
      expect(deferred, `no ${id} actor is running`).toBeDefined()
      pending.delete(id!)
      let output = (event as { output?: unknown }).output
      if (output && typeof output === 'object' && 'expiresAt' in output) output = rebase(output as IdToken)
      if (output && typeof output === 'object' && 'token' in output) {
        output = { ...output, token: rebase((output as { token: IdToken }).token) }
      }
      if (kind === 'done') deferred!.resolve(output)
      else deferred!.reject((event as { error?: unknown }).error)
      await flush()
    } else if (event.type.startsWith('xstate.after.')) {
      const before = actor.getSnapshot().context
      const timer = clock.fireNext()
      expect(timer, `${event.type} is not pending`).toBeDefined()
      // The timer that fired is the one the path expects, after the delay the docs give.
      expect(lastTimerEvent).toBe(event.type)
      const delay = timer!.dueAt - timer!.scheduledAt
      const kind = event.type.split('.')[2]!
      check(`timers fire after the delays docs/product.md gives: ${kind}`)
      // Without a token (reading it failed), a refresh is due at once.
      const expiresAt = before.token?.expiresAt ?? 0
      if (kind === 'refreshDue') expect(delay).toBe(Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY - timer!.scheduledAt))
      else if (kind === 'expiryDue') expect(delay).toBe(Math.max(0, expiresAt - EXPIRY_SKEW - timer!.scheduledAt))
      else expect(delay).toBe(backoff(before.refreshFailures))
      await flush()
    } else if (event.type === 'IDENTITY.CHANGED') {
      const { report: r } = event as Extract<AuthSessionEvent, { type: 'IDENTITY.CHANGED' }>
      expect(wiring.identity, 'the identity observer is not running').not.toBeNull()
      wiring.identity!({ type: 'IDENTITY.CHANGED', report: r && { user: r.user, token: rebase(r.token) } })
    } else if (event.type === 'STORAGE.CHANGED') {
      expect(wiring.storage, 'the storage observer is not running').not.toBeNull()
      wiring.storage!(event as AuthSessionEvent)
    } else {
      actor.send(event as AuthSessionEvent)
    }
  }

  return { actor, clock, effects, perform, pendingActors: () => [...pending.keys()] }
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
}

type Run = ReturnType<typeof harness>

/** What the spec can observe of the session: its tags and the data it holds, never its state names. */
function observe(run: Run): SpecSession {
  const snapshot = run.actor.getSnapshot()
  const { context } = snapshot
  const signedIn = snapshot.hasTag('signedIn')
  const phase = snapshot.hasTag('checking')
    ? 'checking'
    : snapshot.hasTag('signedOut')
      ? 'signedOut'
      : snapshot.hasTag('signingOut')
        ? 'signingOut'
        : signedIn
          ? 'signedIn'
          : run.pendingActors().includes('register')
            ? 'registering'
            : 'signingIn'
  return {
    phase,
    profile: !signedIn
      ? null
      : snapshot.hasTag('busy')
        ? 'loading'
        : snapshot.hasTag('profileFailed')
          ? 'failed'
          : 'ready',
    uid: context.user?.uid ?? null,
    person: context.userData?.email ?? null,
    name: context.userData?.fullName ?? null,
    hasToken: context.token !== null,
    error: context.error?.code ?? null,
  }
}

/** Performs one step and holds the actor to the spec's prediction for it. */
async function step(run: Run, event: AnyEventObject) {
  const before = observe(run)
  const effectsBefore = { ...run.effects, persisted: run.effects.persisted.length, logged: run.effects.logged.length }
  const rule = RULES.find((candidate) => candidate.applies(before, event))
  expect(rule, `docs/product.md says nothing about ${event.type} while ${JSON.stringify(before)}`).toBeDefined()
  rulesHit.add(rule!.name)
  const expected = rule!.outcome(before, event)

  await run.perform(event)
  const snapshot = run.actor.getSnapshot()
  const { effects } = run
  // One comparison per step (tens of thousands of steps): the spec's prediction against what happened.
  const happened = {
    session: observe(run),
    forgot: effects.forgets - effectsBefore.forgets,
    droppedCache: effects.cacheDrops - effectsBefore.cacheDrops,
    sentToLogin: effects.navigations - effectsBefore.navigations,
    stored: effects.persisted.length - effectsBefore.persisted,
    logged: effects.logged.slice(effectsBefore.logged),
    // Rule 1 decides "signed in"; the backend client sends a token exactly while signed in.
    signedIn: selectSignedIn(snapshot),
    tokenProviders: effects.attached - effects.detached,
  }
  const predicted = {
    session: expected.next,
    forgot: expected.forget ? 1 : 0,
    droppedCache: expected.dropCache ? 1 : 0,
    sentToLogin: expected.navigate ? 1 : 0,
    stored: expected.persist ? 1 : 0,
    logged: expected.log ? [expected.log] : [],
    signedIn: holdsSession(expected.next),
    tokenProviders: expected.next.phase === 'signedIn' ? 1 : 0,
  }
  expect(happened, `${rule!.name} (${event.type})`).toEqual(predicted)
  // The context is data that survives JSON (the QA journal).
  expect(JSON.parse(JSON.stringify(snapshot.context))).toEqual(snapshot.context)
  if (expected.persist) {
    check('what is stored is what the session holds')
    const { userData, abilityRules, token: stored } = snapshot.context
    expect(effects.persisted.at(-1)).toEqual({ userData, abilityRules, token: stored })
  }
  const now = run.clock.now()
  const clockSaysExpired = (t: IdToken | null) => t === null || now >= t.expiresAt - EXPIRY_SKEW
  if (snapshot.matches({ signedIn: { token: { waiting: 'expired' } } })) {
    check('an expired token is expired by the clock')
    expect(clockSaysExpired(snapshot.context.token)).toBe(true)
  }
  if (snapshot.matches({ signedIn: { token: { waiting: 'backoff' } } })) {
    check('a token in backoff is still usable by the clock')
    expect(clockSaysExpired(snapshot.context.token)).toBe(false)
  }
}

const coverage = createGraphCoverage(authSessionMachine)

afterAll(() => {
  coverage.print('authSession')
  const report = coverage.report()
  expect(report.states.missing).toEqual([])
  expect(report.transitions.missing).toEqual([])
  // Every rule of the spec and every conditional check was exercised by some step.
  expect(RULES.map((rule) => rule.name).filter((name) => !rulesHit.has(name))).toEqual([])
  expect(CONDITIONAL_CHECKS.filter((name) => !checksRun.has(name))).toEqual([])
})

describe('auth session machine, model-based against docs/product.md', () => {
  for (const { label, input } of STARTING_POINTS) {
    it(`every reachable state and every transition behave as specified (start: ${label})`, async () => {
      const options = { input, events: eventsFor, serializeState }
      const shortest = getShortestPaths(modelMachine, options)
      const pathTo = new Map(shortest.map((path) => [serializeState(path.state), path]))
      const adjacency = getAdjacencyMap(modelMachine, options)
      let walks = 0
      for (const [vertex, { transitions }] of Object.entries(adjacency)) {
        const prefix = pathTo.get(vertex)
        expect(prefix, `no path to ${vertex}`).toBeDefined()
        for (const { event } of Object.values(transitions) as Array<{ event: AuthSessionEvent }>) {
          const run = harness(input)
          for (const next of [...prefix!.steps.slice(1).map((s) => s.event), event]) await step(run, next)
          run.actor.stop()
          walks += 1
        }
      }
      console.info(`[paths] authSession from "${label}": ${pathTo.size} shortest paths, ${walks} transition walks`)
      expect(walks).toBeGreaterThan(pathTo.size)
    }, 120_000)
  }

  it('simple paths from sign-in to sign-out hold to the spec on the real actor', async () => {
    const input = STARTING_POINTS[0]!.input
    // A coarser model keeps the simple-path search small: sign-in, session load and sign-out
    // only, states told apart by value and error.
    const paths = getSimplePaths(modelMachine, {
      input,
      events: (snapshot) =>
        eventsFor(snapshot).filter(
          (event) =>
            !/REGISTER|register|refresh|after|PROFILE|STORAGE/.test(event.type) &&
            !(event.type === 'IDENTITY.CHANGED' && event.report !== null && event.report.token?.expiresAt !== LONG) &&
            !(event.type === 'IDENTITY.CHANGED' && event.report?.user.uid === BRUNO.uid),
        ),
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error?.code ?? null]),
      toState: (snapshot) => snapshot.hasTag('signingOut'),
    })
    expect(paths.length).toBeGreaterThan(3)
    for (const path of paths) {
      const run = harness(input)
      for (const { event } of path.steps.slice(1)) await step(run, event)
      expect(run.actor.getSnapshot().hasTag('signingOut')).toBe(true)
      run.actor.stop()
    }
    console.info(`[paths] authSession simple paths to signing out: ${paths.length}`)
  })
})

describe('auth session token timing on a simulated clock (docs/product.md, "Session and tokens")', () => {
  it('refreshes 5 minutes before expiry and backs off 30 s, 60 s, … up to 960 s after failures', async () => {
    const run = harness({ restored: null })
    await run.perform(report(ANA, token('ana', LONG)))
    await run.perform({ type: 'xstate.done.actor.loadSession', output: sessionOf(ANA) })
    // Nothing happens until 5 minutes before expiry.
    run.clock.advance(LONG - REFRESH_BEFORE_EXPIRY - 1)
    await flush()
    expect(run.pendingActors()).not.toContain('refreshToken')
    run.clock.advance(1)
    await flush()
    expect(run.pendingActors()).toContain('refreshToken')
    expect(run.clock.now()).toBe(LONG - 5 * 60_000)

    const waits = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000]
    for (const wait of waits) {
      await run.perform({ type: 'xstate.error.actor.refreshToken', error: { code: 'auth/network-request-failed' } })
      run.clock.advance(wait - 1)
      await flush()
      expect(run.pendingActors()).not.toContain('refreshToken')
      run.clock.advance(1)
      await flush()
      expect(run.pendingActors()).toContain('refreshToken')
    }
    // The token expired (30 s early) while the refreshes kept failing.
    expect(run.actor.getSnapshot().context.refreshFailures).toBe(7)
    expect(run.effects.logged).toEqual(waits.map(() => 'Refreshing the ID token failed'))

    await run.perform({ type: 'xstate.done.actor.refreshToken', output: token('refreshed', LONG) })
    const snapshot = run.actor.getSnapshot()
    expect(snapshot.context.refreshFailures).toBe(0)
    expect(snapshot.context.token!.expiresAt - run.clock.now()).toBe(LONG)
    expect(run.effects.persisted.at(-1)?.token).toEqual(snapshot.context.token)
    // The next refresh is again due 5 minutes before the new token expires.
    run.clock.advance(LONG - REFRESH_BEFORE_EXPIRY - 1)
    await flush()
    expect(run.pendingActors()).not.toContain('refreshToken')
    run.clock.advance(1)
    await flush()
    expect(run.pendingActors()).toContain('refreshToken')
    run.actor.stop()
  })

  it('counts a token as expired once the 30 s skew arrives, even while waiting to retry', async () => {
    const run = harness({ restored: null })
    await run.perform(report(ANA, token('ana', SHORT)))
    // A 45 s token: its refresh is due at once.
    run.clock.advance(0)
    await flush()
    expect(run.pendingActors()).toContain('refreshToken')
    await run.perform({ type: 'xstate.error.actor.refreshToken', error: { code: 'auth/network-request-failed' } })
    expect(run.actor.getSnapshot().matches({ signedIn: { token: { waiting: 'backoff' } } })).toBe(true)
    run.clock.advance(SHORT - EXPIRY_SKEW - 1)
    expect(run.actor.getSnapshot().matches({ signedIn: { token: { waiting: 'backoff' } } })).toBe(true)
    run.clock.advance(1)
    expect(run.actor.getSnapshot().matches({ signedIn: { token: { waiting: 'expired' } } })).toBe(true)
    // The retry keeps its schedule: 30 s after the failure, not 30 s after the expiry.
    run.clock.advance(30_000 - (SHORT - EXPIRY_SKEW) - 1)
    await flush()
    expect(run.pendingActors()).not.toContain('refreshToken')
    run.clock.advance(1)
    await flush()
    expect(run.pendingActors()).toContain('refreshToken')
    run.actor.stop()
  })
})
