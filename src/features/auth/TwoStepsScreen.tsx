import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { pathOf } from '@/routes/match'
import { FormAlert } from '@/components/form/FormAlert'
import { CodeField } from '@/components/form/CodeField'
import { authErrorCode, isRetryableAuthError } from '@/lib/authErrors'
import { flowErrorMessage } from '@/lib/authFlowErrors'
import { safeReturnPath } from '@/machines/returnPath'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { useSession } from '@/runtime/session/useSession'
import { useConfirmSecondStep, useSendSecondStepCode } from './api'
import { AuthCard } from './AuthCard'
import { useAuthFlow } from './authFlow'

const CODE = /^\d{6}$/

/**
 * The second step of a sign-in for an account with two-step verification: after the password
 * (the sign-in screen sends the visitor here), a six-digit code texted to the account's phone.
 * The waiting sign-in lives in this page's memory only: reloaded, the page asks to sign in again.
 */
export default function TwoStepsScreen() {
  const { t } = useLingui()
  const { routes } = useAuthFlow()
  const identity = useIdentityService()
  const session = useSession()
  const search = useSearch()
  const [, navigate] = useLocation()
  const [waiting] = useState(() => identity.pendingSecondStep())
  const recaptcha = useRef<HTMLDivElement>(null)
  const send = useSendSecondStepCode()
  const confirm = useConfirmSecondStep()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<MessageDescriptor | undefined>(undefined)
  // Once a code went out, the form stays while another is sent (what was typed stays too).
  const [sent, setSent] = useState(false)
  const signedIn = session.status === 'signedIn'

  useEffect(() => {
    // Signed in once the identity service reports the user to the session, not before.
    if (confirm.isSuccess && signedIn)
      navigate(safeReturnPath(new URLSearchParams(search).get('to')) ?? '/', { replace: true })
  }, [confirm.isSuccess, signedIn, search, navigate])

  const signInLink = `${pathOf(routes.login)}${search ? `?${search}` : ''}`
  const title = <Trans>Two-step verification</Trans>
  if (!waiting)
    return (
      <AuthCard
        title={title}
        intro={
          <Trans>
            This page finishes signing in to an account with two-step verification: after the password, a code texted to
            the account’s phone.
          </Trans>
        }
      >
        <Text as="p" size="2">
          <Trans>
            Sign in with your email and password first: if your account asks for a code, you come back here.
          </Trans>
        </Text>
        <Button asChild size="3" highContrast>
          <Link href={signInLink}>
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      </AuthCard>
    )

  const phone = waiting.phone
  const textCode = () => {
    if (recaptcha.current) send.mutate(recaptcha.current, { onSuccess: () => setSent(true) })
  }
  const submit = () => {
    const error = CODE.test(code) ? undefined : msg`Enter the 6 digits of the code.`
    setCodeError(error)
    // A refused code is cleared, ready for the next try.
    if (!error) confirm.mutate(code, { onError: () => setCode('') })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }
  const sendFailure = send.isError ? authErrorCode(send.error) : null
  const confirmFailure = confirm.isError ? authErrorCode(confirm.error) : null
  return (
    <AuthCard
      title={title}
      intro={<Trans>We text a six-digit code to {phone}. Enter it to finish signing in.</Trans>}
      footer={
        <RadixLink asChild size="2">
          <Link href={signInLink}>
            <Trans>Back to sign in</Trans>
          </Link>
        </RadixLink>
      }
    >
      {/* The invisible reCAPTCHA that guards each text message draws itself here. */}
      <div ref={recaptcha} />
      {sendFailure && (
        <FormAlert
          message={flowErrorMessage(sendFailure)}
          onRetry={isRetryableAuthError(sendFailure) ? textCode : undefined}
        />
      )}
      {!sent ? (
        <Button size="3" loading={send.isPending} onClick={textCode}>
          <Trans>Text me the code</Trans>
        </Button>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={t`Two-step verification`}>
          <Flex direction="column" gap="3">
            <FormAlert tone="success" message={msg`The code is on its way to ${phone}.`} />
            {confirmFailure && (
              <FormAlert
                message={flowErrorMessage(confirmFailure)}
                onRetry={isRetryableAuthError(confirmFailure) ? submit : undefined}
              />
            )}
            <CodeField
              label={t`Code from the text message`}
              name="code"
              value={code}
              onChange={setCode}
              error={codeError}
            />
            <Button type="submit" size="3" loading={confirm.isPending || (confirm.isSuccess && !signedIn)}>
              <Trans>Verify and sign in</Trans>
            </Button>
            <Button type="button" variant="ghost" onClick={textCode} disabled={send.isPending}>
              <Trans>Send a new code</Trans>
            </Button>
          </Flex>
        </form>
      )}
    </AuthCard>
  )
}
