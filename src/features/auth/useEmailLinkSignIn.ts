import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react'
import { authErrorCode, authErrorMessage } from '@/lib/authErrors'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { useSignInStarted } from './authFlow'
import { forgetLinkEmail, isSignInLinkQuery, rememberedLinkEmail } from './signInLink'

const openedFromSignInLink = () => isSignInLinkQuery(window.location.search)
const ignoreChanges = () => () => {}

const LINK_UNUSABLE = msg`This sign-in link cannot be used: it has expired or was used already. Ask for a new one below.`
/** The form has checked the address's shape: the service refuses it for not being the link's. */
const ANOTHER_ADDRESS = msg`This link was sent to another address. Enter the one it was sent to.`

export interface EmailLinkSignIn {
  busy: boolean
  failure: MessageDescriptor | null
  /** Signs in with the link and the address it was sent to. */
  complete(email: string): void
}

/**
 * A passwordless sign-in link opened on this sign-in page (`?mode=signIn&oobCode=…`); null when
 * the page was not opened from one. The link signs in at once with the address this browser kept
 * when it asked for it; opened elsewhere, with the one the person types (the identity service
 * checks it is the link's). Signed in, the visitor moves on as after a password sign-in.
 */
export function useEmailLinkSignIn(onSecondStep: () => void): EmailLinkSignIn | null {
  const identity = useIdentityService()
  const signInStarted = useSignInStarted()
  // The pre-rendered page is the form: hydration reads "no link", then the address.
  const opened = useSyncExternalStore(ignoreChanges, openedFromSignInLink, () => false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<MessageDescriptor | null>(null)
  // A link signs in once: used again (a development double effect), it would say it was used.
  const started = useRef(false)

  const complete = (email: string) => {
    started.current = true
    signInStarted()
    setFailure(null)
    setBusy(true)
    identity.signInWithLink(email, window.location.href).then(forgetLinkEmail, (error: unknown) => {
      setBusy(false)
      const code = authErrorCode(error)
      if (code === 'auth/multi-factor-auth-required') return onSecondStep()
      const unusable = code === 'auth/invalid-action-code' || code === 'auth/expired-action-code'
      setFailure(unusable ? LINK_UNUSABLE : code === 'auth/invalid-email' ? ANOTHER_ADDRESS : authErrorMessage(code))
    })
  }
  const completeWithKeptEmail = useEffectEvent(() => {
    const kept = rememberedLinkEmail()
    if (kept && !started.current) complete(kept)
  })

  useEffect(() => {
    if (opened) completeWithKeptEmail()
  }, [opened])

  return opened ? { busy, failure, complete } : null
}
