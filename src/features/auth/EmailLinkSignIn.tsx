import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Link as RadixLink, Spinner } from '@radix-ui/themes'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { FormAlert } from '@/components/form/FormAlert'
import { FormField } from '@/components/form/FormField'
import { authErrorCode, isRetryableAuthError } from '@/lib/authErrors'
import { flowErrorMessage } from '@/lib/authFlowErrors'
import { emailError } from '@/lib/authValidation'
import { safeReturnPath } from '@/machines/returnPath'
import { pathOf } from '@/routes/match'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { AuthCard } from './AuthCard'
import { useAuthFlow, useSignInStarted } from './authFlow'
import { forgetLinkEmail, rememberedLinkEmail } from './emailLink'

/** The query that keeps only where to go after signing in. */
const returnQuery = (search: string) => {
  const to = safeReturnPath(new URLSearchParams(search).get('to'))
  return to ? `?${new URLSearchParams({ to })}` : ''
}

/**
 * Completes a passwordless sign-in from its emailed link, opened on a sign-in page. The address the
 * link was sent to comes from this browser when it asked for the link; otherwise the page asks for
 * it (the identity service checks it belongs to the link). Once signed in, the visitor moves on as
 * after a password sign-in, to `to` when the link carries it.
 */
export default function EmailLinkSignIn() {
  const { t } = useLingui()
  const identity = useIdentityService()
  const signInStarted = useSignInStarted()
  const { routes } = useAuthFlow()
  const [, navigate] = useLocation()
  const [remembered] = useState(rememberedLinkEmail)
  const [email, setEmail] = useState(remembered ?? '')
  const [emailProblem, setEmailProblem] = useState<MessageDescriptor>()
  const [signingIn, setSigningIn] = useState(remembered !== null)
  const [failure, setFailure] = useState<string | null>(null)
  // A link signs in once: a second use (a development double effect) would report it used.
  const started = useRef(false)

  const complete = (address: string) => {
    signInStarted()
    setFailure(null)
    setSigningIn(true)
    identity.signInWithLink(address, window.location.href).then(
      () => forgetLinkEmail(),
      (error: unknown) => {
        const code = authErrorCode(error)
        if (code === 'auth/multi-factor-auth-required')
          return navigate(`${pathOf(routes.twoSteps)}${returnQuery(window.location.search)}`)
        setFailure(code)
        setSigningIn(false)
      },
    )
  }

  useEffect(() => {
    if (started.current || remembered === null) return
    started.current = true
    complete(remembered)
    // Once, with the address this browser kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problem = emailError(email)
    setEmailProblem(problem)
    if (!problem) complete(email.trim())
  }

  const backToSignIn = (
    <RadixLink asChild size="2">
      <Link href={`${pathOf(routes.login)}${returnQuery(window.location.search)}`}>
        <Trans>Back to sign in</Trans>
      </Link>
    </RadixLink>
  )
  const title = <Trans>Sign in with your email link</Trans>

  if (signingIn)
    return (
      <AuthCard title={title} intro={<Trans>Signing you in…</Trans>}>
        <Flex justify="center" role="status" aria-busy="true" aria-label={t`Signing you in…`}>
          <Spinner size="3" />
        </Flex>
      </AuthCard>
    )
  return (
    <AuthCard title={title} intro={<Trans>Enter the email address this link was sent to.</Trans>} footer={backToSignIn}>
      <form noValidate onSubmit={onSubmit} aria-label={t`Sign in with your email link`}>
        <Flex direction="column" gap="3">
          {failure && (
            <FormAlert
              message={flowErrorMessage(failure)}
              onRetry={isRetryableAuthError(failure) ? () => complete(email.trim()) : undefined}
            />
          )}
          <FormField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={emailProblem}
          />
          <Button type="submit" size="3">
            <Trans>Sign in</Trans>
          </Button>
        </Flex>
      </form>
    </AuthCard>
  )
}
