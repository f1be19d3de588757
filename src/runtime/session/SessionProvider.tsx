import { createContext, use, type ReactNode } from 'react'
import type { IdentityService } from '@/lib/firebase'
import type { AuthSessionActor } from '@/machines/authSession'
import { defineActorContext } from '../actorContext'
import type { SessionRuntime } from './sessionRuntime'

export const SessionActor = defineActorContext<AuthSessionActor>('SessionActor')

const IdentityContext = createContext<IdentityService | null>(null)

/** Provides the session actor (useSession, useSessionActor) and the identity service to the app. */
export function SessionProvider({ runtime, children }: { runtime: SessionRuntime; children: ReactNode }) {
  return (
    <IdentityContext value={runtime.identity}>
      <SessionActor.Provider actor={runtime.actor}>{children}</SessionActor.Provider>
    </IdentityContext>
  )
}

/** The identity service, for what is not the session's business: password reset and change. */
export function useIdentityService(): IdentityService {
  const identity = use(IdentityContext)
  if (!identity) throw new Error('useIdentityService needs a SessionProvider')
  return identity
}
