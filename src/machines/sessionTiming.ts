import { TOKEN_TIMING } from '@/config/app'
import type { IdToken } from '@/lib/identity'

/** What the session's clock-reading guards and delays look at. */
interface TimedContext {
  token: IdToken | null
}

/** Delay before the n-th retry after a failed refresh: 30 s, doubling, at most 960 s. */
export function refreshBackoffMs(failures: number): number {
  const exponent = Math.max(0, failures - 1)
  return Math.min(TOKEN_TIMING.backoffStartMs * 2 ** exponent, TOKEN_TIMING.backoffMaxMs)
}

/** A token counts as expired this long before its real expiry, so it is never sent stale. */
export function isTokenExpired(token: IdToken | null, now: number): boolean {
  return token === null || now >= token.expiresAt - TOKEN_TIMING.expirySkewMs
}

export function refreshDueInMs(token: IdToken | null, now: number): number {
  if (!token) return 0
  return Math.max(0, token.expiresAt - TOKEN_TIMING.refreshBeforeExpiryMs - now)
}

/**
 * A token read back from storage: its expiry is unknown, so it counts as expired and requests ask
 * the identity service for a fresh one. It only says "an access token exists" (guard rule 1)
 * until the identity service reports the real one.
 */
export function storedToken(accessToken: string): IdToken {
  return { value: accessToken, expiresAt: 0 }
}

/**
 * The parts of the chart that read a clock. Context holds no clock (snapshots serialise into the
 * QA journal), so time comes through these guards and delays: the app's are on `Date.now`, tests
 * provide their simulated clock with `authSessionMachine.provide(sessionClock(() => clock.now()))`.
 */
export function sessionClock(now: () => number) {
  return {
    guards: {
      tokenExpired: ({ context }: { context: TimedContext }) => isTokenExpired(context.token, now()),
    },
    delays: {
      refreshDue: ({ context }: { context: TimedContext }) => refreshDueInMs(context.token, now()),
      expiryDue: ({ context }: { context: TimedContext }) =>
        context.token ? Math.max(0, context.token.expiresAt - TOKEN_TIMING.expirySkewMs - now()) : 0,
    },
  }
}
