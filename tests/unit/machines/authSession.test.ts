import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { TOKEN_TIMING } from '@/config/app'
import {
  authSessionMachine,
  isTokenExpired,
  refreshBackoffMs,
  type AuthSessionEvent,
  type AuthSessionInput,
  type AuthSessionSnapshot,
  type IdToken,
  type SessionData,
} from '@/machines/authSession'
import {
  ANA,
  BRUNO,
  dueTimers,
  eventsFor,
  LONG,
  report,
  serializeState,
  SHORT,
  sessionOf,
  token,
} from './authSessionModel'
import { createGraphCoverage } from './graphCoverage'

const STARTING_POINTS: Array<{ label: string; input: AuthSessionInput }> = [
  { label: 'nothing stored', input: { restored: null, now: () => 0 } },
  { label: 'a session restored from storage', input: { restored: sessionOf(ANA), now: () => 0 } },
]

interface Deferred {
  resolve(value: unknown): void
  reject(error: unknown): void
}

/** Runs the real machine with stub actors on a simulated clock and records every effect. */
function harness(input: AuthSessionInput) {
  const clock = new SimulatedClock()
  const pending = new Map<string, Deferred>()
  const effects = {
    stored: [] as Array<{ session: SessionData; accessToken: string | null }>,
    storedTokens: [] as IdToken[],
    cleared: 0,
    attached: 0,
    detached: 0,
    navigatedToLogin: 0,
    logged: [] as string[],
  }
  let identity: ((event: AuthSessionEvent) => void) | null = null
  const deferredActor = (id: string) =>
    fromPromise<never, unknown>(
      () =>
        new Promise((resolve, reject) => {
          pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
        }),
    )
  const machine = authSessionMachine.provide({
    actors: {
      observeIdentity: fromCallback<AuthSessionEvent>(({ sendBack }) => {
        identity = sendBack
        return () => (identity = null)
      }),
      signIn: deferredActor('signIn') as never,
      register: deferredActor('register') as never,
      signOut: deferredActor('signOut') as never,
      loadSession: deferredActor('loadSession') as never,
      refreshToken: deferredActor('refreshToken') as never,
    },
    actions: {
      storeSession: (_, params) => void effects.stored.push(params),
      storeToken: (_, { token: t }) => void effects.storedTokens.push(t),
      clearSession: () => void (effects.cleared += 1),
      attachTokenProvider: () => void (effects.attached += 1),
      detachTokenProvider: () => void (effects.detached += 1),
      navigateToLogin: () => void (effects.navigatedToLogin += 1),
      logError: (_, { message }) => void effects.logged.push(message),
    },
  })
  const actor = createActor(machine, {
    input: { ...input, now: () => clock.now() },
    clock,
    inspect: coverage.inspect,
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
      const timer = dueTimers(actor.getSnapshot()).find((candidate) => candidate.eventType === event.type)
      expect(timer, `${event.type} is not pending`).toBeDefined()
      clock.increment(timer!.delay)
      await flush()
    } else if (event.type === 'IDENTITY.CHANGED') {
      const { report: r } = event as Extract<AuthSessionEvent, { type: 'IDENTITY.CHANGED' }>
      expect(identity, 'the identity observer is not running').not.toBeNull()
      identity!({ type: 'IDENTITY.CHANGED', report: r && { user: r.user, token: rebase(r.token) } })
    } else {
      actor.send(event as AuthSessionEvent)
    }
  }

  return { actor, clock, effects, perform, pendingActors: () => [...pending.keys()] }
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
}

/** What must hold after every step, straight from docs/product.md, "Session and tokens". */
function expectSessionRules(
  run: ReturnType<typeof harness>,
  event: AnyEventObject,
  before: AuthSessionSnapshot,
  navigationsBefore: number,
) {
  const snapshot = run.actor.getSnapshot()
  const now = run.clock.now()
  const { effects } = run
  if (snapshot.matches('signedIn')) {
    // While someone is signed in the backend client has a token provider.
    expect(effects.attached).toBeGreaterThan(effects.detached)
    expect(snapshot.context.user).not.toBeNull()
  } else {
    // Signed out: no token provider left attached.
    expect(effects.attached).toBe(effects.detached)
  }
  if (snapshot.matches({ signedIn: { token: 'expired' } }))
    expect(isTokenExpired(snapshot.context.token, now)).toBe(true)
  if (snapshot.matches({ signedIn: { token: 'backoff' } })) {
    expect(isTokenExpired(snapshot.context.token, now)).toBe(false)
  }
  const sameUserNewToken =
    event.type === 'IDENTITY.CHANGED' &&
    before.matches('signedIn') &&
    event.report?.user.uid === before.context.user?.uid
  if (event.type === 'xstate.done.actor.refreshToken' || sameUserNewToken) {
    // A new token for the same user replaces the stored accessToken and restarts the freshness clock.
    expect(snapshot.matches({ signedIn: { token: 'fresh' } })).toBe(true)
    expect(effects.storedTokens.at(-1)).toEqual(snapshot.context.token)
    expect(snapshot.context.refreshFailures).toBe(0)
  }
  if (event.type === 'IDENTITY.CHANGED' && snapshot.matches('signedIn') && event.report && !sameUserNewToken) {
    // Someone new: their session is loaded from the backend before anything is stored for them.
    expect(snapshot.matches({ signedIn: { profile: 'loading' } })).toBe(true)
    expect(snapshot.context.user?.uid).toBe(event.report.user.uid)
  }
  if (
    event.type === 'xstate.error.actor.refreshToken' &&
    (snapshot.matches({ signedIn: { token: 'backoff' } }) || snapshot.matches({ signedIn: { token: 'expired' } }))
  ) {
    expect(snapshot.context.retryAt - now).toBe(refreshBackoffMs(snapshot.context.refreshFailures))
    expect(effects.logged.at(-1)).toBe('Refreshing the ID token failed')
  }
  if (event.type === 'xstate.done.actor.loadSession') {
    // The session is stored with the current ID token as the accessToken.
    expect(effects.stored.at(-1)).toEqual({
      session: { userData: snapshot.context.userData, abilityRules: snapshot.context.abilityRules },
      accessToken: snapshot.context.token?.value ?? null,
    })
  }
  if (snapshot.matches('signingOut')) {
    // Local data goes at once, before the identity service answers.
    expect(effects.cleared).toBeGreaterThan(0)
    expect(snapshot.context.userData).toBeNull()
    expect(effects.detached).toBeGreaterThanOrEqual(effects.attached)
  }
  if (before.matches('signingOut') && snapshot.matches('signedOut')) {
    expect(effects.navigatedToLogin).toBe(navigationsBefore + 1)
    if (event.type === 'xstate.error.actor.signOut') expect(effects.logged.at(-1)).toBe('Signing out failed')
  }
  if (!before.matches('signingOut')) {
    // Only finishing a sign-out goes to login: a visitor who never signed in stays where they are.
    expect(effects.navigatedToLogin).toBe(navigationsBefore)
  }
}

const coverage = createGraphCoverage(authSessionMachine)

afterAll(() => {
  coverage.print('authSession')
  const report = coverage.report()
  expect(report.states.missing).toEqual([])
  expect(report.transitions.missing).toEqual([])
})

describe('auth session machine, model-based', () => {
  for (const { label, input } of STARTING_POINTS) {
    it(`every reachable state and every transition behave as specified (start: ${label})`, async () => {
      const options = { input, events: eventsFor, serializeState }
      const shortest = getShortestPaths(authSessionMachine, options)
      const pathTo = new Map(shortest.map((path) => [serializeState(path.state), path]))
      const adjacency = getAdjacencyMap(authSessionMachine, options)
      let walks = 0
      for (const [vertex, { transitions }] of Object.entries(adjacency)) {
        const prefix = pathTo.get(vertex)
        expect(prefix, `no path to ${vertex}`).toBeDefined()
        for (const { event, state: expected } of Object.values(transitions) as Array<{
          event: AuthSessionEvent
          state: AuthSessionSnapshot
        }>) {
          const run = harness(input)
          for (const step of [...prefix!.steps.slice(1), { event, state: expected }]) {
            const before = run.actor.getSnapshot()
            const navigationsBefore = run.effects.navigatedToLogin
            await run.perform(step.event)
            const after = run.actor.getSnapshot()
            expect(after.value, `after ${step.event.type}`).toEqual(step.state.value)
            expectSessionRules(run, step.event, before, navigationsBefore)
          }
          run.actor.stop()
          walks += 1
        }
      }
      console.info(`[paths] authSession from "${label}": ${pathTo.size} shortest paths, ${walks} transition walks`)
      expect(walks).toBeGreaterThan(pathTo.size)
    })
  }

  it('simple paths from sign-in to sign-out replay on the real actor', async () => {
    const input = STARTING_POINTS[0]!.input
    const isSignedOutAfterSession = (snapshot: AuthSessionSnapshot) => snapshot.matches('signingOut')
    // A coarser model keeps the simple-path search small: sign-in, session load and sign-out
    // only, states told apart by value and error.
    const paths = getSimplePaths(authSessionMachine, {
      input,
      events: (snapshot) =>
        eventsFor(snapshot).filter(
          (event) =>
            !/REGISTER|register|refresh|after|PROFILE/.test(event.type) &&
            !(event.type === 'IDENTITY.CHANGED' && event.report !== null && event.report.token?.expiresAt !== LONG) &&
            !(event.type === 'IDENTITY.CHANGED' && event.report?.user.uid === BRUNO.uid),
        ),
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error?.code ?? null]),
      toState: isSignedOutAfterSession,
    })
    expect(paths.length).toBeGreaterThan(3)
    for (const path of paths) {
      const run = harness(input)
      for (const step of path.steps.slice(1)) {
        const before = run.actor.getSnapshot()
        const navigationsBefore = run.effects.navigatedToLogin
        await run.perform(step.event)
        expect(run.actor.getSnapshot().value).toEqual(step.state.value)
        expectSessionRules(run, step.event, before, navigationsBefore)
      }
      run.actor.stop()
    }
    console.info(`[paths] authSession simple paths to signing out: ${paths.length}`)
  })
})

describe('auth session token timing on a simulated clock', () => {
  it('refreshes 5 minutes before expiry and backs off 30 s, 60 s, … up to 960 s after failures', async () => {
    const run = harness({ restored: null })
    await run.perform(report(ANA, token('ana', LONG)))
    await run.perform({ type: 'xstate.done.actor.loadSession', output: sessionOf(ANA) })
    const issuedAt = 0
    // Nothing happens until 5 minutes before expiry.
    run.clock.increment(LONG - TOKEN_TIMING.refreshBeforeExpiryMs - 1)
    await flush()
    expect(run.actor.getSnapshot().matches({ signedIn: { token: 'fresh' } })).toBe(true)
    run.clock.increment(1)
    await flush()
    expect(run.actor.getSnapshot().matches({ signedIn: { token: 'refreshing' } })).toBe(true)
    expect(run.clock.now() - issuedAt).toBe(LONG - 5 * 60_000)

    const waits: number[] = []
    for (let failure = 1; failure <= 7; failure += 1) {
      await run.perform({ type: 'xstate.error.actor.refreshToken', error: { code: 'auth/network-request-failed' } })
      const snapshot = run.actor.getSnapshot()
      const wait = snapshot.context.retryAt - run.clock.now()
      waits.push(wait)
      run.clock.increment(wait - 1)
      await flush()
      expect(run.pendingActors()).not.toContain('refreshToken')
      run.clock.increment(1)
      await flush()
      expect(run.pendingActors()).toContain('refreshToken')
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000])
    // The token expired (30 s early) while the refreshes kept failing.
    expect(run.actor.getSnapshot().context.refreshFailures).toBe(7)

    await run.perform({ type: 'xstate.done.actor.refreshToken', output: token('refreshed', LONG) })
    const snapshot = run.actor.getSnapshot()
    expect(snapshot.matches({ signedIn: { token: 'fresh' } })).toBe(true)
    expect(snapshot.context.refreshFailures).toBe(0)
    expect(isTokenExpired(snapshot.context.token, run.clock.now())).toBe(false)
    run.actor.stop()
  })

  it('counts a token as expired 30 s before its expiry', () => {
    const t = { value: 'x', expiresAt: 100_000 }
    expect(isTokenExpired(t, 100_000 - TOKEN_TIMING.expirySkewMs - 1)).toBe(false)
    expect(isTokenExpired(t, 100_000 - TOKEN_TIMING.expirySkewMs)).toBe(true)
    expect(isTokenExpired(null, 0)).toBe(true)
  })

  it('moves from backoff to expired when the skew arrives before the next retry', async () => {
    const run = harness({ restored: null })
    await run.perform(report(ANA, token('ana', SHORT)))
    run.clock.increment(0)
    await flush()
    await run.perform({ type: 'xstate.error.actor.refreshToken', error: { code: 'auth/network-request-failed' } })
    expect(run.actor.getSnapshot().matches({ signedIn: { token: 'backoff' } })).toBe(true)
    run.clock.increment(SHORT - TOKEN_TIMING.expirySkewMs)
    await flush()
    expect(run.actor.getSnapshot().matches({ signedIn: { token: 'expired' } })).toBe(true)
    run.actor.stop()
  })
})
