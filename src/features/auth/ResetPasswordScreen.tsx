import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Link as RadixLink, Spinner, Text } from '@radix-ui/themes'
import { Link, Redirect, useSearch } from 'wouter'
import { pathOf } from '@/routes/match'
import { Form, FormAlert, formMessage, SubmitButton, useZodForm } from '@/components/form'
import { authErrorCode, authErrorField, isRetryableAuthError } from '@/lib/authErrors'
import { flowErrorMessage } from '@/lib/authFlowErrors'
import { useConfirmPasswordReset, useResetCodeCheck } from './api'
import { AuthCard } from './AuthCard'
import { newPasswordSchema } from './authSchemas'
import { NewPasswordFields } from './NewPasswordFields'
import { useAuthFlow } from './authFlow'
import { emailLink, signInLinkTarget } from './emailLink'

/**
 * Completes a password reset from the email's link (`?mode=resetPassword&oobCode=…`): the identity
 * project's action URL points here (docs/product.md, "Email links"), so a verification link that
 * arrives here goes on to the verification page, and a sign-in link to the page it continues to.
 */
export default function ResetPasswordScreen() {
  const { t } = useLingui()
  const { routes } = useAuthFlow()
  const search = useSearch()
  const link = emailLink(search)
  const check = useResetCodeCheck(link?.mode === 'resetPassword' ? link.code : null)
  const reset = useConfirmPasswordReset()
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '', confirmation: '' } })

  if (link?.mode === 'verifyEmail') return <Redirect to={`${pathOf(routes.verifyEmail)}?${search}`} replace />
  // A sign-in link completes on the sign-in page that asked for it (its `continueUrl`).
  const signInTarget = signInLinkTarget(search)
  if (signInTarget) return <Redirect to={signInTarget} replace />

  const askAgain = (
    <RadixLink asChild size="2">
      <Link href={pathOf(routes.forgotPassword)}>
        <Trans>Ask for a new link</Trans>
      </Link>
    </RadixLink>
  )
  const backToSignIn = (
    <RadixLink asChild size="2">
      <Link href={pathOf(routes.login)}>
        <Trans>Back to sign in</Trans>
      </Link>
    </RadixLink>
  )

  const submit = async ({ password }: { password: string }) => {
    if (link?.mode !== 'resetPassword') return
    try {
      await reset.mutateAsync({ code: link.code, newPassword: password })
    } catch (cause) {
      // The identity service's refusal of the password itself shows under it; others above the form.
      const code = authErrorCode(cause)
      if (authErrorField(code) === 'password') {
        reset.reset()
        form.setError(
          'password',
          { type: 'server', message: formMessage(flowErrorMessage(code)) },
          { shouldFocus: true },
        )
      }
    }
  }

  const title = <Trans>Choose a new password</Trans>
  if (link?.mode !== 'resetPassword')
    return (
      <AuthCard
        title={title}
        intro={<Trans>This page opens from the link in the password-reset email.</Trans>}
        footer={backToSignIn}
      >
        <Text as="p" size="2">
          <Trans>Forgot your password? Ask for a link: we send it to your email address.</Trans>
        </Text>
        {askAgain}
      </AuthCard>
    )
  if (check.isPending)
    return (
      <AuthCard title={title} intro={<Trans>Checking your link…</Trans>}>
        <Flex justify="center" role="status" aria-busy="true" aria-label={t`Checking your link…`}>
          <Spinner size="3" />
        </Flex>
      </AuthCard>
    )
  if (check.isError) {
    const code = authErrorCode(check.error)
    return (
      <AuthCard title={title} intro={<Trans>This reset link cannot be used.</Trans>} footer={backToSignIn}>
        <FormAlert
          message={flowErrorMessage(code)}
          onRetry={isRetryableAuthError(code) ? () => void check.refetch() : undefined}
        />
        {askAgain}
      </AuthCard>
    )
  }
  const email = check.data
  if (reset.isSuccess)
    return (
      <AuthCard title={title} intro={<Trans>Your new password is set.</Trans>} footer={backToSignIn}>
        <FormAlert tone="success" message={msg`The password of ${email} has been changed. Sign in with the new one.`} />
        <Button asChild size="3" highContrast>
          <Link href={pathOf(routes.login)}>
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      </AuthCard>
    )
  const failure = reset.isError ? authErrorCode(reset.error) : null
  return (
    <AuthCard title={title} intro={<Trans>Enter a new password for {email}.</Trans>} footer={backToSignIn}>
      <Form form={form} onSubmit={submit} aria-label={t`Choose a new password`}>
        {failure && (
          <FormAlert
            message={flowErrorMessage(failure)}
            onRetry={isRetryableAuthError(failure) ? () => void form.handleSubmit(submit)() : undefined}
          />
        )}
        <NewPasswordFields control={form.control} label={t`New password`} />
        <SubmitButton size="3">
          <Trans>Set the new password</Trans>
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}
