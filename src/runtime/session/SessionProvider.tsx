import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { api } from '@/runtime/api'
import { queryClient } from '@/runtime/query'
import { pathOf } from '@/routes/match'
import { createAbility } from '@/lib/ability'
import { createFirebaseIdentity, firebaseSettingsFromEnv } from '@/lib/firebase'
import { browserStore } from '@/lib/storage'
import { SessionRuntimeContext } from './runtimeContext'
import { createSessionRuntime, type SessionRuntime } from './sessionRuntime'
import { SessionContext, type Session, type SessionStatus } from './useSession'

let appRuntime: SessionRuntime | null = null

/** One session per page: StrictMode's double mount must not create a second Firebase app. */
function getAppRuntime(): SessionRuntime {
  appRuntime ??= createSessionRuntime({
    identity: createFirebaseIdentity(firebaseSettingsFromEnv()),
    api,
    store: browserStore(),
    navigateToLogin: () => navigate(pathOf('login'), { replace: true }),
    onSessionCleared: () => queryClient.clear(),
  })
  return appRuntime
}

/** Runs the session statechart and provides the session (useSession) and its runtime to the app. */
export function SessionProvider({ children, runtime: given }: { children: ReactNode; runtime?: SessionRuntime }) {
  const [runtime] = useState(() => given ?? getAppRuntime())
  const { actor, stored } = runtime

  useEffect(() => {
    // Starting an already running actor is a no-op, and the page-wide actor outlives remounts.
    actor.start()
  }, [actor])

  const storedSession = useSyncExternalStore(stored.subscribe, stored.get, stored.get)
  const machineStatus = useSelector(actor, (snapshot): SessionStatus => {
    if (snapshot.matches('checking') || snapshot.matches('signedIn')) return 'loading'
    return 'signedOut'
  })

  const session = useMemo<Session>(
    () => ({
      status: storedSession ? 'signedIn' : machineStatus,
      user: storedSession?.userData ?? null,
      ability: createAbility(storedSession?.abilityRules ?? []),
      signOut: () => actor.send({ type: 'SIGN_OUT' }),
    }),
    [storedSession, machineStatus, actor],
  )

  return (
    <SessionRuntimeContext.Provider value={runtime}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionRuntimeContext.Provider>
  )
}
