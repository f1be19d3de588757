import { createContext, useContext } from 'react'
import { createAbility, type AppAbility } from '@/lib/ability'
import type { UserData } from './sessionStore'

export type { UserData } from './sessionStore'

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'

export interface Session {
  status: SessionStatus
  /** The stored profile while signed in. */
  user: UserData | null
  /** Built from the stored ability rules; forbids everything while signed out. */
  ability: AppAbility
  /** Signs out; the app then goes to the route named login. */
  signOut(): void
}

const signedOutSession: Session = {
  status: 'signedOut',
  user: null,
  ability: createAbility([]),
  signOut: () => {},
}

export const SessionContext = createContext<Session>(signedOutSession)

/** The current session, for the shell (user menu, menu filtering) and the screens. */
export function useSession(): Session {
  return useContext(SessionContext)
}
