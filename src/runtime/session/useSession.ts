import { useMemo } from 'react'
import { sameJson } from '@/lib/sameJson'
import type { AuthSessionActor } from '@/machines/authSession'
import { selectSessionStatus, selectUser, type SessionStatus } from '@/machines/authSessionSelectors'
import type { UserData } from './sessionStore'
import { SessionActor } from './SessionProvider'

export type { UserData } from './sessionStore'
export type { SessionStatus } from '@/machines/authSessionSelectors'

export interface Session {
  status: SessionStatus
  /** The signed-in user's profile. */
  user: UserData | null
  /** Signs out; the app then goes to the route named login. */
  signOut(): void
}

/** The current session, for the shell (user menu, menu filtering) and the screens. */
export function useSession(): Session {
  const actor = SessionActor.useActorRef()
  const status = SessionActor.useSelector(selectSessionStatus)
  // The identity service's first report restates what was stored: the same user and rules, in new
  // objects, which must not render every screen and menu again.
  const user = SessionActor.useSelector(selectUser, sameJson)
  return useMemo(() => ({ status, user, signOut: () => actor.send({ type: 'SIGN_OUT' }) }), [status, user, actor])
}

/** The session actor itself, for the screens that send it events (sign-in, profile saved). */
export function useSessionActor(): AuthSessionActor {
  return SessionActor.useActorRef()
}
