import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Link as RadixLink, Spinner, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { pathOf } from '@/routes/match'
import { FormAlert } from '@/components/form/FormAlert'
import { authErrorCode, isRetryableAuthError } from '@/lib/authErrors'
import { flowErrorMessage } from '@/lib/authFlowErrors'
import { useEmailStatus, useSendEmailVerification, useVerificationCode } from './api'
import { AuthCard } from './AuthCard'
import { useAuthFlow } from './authFlow'
import { emailLink } from './emailLink'

/**
 * Verifies the account's email address: opened from the verification email's link
 * (`?mode=verifyEmail&oobCode=…`) it applies the code, signed in or not; otherwise it shows the
 * signed-in user's status and sends them the link.
 */
export default function VerifyEmailScreen() {
  const { t } = useLingui()
  const { routes } = useAuthFlow()
  const [location] = useLocation()
  const link = emailLink(useSearch())
  const code = link?.mode === 'verifyEmail' ? link.code : null
  const applied = useVerificationCode(code)
  const status = useEmailStatus(code === null || applied.isSuccess)
  const send = useSendEmailVerification()

  const title = <Trans>Verify your email</Trans>
  const toDashboards = (
    <RadixLink asChild size="2">
      <Link href="/">
        <Trans>Go to the dashboards</Trans>
      </Link>
    </RadixLink>
  )
  const checking = (intro: ReactNode) => (
    <AuthCard title={title} intro={intro}>
      <Flex justify="center" role="status" aria-busy="true" aria-label={t`Checking…`}>
        <Spinner size="3" />
      </Flex>
    </AuthCard>
  )

  if (code !== null) {
    if (applied.isPending) return checking(<Trans>Checking your link…</Trans>)
    if (applied.isError) {
      const failure = authErrorCode(applied.error)
      return (
        <AuthCard title={title} intro={<Trans>This verification link cannot be used.</Trans>} footer={toDashboards}>
          <FormAlert
            message={flowErrorMessage(failure)}
            onRetry={isRetryableAuthError(failure) ? () => void applied.refetch() : undefined}
          />
          <Text as="p" size="2">
            <Trans>Signed in, you can ask for a new link on this page.</Trans>
          </Text>
          <RadixLink asChild size="2">
            <Link href={pathOf(routes.verifyEmail)}>
              <Trans>Ask for a new link</Trans>
            </Link>
          </RadixLink>
        </AuthCard>
      )
    }
    return (
      <AuthCard title={title} intro={<Trans>Thank you: your email address is confirmed.</Trans>} footer={toDashboards}>
        <FormAlert tone="success" message={msg`Your email address is verified.`} />
        <Button asChild size="3" highContrast>
          <Link href={pathOf(routes.login)}>
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      </AuthCard>
    )
  }

  if (status.isPending) return checking(<Trans>Checking your account…</Trans>)
  if (status.isError) {
    const failure = authErrorCode(status.error)
    return (
      <AuthCard title={title} intro={<Trans>Your account could not be checked.</Trans>}>
        <FormAlert message={flowErrorMessage(failure)} onRetry={() => void status.refetch()} />
      </AuthCard>
    )
  }
  const account = status.data
  if (!account)
    return (
      <AuthCard
        title={title}
        intro={
          <Trans>
            Sign in to send a verification link to your email address, or open the link from the email you received.
          </Trans>
        }
      >
        <Button asChild size="3" highContrast>
          <Link href={`${pathOf(routes.login)}?${new URLSearchParams({ to: location })}`}>
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      </AuthCard>
    )
  const email = account.email ?? ''
  if (account.verified)
    return (
      <AuthCard title={title} intro={<Trans>Nothing to do here.</Trans>} footer={toDashboards}>
        <FormAlert tone="success" message={msg`Your email address ${email} is verified.`} />
      </AuthCard>
    )
  const sendFailure = send.isError ? authErrorCode(send.error) : null
  return (
    <AuthCard
      title={title}
      intro={<Trans>We send a link to {email}: open it to confirm that this address is yours.</Trans>}
      footer={toDashboards}
    >
      <Flex direction="column" gap="3">
        {send.isSuccess && (
          <FormAlert
            tone="success"
            message={msg`The link is on its way to ${email}. Check your inbox, and your spam folder.`}
          />
        )}
        {sendFailure && (
          <FormAlert
            message={flowErrorMessage(sendFailure)}
            onRetry={isRetryableAuthError(sendFailure) ? () => send.mutate() : undefined}
          />
        )}
        <Button size="3" loading={send.isPending} onClick={() => send.mutate()}>
          {send.isSuccess ? <Trans>Send the link again</Trans> : <Trans>Send the verification link</Trans>}
        </Button>
      </Flex>
    </AuthCard>
  )
}
