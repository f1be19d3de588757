import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { pathOf } from '@/routes/match'
import { AuthCard } from './AuthCard'
import { useAuthFlow } from './authFlow'
import { OtherSignIns } from './OtherSignIns'
import { useEmailLinkSignIn } from './useEmailLinkSignIn'
import { FormAlert } from '@/components/form/FormAlert'
import { FormField } from '@/components/form/FormField'
import { useAuthForm } from '@/runtime/session/useAuthForm'
import { accountJustDeleted, forgetAccountDeleted } from '@/runtime/session/useAuthForm'
import { collectErrors, emailError, requiredPasswordError, type FieldErrors } from '@/lib/authValidation'

type Field = 'email' | 'password'

export default function LoginScreen() {
  const { t } = useLingui()
  const { routes } = useAuthFlow()
  const form = useAuthForm()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [, navigate] = useLocation()
  const failure = form.failure?.code
  const [deleted] = useState(accountJustDeleted)
  useEffect(forgetAccountDeleted, [])

  // The password was right and the account asks for its second step: the code's page, keeping
  // `to`. The query is read here, not subscribed to: a pre-rendered screen that re-renders
  // after hydration (as a query read in render makes it, see AppRouter) resets what was typed
  // into its fields before the app could restore it.
  const toSecondStep = () => navigate(`${pathOf(routes.twoSteps)}${window.location.search}`)
  useEffect(() => {
    if (failure === 'auth/multi-factor-auth-required') navigate(`${pathOf(routes.twoSteps)}${window.location.search}`)
  }, [failure, routes.twoSteps, navigate])
  // Opened from an emailed sign-in link: the form completes it, with the address only.
  const link = useEmailLinkSignIn(toSecondStep)

  const submit = () => {
    if (link) {
      const problem = emailError(email)
      setErrors({ email: problem })
      if (!problem) link.complete(email.trim())
      return
    }
    const found = collectErrors<Field>({ email: emailError(email), password: requiredPasswordError(password) })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    form.submit({ type: 'SIGN_IN', credentials: { email: email.trim(), password } })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }

  return (
    <AuthCard
      title={<Trans>Welcome to Conversa</Trans>}
      intro={
        link ? (
          <Trans>Enter the email address this link was sent to.</Trans>
        ) : (
          <Trans>Sign in to your account to manage your conversations.</Trans>
        )
      }
      footer={
        <>
          <Text size="2" color="gray">
            <Trans>New here?</Trans>
          </Text>
          <RadixLink asChild size="2">
            <Link href={pathOf(routes.register)}>
              <Trans>Create an account</Trans>
            </Link>
          </RadixLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-label={t`Sign in`}>
        <Flex direction="column" gap="3">
          {deleted && !form.failure && (
            <FormAlert tone="success" message={msg`Your account and its data have been deleted.`} />
          )}
          {link?.failure && <FormAlert message={link.failure} />}
          {form.failure && failure !== 'auth/multi-factor-auth-required' && (
            <FormAlert
              message={form.failure.message}
              onRetry={form.failure.retryable ? (form.sessionFailed ? form.retrySession : submit) : undefined}
            />
          )}
          <FormField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={errors.email}
          />
          {!link && (
            <>
              <FormField
                label={t`Password`}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
                error={errors.password}
              />
              <Flex justify="end">
                <RadixLink asChild size="2">
                  <Link href={pathOf(routes.forgotPassword)}>
                    <Trans>Forgot your password?</Trans>
                  </Link>
                </RadixLink>
              </Flex>
            </>
          )}
          <Button type="submit" size="3" loading={form.busy || link?.busy}>
            <Trans>Sign in</Trans>
          </Button>
          <OtherSignIns
            email={email}
            onEmailError={(error) => setErrors({ email: error })}
            onSecondStep={toSecondStep}
          />
        </Flex>
      </form>
    </AuthCard>
  )
}
