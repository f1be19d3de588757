import { Profiler } from 'react'
import { waitFor } from 'xstate'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { createApiClient } from '@/lib/apiClient'
import type { IdentityService } from '@/lib/firebase'
import { createMemoryStore } from '@/lib/storage'
import type { IdentityReport } from '@/machines/authSession'
import { SessionProvider } from '@/runtime/session/SessionProvider'
import { createSessionRuntime } from '@/runtime/session/sessionRuntime'
import { writeStoredSession } from '@/runtime/session/sessionStore'
import { useSession } from '@/runtime/session/useSession'
import { useAbility } from '@/runtime/session/useAbility'
import { inertAccountMethods } from '../../support/inertIdentity'
import { renderKit } from '../support/render'

const ANA = { uid: 'u1', email: 'ana@conversa.test', displayName: 'Ana' }
const ANA_SESSION = {
  userData: { id: 'u1', email: ANA.email, fullName: 'Ana Lima', username: 'ana', avatar: '', role: 'client' },
  abilityRules: [{ action: 'read', subject: 'Dashboard' }],
}
const BRUNO = { uid: 'u2', email: 'bruno@conversa.test', displayName: 'Bruno' }
const BRUNO_SESSION = {
  userData: { id: 'u2', email: BRUNO.email, fullName: 'Bruno Reis', username: 'bruno', avatar: '', role: 'admin' },
  abilityRules: [{ action: 'manage', subject: 'all' }],
}
const TOKEN = { value: 'stored-token', expiresAt: Date.now() + 3_600_000 }

/** A page restored from Ana's stored session; the identity service reports when the test says. */
function restoredSession() {
  let listener: (report: IdentityReport) => void = () => {}
  let profile = ANA_SESSION
  const identity: IdentityService = {
    observe: (next) => {
      listener = next
      return () => {}
    },
    signIn: async () => ({ user: ANA, token: TOKEN }),
    register: async () => ({ user: ANA, token: TOKEN }),
    signOut: async () => listener(null),
    refreshToken: async () => TOKEN,
    currentToken: async () => TOKEN.value,
    ...inertAccountMethods,
    dispose: async () => {},
  }
  const api = createApiClient({ baseUrl: 'http://backend.test', fetch: async () => Response.json(profile) })
  const store = createMemoryStore()
  writeStoredSession(store, { ...ANA_SESSION, accessToken: TOKEN.value } as never)
  const runtime = createSessionRuntime({
    identity,
    api,
    store,
    navigateToLogin: () => {},
    onIdentityChanged: () => {},
    watchStorage: () => () => {},
    log: () => {},
  })
  runtime.actor.start()
  return {
    runtime,
    report(user: typeof ANA, session: typeof ANA_SESSION) {
      profile = session
      listener({ user, token: TOKEN })
      return waitFor(runtime.actor, (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }))
    },
  }
}

/** What a screen or the shell reads of the session. */
function Probe() {
  const { user } = useSession()
  const ability = useAbility()
  return (
    <p>
      {user?.fullName} {ability.can('manage', 'all') ? 'manages all' : 'reads'}
    </p>
  )
}

let renders = 0
const countRenders = () => void (renders += 1)

describe('the session as the screens read it (src/runtime/session/useSession.ts)', () => {
  test("the identity service's first report restating the stored session renders nothing again", async () => {
    const session = restoredSession()
    renders = 0
    await renderKit(
      <SessionProvider runtime={session.runtime}>
        <Profiler id="probe" onRender={countRenders}>
          <Probe />
        </Profiler>
      </SessionProvider>,
    )
    await expect.element(page.getByText('Ana Lima reads')).toBeVisible()
    const before = renders
    await session.report(ANA, ANA_SESSION)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(renders).toBe(before)
  })

  test('a report naming someone else shows them, with their rights', async () => {
    const session = restoredSession()
    await renderKit(
      <SessionProvider runtime={session.runtime}>
        <Probe />
      </SessionProvider>,
    )
    await expect.element(page.getByText('Ana Lima reads')).toBeVisible()
    await session.report(BRUNO, BRUNO_SESSION)
    await expect.element(page.getByText('Bruno Reis manages all')).toBeVisible()
  })
})
