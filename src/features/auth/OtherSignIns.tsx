import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { FormAlert } from '@/components/form/FormAlert'
import { authErrorCode, authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'
import { emailError } from '@/lib/authValidation'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { useSignInStarted } from './authFlow'
import { rememberLinkEmail, signInLinkContinueUrl } from './signInLink'

interface OtherSignInsProps {
  /** The address typed in the form: the sign-in link goes there. */
  email: string
  /** Shows the email field's error (the link needs a valid address). */
  onEmailError(error: MessageDescriptor | undefined): void
  /** Google's sign-in was refused for its second step: its page takes over. */
  onSecondStep(): void
}

type Outcome = { tone: 'error' | 'success'; message: MessageDescriptor; retry?: () => void }

/**
 * Signing in without the password: Google in the identity provider's popup, or a link emailed to
 * the address typed above. Their code loads after the page (when idle, or as soon as a pointer or
 * the focus reaches a button), so that the click opens the popup at once: a popup opened after a
 * download may be refused by the browser.
 */
export function OtherSignIns({ email, onEmailError, onSecondStep }: OtherSignInsProps) {
  const identity = useIdentityService()
  const signInStarted = useSignInStarted()
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const prepare = () => identity.prepareOtherSignIns()
  // Once per page, and harmless after it has gone: it only fetches the chunk.
  useEffect(() => {
    const prepareOnce = () => identity.prepareOtherSignIns()
    if ('requestIdleCallback' in window) window.requestIdleCallback(prepareOnce, { timeout: 3_000 })
    else setTimeout(prepareOnce, 1_000)
  }, [identity])

  const fail = (error: unknown, retry: () => void) => {
    const code = authErrorCode(error)
    if (code === 'auth/multi-factor-auth-required') return onSecondStep()
    setOutcome({
      tone: 'error',
      message: authErrorMessage(code),
      retry: isRetryableAuthError(code) ? retry : undefined,
    })
  }

  // No await before the SDK call: the popup must open within this click. The button stays
  // enabled: pressed again, it replaces the open popup (whose sign-in then says it was cancelled).
  const signInWithGoogle = () => {
    setOutcome(null)
    signInStarted()
    identity.signInWithGoogle().catch((error: unknown) => fail(error, signInWithGoogle))
  }

  const sendLink = () => {
    const error = emailError(email)
    onEmailError(error)
    if (error) return
    const address = email.trim()
    setOutcome(null)
    setSending(true)
    identity
      .sendSignInLink(address, signInLinkContinueUrl(window.location))
      .then(
        () => {
          rememberLinkEmail(address)
          setOutcome({ tone: 'success', message: msg`We sent a sign-in link to ${address}. Open it to sign in.` })
        },
        (cause: unknown) => fail(cause, sendLink),
      )
      .finally(() => setSending(false))
  }

  return (
    <Flex direction="column" gap="3">
      <Text size="1" color="gray" align="center">
        <Trans>or</Trans>
      </Text>
      {outcome && <FormAlert tone={outcome.tone} message={outcome.message} onRetry={outcome.retry} />}
      <Button
        type="button"
        size="3"
        variant="outline"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={signInWithGoogle}
      >
        <Trans>Continue with Google</Trans>
      </Button>
      <Button
        type="button"
        size="3"
        variant="soft"
        loading={sending}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={sendLink}
      >
        <Trans>Email me a sign-in link</Trans>
      </Button>
    </Flex>
  )
}
