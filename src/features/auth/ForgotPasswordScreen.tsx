import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Link as RadixLink } from '@radix-ui/themes'
import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { authErrorCode, authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'
import { AuthCard } from './AuthCard'
import { useAuthFlow } from './authFlow'
import { FormAlert } from '@/components/form/FormAlert'
import { FormField } from '@/components/form/FormField'
import { emailError } from '@/lib/authValidation'

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; code: string }

const SENT = msg`If an account exists for this email, we have sent a link to reset its password. Check your inbox.`

export default function ForgotPasswordScreen() {
  const { t } = useLingui()
  const { routes } = useAuthFlow()
  const identity = useIdentityService()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<MessageDescriptor | undefined>(undefined)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  const submit = async () => {
    const error = emailError(email)
    setFieldError(error)
    if (error) return
    setOutcome({ kind: 'sending' })
    try {
      await identity.sendPasswordReset(email.trim())
      setOutcome({ kind: 'sent' })
    } catch (cause) {
      setOutcome({ kind: 'failed', code: authErrorCode(cause) })
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit()
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
      <form noValidate onSubmit={onSubmit} aria-label={t`Reset your password`}>
        <Flex direction="column" gap="3">
          {outcome.kind === 'sent' && <FormAlert tone="success" message={SENT} />}
          {outcome.kind === 'failed' && (
            <FormAlert
              message={authErrorMessage(outcome.code)}
              onRetry={isRetryableAuthError(outcome.code) ? () => void submit() : undefined}
            />
          )}
          <FormField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={fieldError}
          />
          <Button type="submit" size="3" loading={outcome.kind === 'sending'}>
            <Trans>Send reset link</Trans>
          </Button>
        </Flex>
      </form>
    </AuthCard>
  )
}
