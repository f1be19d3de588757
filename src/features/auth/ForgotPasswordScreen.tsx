import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RadixLink } from '@radix-ui/themes'
import { useState } from 'react'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { Form, FormAlert, formMessage, InputField, SubmitButton, useZodForm } from '@/components/form'
import { authErrorCode, authErrorField, authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'
import { AuthCard } from './AuthCard'
import { passwordResetRequestSchema } from './authSchemas'
import { useAuthFlow } from './authFlow'

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; code: string }

const SENT = msg`If an account exists for this email, we have sent a link to reset its password. Check your inbox.`

export default function ForgotPasswordScreen() {
  const { t } = useLingui()
  const { routes } = useAuthFlow()
  const identity = useIdentityService()
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: '' } })
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  const submit = async ({ email }: { email: string }) => {
    setOutcome({ kind: 'idle' })
    try {
      await identity.sendPasswordReset(email.trim())
      setOutcome({ kind: 'sent' })
    } catch (cause) {
      const code = authErrorCode(cause)
      const field = authErrorField(code)
      if (field === 'email')
        form.setError(field, { type: 'server', message: formMessage(authErrorMessage(code)) }, { shouldFocus: true })
      else setOutcome({ kind: 'failed', code })
    }
  }

  return (
    <AuthCard
      title={<Trans>Forgot your password?</Trans>}
      intro={<Trans>Enter your email and we will send you a link to choose a new password.</Trans>}
      footer={
        <RadixLink asChild size="2">
          <Link href={pathOf(routes.login)}>
            <Trans>Back to sign in</Trans>
          </Link>
        </RadixLink>
      }
    >
      <Form form={form} onSubmit={submit} aria-label={t`Reset your password`}>
        {outcome.kind === 'sent' && <FormAlert tone="success" message={SENT} />}
        {outcome.kind === 'failed' && (
          <FormAlert
            message={authErrorMessage(outcome.code)}
            onRetry={isRetryableAuthError(outcome.code) ? () => void form.handleSubmit(submit)() : undefined}
          />
        )}
        <InputField control={form.control} name="email" label={t`Email`} type="email" autoComplete="email" />
        <SubmitButton size="3">
          <Trans>Send reset link</Trans>
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}
