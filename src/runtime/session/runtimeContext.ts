import { createContext, useContext } from 'react'
import type { SessionRuntime } from './sessionRuntime'

export const SessionRuntimeContext = createContext<SessionRuntime | null>(null)

/** The session actor and the identity service, for the sign-in and account screens. */
export function useSessionRuntime(): SessionRuntime {
  const runtime = useContext(SessionRuntimeContext)
  if (!runtime) throw new Error('useSessionRuntime needs a SessionProvider')
  return runtime
}
