import { getNextTransitions, type AnyEventObject } from 'xstate'
import type { UserData } from '@/runtime/session/sessionStore'
import {
  authSessionMachine,
  sessionClock,
  type AuthSessionEvent,
  type AuthSessionSnapshot,
  type IdentityUser,
  type IdToken,
  type SessionData,
  type StoredSession,
} from '@/machines/authSession'

/** The test model of the auth session: sample users, tokens and events for graph traversal. */
const HOUR = 3_600_000
export const ANA: IdentityUser = { uid: 'uid-ana', email: 'ana@conversa.test', displayName: 'Ana' }
export const BRUNO: IdentityUser = { uid: 'uid-bruno', email: 'bruno@conversa.test', displayName: 'Bruno' }

/** Token lifetimes, relative to the moment the token is handed out (rebased onto the clock when run). */
export const LONG = HOUR
/** Refresh is due at once; the expiry skew comes before the first retry. */
export const SHORT = 45_000
/** Already inside the 30 s skew: counts as expired. */
export const NEARLY_GONE = 20_000

export const token = (label: string, lifetime: number): IdToken => ({
  value: `${label}-${lifetime}`,
  expiresAt: lifetime,
})

export const profileOf = (user: IdentityUser, fullName = user.displayName ?? ''): UserData => ({
  id: user.uid,
  email: user.email ?? '',
  fullName,
  username: user.uid.replace('uid-', ''),
  avatar: '',
  role: 'client',
})
/** The same person after a profile edit. */
export const renamed = (user: IdentityUser): UserData => profileOf(user, `${user.displayName} Maria`)
export const sessionOf = (user: IdentityUser): SessionData => ({
  userData: profileOf(user),
  abilityRules: [{ action: 'read', subject: 'Dashboard' }],
})
export const storedOf = (user: IdentityUser, fullName?: string): StoredSession => ({
  userData: profileOf(user, fullName),
  abilityRules: [{ action: 'read', subject: 'Dashboard' }],
  accessToken: `stored-${user.uid}`,
})

export const report = (user: IdentityUser, t: IdToken | null): AuthSessionEvent => ({
  type: 'IDENTITY.CHANGED',
  report: { user, token: t },
})

/** The chart on the traversal's clock: time stands still at 0, tokens are sampled by lifetime. */
export const modelMachine = authSessionMachine.provide(sessionClock(() => 0))

/** Sample events for each event type the current state accepts, actor results included. */
export function eventsFor(snapshot: AuthSessionSnapshot): AuthSessionEvent[] {
  const types = new Set(getNextTransitions(snapshot).map((transition) => transition.eventType))
  const events: AnyEventObject[] = []
  for (const type of types) {
    switch (type) {
      case 'IDENTITY.CHANGED':
        events.push(
          report(ANA, token('ana', LONG)),
          report(ANA, token('ana-short', SHORT)),
          report(ANA, token('ana-nearly-gone', NEARLY_GONE)),
          // Reading the token failed: the user is known, the token is not.
          report(ANA, null),
          report(BRUNO, token('bruno', LONG)),
          { type, report: null },
        )
        break
      case 'SIGN_IN':
        events.push({ type, credentials: { email: ANA.email, password: 'secret-pass' } })
        break
      case 'REGISTER':
        events.push({ type, registration: { email: ANA.email, password: 'secret-pass', fullName: 'Ana' } })
        break
      case 'RELOAD':
        events.push({ type })
        break
      case 'PROFILE_UPDATED':
        // The backend's answer for whoever is signed in.
        events.push({ type, userData: renamed(snapshot.context.user ?? ANA) })
        break
      case 'STORAGE.CHANGED':
        // Signed out in another tab; Ana's profile saved there; Bruno signed in there.
        events.push(
          { type, stored: null },
          { type, stored: storedOf(ANA, 'Ana Maria') },
          { type, stored: storedOf(BRUNO) },
        )
        break
      case 'xstate.done.actor.signIn':
      case 'xstate.done.actor.register':
        events.push({ type, output: { user: ANA, token: token('ana', LONG) } })
        break
      case 'xstate.done.actor.loadSession':
        events.push({ type, output: sessionOf(snapshot.context.user ?? ANA) })
        break
      case 'xstate.done.actor.refreshToken':
        events.push({ type, output: token('refreshed', LONG) })
        break
      case 'xstate.done.actor.signOut':
        events.push({ type, output: undefined })
        break
      case 'xstate.error.actor.signIn':
        events.push({ type, error: { code: 'auth/invalid-credential' } })
        break
      case 'xstate.error.actor.register':
        events.push({ type, error: { code: 'auth/email-already-in-use' } })
        break
      case 'xstate.error.actor.loadSession':
        events.push({ type, error: { code: 'network' } })
        break
      case 'xstate.error.actor.refreshToken':
        events.push({ type, error: { code: 'auth/network-request-failed' } })
        break
      case 'xstate.error.actor.signOut':
        events.push({ type, error: new Error('offline') })
        break
      case '':
        break
      default:
        if (!type.startsWith('xstate.after.')) events.push({ type })
    }
  }
  // Only the timer due first can fire: offer the earliest one of each state.
  const due = dueTimers(snapshot)
  if (due.length > 0) events.push({ type: due[0]!.eventType })
  // Actor results and timers are not in the machine's event union, but the traversal needs them.
  return events as AuthSessionEvent[]
}

/** The pending delayed transitions of a snapshot with their delays on the model's clock, earliest first. */
export function dueTimers(snapshot: AuthSessionSnapshot) {
  const delays = modelMachine.implementations.delays as Record<string, (args: { context: unknown }) => number>
  return getNextTransitions(snapshot)
    .filter((transition) => transition.eventType.startsWith('xstate.after.'))
    .map((transition) => {
      const name = transition.eventType.split('.')[2]!
      return { eventType: transition.eventType, delay: delays[name]!({ context: snapshot.context }) }
    })
    .sort((a, b) => a.delay - b.delay)
}

/** Token lifetimes are what matter, not absolute times: classify so the graph stays finite. */
export function tokenClass(t: IdToken | null): string {
  if (!t) return 'none'
  const left = t.expiresAt
  return left > 5 * 60_000 ? 'long' : left > 30_000 ? 'short' : 'gone'
}

export const serializeState = (snapshot: AuthSessionSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.user?.uid ?? null,
    tokenClass(snapshot.context.token),
    // Whose profile, not which name: a renamed profile behaves like the original.
    snapshot.context.userData?.email ?? null,
    snapshot.context.error?.code ?? null,
    snapshot.context.refreshFailures > 0,
  ])
