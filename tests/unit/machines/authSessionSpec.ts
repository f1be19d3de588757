import type { AnyEventObject } from 'xstate'
import type { IdentityReport, IdToken, SessionData, StoredSession } from '@/machines/authSession'

/**
 * The auth session as docs/product.md ("Session and tokens", "Stored state", "Navigation guard")
 * describes it, written without looking at the statechart: what a person can observe about the
 * session (signed in or not, whose profile, busy or failed) and which effects each event must
 * have. The model-based test walks the chart's generated paths and holds every step to this.
 */
export type Phase = 'checking' | 'signedOut' | 'signingIn' | 'registering' | 'signedIn' | 'signingOut'

export interface SpecSession {
  phase: Phase
  /** Only while signed in: the backend profile is loading, failed to load, or ready. */
  profile: 'loading' | 'failed' | 'ready' | null
  /** The identity-service user the session follows. */
  uid: string | null
  /** Whose profile is held (their email), and the name in it. */
  person: string | null
  name: string | null
  /** An access token exists (rule 1 needs it along with the profile). */
  hasToken: boolean
  /** The failure shown to the person (an error code). */
  error: string | null
}

export interface Outcome {
  next: SpecSession
  /** Every stored session key removed. */
  forget?: boolean
  /** What was loaded for the previous identity dropped (the query cache). */
  dropCache?: boolean
  /** The session (profile, rules and current token) written to storage. */
  persist?: boolean
  /** Sent to the login route. */
  navigate?: boolean
  /** An error logged with this message. */
  log?: string
}

interface Rule {
  name: string
  applies(session: SpecSession, event: AnyEventObject): boolean
  outcome(session: SpecSession, event: AnyEventObject): Outcome
}

/** Rule 1: signed in means both a profile and an access token exist. */
export const holdsSession = (s: SpecSession) => s.person !== null && s.hasToken

const field = <T>(event: AnyEventObject, key: string) => (event as unknown as Record<string, T>)[key]!
const reportOf = (event: AnyEventObject) => field<IdentityReport>(event, 'report')
const storedIn = (event: AnyEventObject) => field<StoredSession | null>(event, 'stored')
const is = (event: AnyEventObject, type: string) => event.type === type
const reportsUser = (e: AnyEventObject) => is(e, 'IDENTITY.CHANGED') && reportOf(e) !== null
const reportsNobody = (e: AnyEventObject) => is(e, 'IDENTITY.CHANGED') && reportOf(e) === null
const storesNothing = (e: AnyEventObject) => is(e, 'STORAGE.CHANGED') && storedIn(e) === null
const storesSession = (e: AnyEventObject) => is(e, 'STORAGE.CHANGED') && storedIn(e) !== null
const storedPerson = (e: AnyEventObject) => storedIn(e)!.userData.email

/** The identity (or, before one is known, the profile) the session is about, as an email. */
function currentPerson(s: SpecSession, uidToEmail: (uid: string) => string): string | null {
  return s.uid !== null ? uidToEmail(s.uid) : s.person
}

const signingOut = (s: SpecSession): Outcome => ({
  // The local session goes at once, before the identity service answers.
  next: { ...s, phase: 'signingOut', profile: null, uid: null, person: null, name: null, hasToken: false },
  forget: true,
  dropCache: true,
  // Sent to login at once, not when the identity service answers (the person may have moved on).
  navigate: true,
})

const signedInAs = (s: SpecSession, uid: string, token: IdToken | null, keepProfile: boolean): SpecSession => ({
  ...s,
  phase: 'signedIn',
  profile: 'loading',
  uid,
  person: keepProfile ? s.person : null,
  name: keepProfile ? s.name : null,
  // A report without a token keeps the one the session had.
  hasToken: token !== null || (keepProfile && s.hasToken),
  error: null,
})

const adopt = (s: SpecSession, stored: StoredSession): SpecSession => ({
  ...s,
  phase: 'checking',
  profile: null,
  uid: null,
  person: stored.userData.email,
  name: stored.userData.fullName,
  hasToken: true,
  error: null,
})

const unchanged = (s: SpecSession): Outcome => ({ next: s })

export function sessionRules(uidToEmail: (uid: string) => string): Rule[] {
  const someoneElse = (s: SpecSession, email: string) => {
    const current = currentPerson(s, uidToEmail)
    return current !== null && current !== email
  }
  const reportedEmail = (e: AnyEventObject) => uidToEmail(reportOf(e)!.user.uid)
  const phase =
    (...phases: Phase[]) =>
    (s: SpecSession) =>
      phases.includes(s.phase)

  return [
    // Rule 2 of the guard, in any phase: stored values go unless someone is signed in.
    {
      name: 'nobody signed in: the guard clears stored access values',
      applies: (s, e) => is(e, 'STORAGE.CLEAR') && !holdsSession(s),
      outcome: (s) => ({ next: s, forget: true }),
    },
    {
      name: 'someone signed in: the guard’s clear removes nothing',
      applies: (s, e) => is(e, 'STORAGE.CLEAR') && holdsSession(s),
      outcome: unchanged,
    },

    // Signing out always ends signed out (on login since it began).
    {
      name: 'signing out finishes: signed out, on login',
      applies: (s, e) => phase('signingOut')(s) && is(e, 'xstate.done.actor.signOut'),
      outcome: (s) => ({ next: { ...s, phase: 'signedOut' } }),
    },
    {
      name: 'a failed sign-out still ends signed out, on login, and is logged',
      applies: (s, e) => phase('signingOut')(s) && is(e, 'xstate.error.actor.signOut'),
      outcome: (s) => ({ next: { ...s, phase: 'signedOut' }, log: 'Signing out failed' }),
    },

    // Start-up: a stored session counts until the identity service reports.
    {
      name: 'checking: the identity service reports someone other than the stored profile',
      applies: (s, e) => phase('checking')(s) && reportsUser(e) && s.person !== null && s.person !== reportedEmail(e),
      outcome: (s, e) => ({ next: signedInAs(s, reportOf(e)!.user.uid, reportOf(e)!.token, false), dropCache: true }),
    },
    {
      name: 'checking: the identity service reports a user',
      applies: (s, e) => phase('checking')(s) && reportsUser(e),
      outcome: (s, e) => ({ next: signedInAs(s, reportOf(e)!.user.uid, reportOf(e)!.token, true) }),
    },
    {
      name: 'checking: the identity service reports nobody though storage had a session',
      applies: (s, e) => phase('checking')(s) && reportsNobody(e) && holdsSession(s),
      outcome: signingOut,
    },
    {
      name: 'checking: the identity service reports nobody, nothing stored',
      applies: (s, e) => phase('checking')(s) && reportsNobody(e),
      outcome: (s) => ({ next: { ...s, phase: 'signedOut' } }),
    },
    {
      name: 'checking: signed out in another tab',
      applies: (s, e) => phase('checking')(s) && storesNothing(e) && holdsSession(s),
      outcome: signingOut,
    },
    {
      name: 'checking: another tab cleared storage, nothing held',
      applies: (s, e) => phase('checking')(s) && storesNothing(e),
      outcome: unchanged,
    },
    {
      name: 'checking: someone else signed in in another tab',
      applies: (s, e) => phase('checking')(s) && storesSession(e) && someoneElse(s, storedPerson(e)),
      outcome: (s, e) => ({ next: adopt(s, storedIn(e)!), dropCache: true }),
    },
    {
      name: 'checking: another tab stored a session',
      applies: (s, e) => phase('checking')(s) && storesSession(e),
      outcome: (s, e) => ({ next: adopt(s, storedIn(e)!) }),
    },
    {
      name: 'checking: sign-out offered before the first report',
      applies: (s, e) => phase('checking')(s) && is(e, 'SIGN_OUT'),
      outcome: signingOut,
    },

    // Signed out.
    {
      name: 'signed out: the identity service reports a user',
      applies: (s, e) => phase('signedOut')(s) && reportsUser(e),
      outcome: (s, e) => ({ next: signedInAs(s, reportOf(e)!.user.uid, reportOf(e)!.token, false) }),
    },
    {
      name: 'signed out: nobody reported again',
      applies: (s, e) => phase('signedOut')(s) && reportsNobody(e),
      outcome: unchanged,
    },
    {
      name: 'signed out: someone signed in in another tab',
      applies: (s, e) => phase('signedOut')(s) && storesSession(e),
      outcome: (s, e) => ({ next: adopt(s, storedIn(e)!) }),
    },
    {
      name: 'signed out: another tab cleared storage',
      applies: (s, e) => phase('signedOut')(s) && storesNothing(e),
      outcome: unchanged,
    },
    {
      name: 'checking with a stored session: signing in or registering waits for a sign-out',
      applies: (s, e) => phase('checking')(s) && holdsSession(s) && (is(e, 'SIGN_IN') || is(e, 'REGISTER')),
      outcome: unchanged,
    },
    {
      name: 'signed out or checking: signing in starts',
      applies: (s, e) => phase('signedOut', 'checking')(s) && is(e, 'SIGN_IN'),
      outcome: (s) => ({ next: { ...s, phase: 'signingIn', error: null } }),
    },
    {
      name: 'signed out or checking: registration starts',
      applies: (s, e) => phase('signedOut', 'checking')(s) && is(e, 'REGISTER'),
      outcome: (s) => ({ next: { ...s, phase: 'registering', error: null } }),
    },

    // Signing in and registering.
    {
      name: 'signing in or registering succeeds: signed in, profile loading',
      applies: (s, e) =>
        (phase('signingIn')(s) && is(e, 'xstate.done.actor.signIn')) ||
        (phase('registering')(s) && is(e, 'xstate.done.actor.register')),
      outcome: (s, e) => {
        const output = field<NonNullable<IdentityReport>>(e, 'output')
        return { next: signedInAs(s, output.user.uid, output.token, true) }
      },
    },
    {
      name: 'signing in or registering fails: signed out, with the service’s error',
      applies: (s, e) =>
        (phase('signingIn')(s) && is(e, 'xstate.error.actor.signIn')) ||
        (phase('registering')(s) && is(e, 'xstate.error.actor.register')),
      outcome: (s, e) => ({ next: { ...s, phase: 'signedOut', error: field<{ code: string }>(e, 'error').code } }),
    },
    {
      name: 'signing in: the identity service reports the user first',
      applies: (s, e) => phase('signingIn')(s) && reportsUser(e),
      outcome: (s, e) => ({ next: signedInAs(s, reportOf(e)!.user.uid, reportOf(e)!.token, true) }),
    },
    {
      name: 'signing in: a report of nobody changes nothing',
      applies: (s, e) => phase('signingIn')(s) && reportsNobody(e),
      outcome: unchanged,
    },

    // Signed in.
    {
      name: 'signed in: a new token for the same user is stored',
      applies: (s, e) => phase('signedIn')(s) && reportsUser(e) && reportOf(e)!.user.uid === s.uid,
      outcome: (s, e) => ({ next: { ...s, hasToken: s.hasToken || reportOf(e)!.token !== null }, persist: true }),
    },
    {
      name: 'signed in: another user signed in (another tab); the previous one’s data goes',
      applies: (s, e) => phase('signedIn')(s) && reportsUser(e),
      outcome: (s, e) => ({ next: signedInAs(s, reportOf(e)!.user.uid, reportOf(e)!.token, false), dropCache: true }),
    },
    {
      name: 'signed in: the identity service reports nobody',
      applies: (s, e) => phase('signedIn')(s) && reportsNobody(e),
      outcome: signingOut,
    },
    {
      name: 'signed in: signing out',
      applies: (s, e) => phase('signedIn')(s) && is(e, 'SIGN_OUT'),
      outcome: signingOut,
    },
    {
      name: 'signed in: signed out in another tab',
      applies: (s, e) => phase('signedIn')(s) && storesNothing(e),
      outcome: signingOut,
    },
    {
      name: 'signed in: someone else signed in in another tab',
      applies: (s, e) => phase('signedIn')(s) && storesSession(e) && someoneElse(s, storedPerson(e)),
      outcome: (s, e) => ({ next: adopt(s, storedIn(e)!), dropCache: true }),
    },
    {
      name: 'signed in: the profile saved in another tab is shown',
      applies: (s, e) =>
        phase('signedIn')(s) && storesSession(e) && s.profile === 'ready' && storedIn(e)!.userData.fullName !== s.name,
      outcome: (s, e) => ({ next: { ...s, name: storedIn(e)!.userData.fullName } }),
    },
    {
      name: 'signed in: a profile saved in another tab while the session loads makes it load again',
      applies: (s, e) =>
        phase('signedIn')(s) &&
        storesSession(e) &&
        s.profile === 'loading' &&
        !someoneElse(s, storedPerson(e)) &&
        storedIn(e)!.userData.fullName !== s.name,
      outcome: (s) => ({ next: { ...s, profile: 'loading' } }),
    },
    {
      name: 'signed in: another tab stored nothing new (or the profile is not ready)',
      applies: (s, e) => phase('signedIn')(s) && storesSession(e),
      outcome: unchanged,
    },
    {
      name: 'signed in: the profile loads and is stored with the token',
      applies: (s, e) => phase('signedIn')(s) && is(e, 'xstate.done.actor.loadSession'),
      outcome: (s, e) => {
        const { userData } = field<SessionData>(e, 'output')
        return { next: { ...s, profile: 'ready', person: userData.email, name: userData.fullName }, persist: true }
      },
    },
    {
      name: 'signed in: the profile fails to load; the failure is shown and logged',
      applies: (s, e) => phase('signedIn')(s) && is(e, 'xstate.error.actor.loadSession'),
      outcome: (s, e) => ({
        next: { ...s, profile: 'failed', error: field<{ code: string }>(e, 'error').code },
        log: 'Loading the session failed',
      }),
    },
    {
      name: 'signed in: retrying a failed profile load',
      applies: (s, e) => phase('signedIn')(s) && s.profile === 'failed' && is(e, 'RETRY'),
      outcome: (s) => ({ next: { ...s, profile: 'loading', error: null } }),
    },
    {
      name: 'signed in: the session loads again when asked (a tab back in its own workspace)',
      applies: (s, e) => phase('signedIn')(s) && s.profile === 'ready' && is(e, 'RELOAD'),
      outcome: (s) => ({ next: { ...s, profile: 'loading' } }),
    },
    {
      name: 'signed in: a saved profile is stored',
      applies: (s, e) => phase('signedIn')(s) && s.profile === 'ready' && is(e, 'PROFILE_UPDATED'),
      outcome: (s, e) => ({
        next: { ...s, name: field<{ fullName: string }>(e, 'userData').fullName },
        persist: true,
      }),
    },
    {
      name: 'signed in: a refreshed token is stored',
      applies: (s, e) => phase('signedIn')(s) && is(e, 'xstate.done.actor.refreshToken'),
      outcome: (s) => ({ next: { ...s, hasToken: true }, persist: true }),
    },
    {
      name: 'signed in: a failed refresh is logged and changes nothing else',
      applies: (s, e) => phase('signedIn')(s) && is(e, 'xstate.error.actor.refreshToken'),
      outcome: (s) => ({ next: s, log: 'Refreshing the ID token failed' }),
    },
    {
      name: 'signed in: time passing changes who is signed in not at all',
      applies: (s, e) => phase('signedIn')(s) && e.type.startsWith('xstate.after.'),
      outcome: unchanged,
    },
  ]
}
