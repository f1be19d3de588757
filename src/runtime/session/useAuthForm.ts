import type { MessageDescriptor } from '@lingui/core'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useSessionActor } from './useSession'
import { authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'
import type { AuthSessionEvent } from '@/machines/authSession'

export interface AuthFormState {
  busy: boolean
  /** The failure of this screen's last submission, if any. */
  failure: { code: string; message: MessageDescriptor; retryable: boolean } | null
  /** The session was created but the backend could not load it. */
  sessionFailed: boolean
  /** How many times this screen submitted: each may end in the same failure as the last. */
  submissions: number
  submit(event: Extract<AuthSessionEvent, { type: 'SIGN_IN' | 'REGISTER' }>): void
  retrySession(): void
}

/** Sign-in and registration go through the session statechart; this follows their progress by its tags. */
export function useAuthForm(): AuthFormState {
  const actor = useSessionActor()
  const [submissions, setSubmissions] = useState(0)
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const sessionFailed = useSelector(actor, (snapshot) => snapshot.hasTag('profileFailed'))
  const errorCode = useSelector(actor, (snapshot) =>
    snapshot.hasTag('signedOut') || snapshot.hasTag('profileFailed') ? (snapshot.context.error?.code ?? null) : null,
  )
  return {
    busy,
    sessionFailed,
    submissions,
    failure:
      submissions > 0 && errorCode
        ? {
            code: errorCode,
            message: authErrorMessage(errorCode),
            retryable: sessionFailed || isRetryableAuthError(errorCode),
          }
        : null,
    submit(event) {
      setSubmissions((count) => count + 1)
      actor.send(event)
    },
    retrySession: () => actor.send({ type: 'RETRY' }),
  }
}

/**
 * "Your account has been deleted", handed from the account page to the sign-in page it ends on,
 * in memory: shown once, never by a reload or a shared link. Read in render, cleared in an effect
 * (a development double render reads it twice). Kept here, with the sign-in forms' state, so that
 * /login fetches no extra chunk for it.
 */
let accountDeleted = false

export function announceAccountDeleted(): void {
  accountDeleted = true
}

export function accountJustDeleted(): boolean {
  return accountDeleted
}

export function forgetAccountDeleted(): void {
  accountDeleted = false
}
