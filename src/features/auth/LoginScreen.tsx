import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Link, useLocation } from 'wouter'
import { pathOf } from '@/routes/match'
import { AuthCard } from './AuthCard'
import { useAuthFlow } from './authFlow'
import { OtherSignIns } from './OtherSignIns'
import { useEmailLinkSignIn } from './useEmailLinkSignIn'
import { useIdentityFieldError } from './useIdentityFieldError'
// One file each: through the kit's index, every form piece would join the sign-in page's first load.
import { Form } from '@/components/form/Form'
import { FormAlert } from '@/components/form/FormAlert'
import { formMessage } from '@/components/form/formMessage'
import { InputField } from '@/components/form/InputField'
import { useRulesForm, type FormRules } from '@/components/form/useRulesForm'
import { useAuthForm } from '@/runtime/session/useAuthForm'
import { accountJustDeleted, forgetAccountDeleted } from '@/runtime/session/useAuthForm'
import { emailError, requiredPasswordError } from '@/lib/authValidation'

type Credentials = { email: string; password: string }

const EMPTY: Credentials = { email: '', password: '' }

export default function LoginScreen() {
  const { t } = useLingui()
  const { routes } = useAuthFlow()
  const auth = useAuthForm()
  const [, navigate] = useLocation()
  const failure = auth.failure
  const [deleted] = useState(accountJustDeleted)
  useEffect(forgetAccountDeleted, [])

  // The password was right and the account asks for its second step: the code's page, keeping
  // `to`. The query is read here, not subscribed to: a pre-rendered screen that re-renders
  // after hydration (as a query read in render makes it, see AppRouter) resets what was typed
  // into its fields before the app could restore it.
  const toSecondStep = () => navigate(`${pathOf(routes.twoSteps)}${window.location.search}`)
  useEffect(() => {
    if (failure?.code === 'auth/multi-factor-auth-required')
      navigate(`${pathOf(routes.twoSteps)}${window.location.search}`)
  }, [failure?.code, routes.twoSteps, navigate])
  // Opened from an emailed sign-in link: the form completes it, with the address only.
  const link = useEmailLinkSignIn(toSecondStep)
  // With a link only the address is asked for.
  const rules: FormRules<Credentials> = ({ email, password }) =>
    link ? { email: emailError(email) } : { email: emailError(email), password: requiredPasswordError(password) }
  const form = useRulesForm(rules, { defaultValues: EMPTY })
  const email = useWatch({ control: form.control, name: 'email' })

  const failureOnField = useIdentityFieldError(form, auth)

  const submit = ({ email, password }: Credentials) => {
    if (link) return link.complete(email.trim())
    auth.submit({ type: 'SIGN_IN', credentials: { email: email.trim(), password } })
  }
  const retry = () => void form.handleSubmit(submit)()
  const showEmailError = (error: ReturnType<typeof emailError>) =>
    error ? form.setError('email', { type: 'rule', message: formMessage(error) }) : form.clearErrors('email')
  const alert = failure && !failureOnField && failure.code !== 'auth/multi-factor-auth-required'

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
      <Form form={form} onSubmit={submit} aria-label={t`Sign in`}>
        {deleted && !failure && (
          <FormAlert tone="success" message={msg`Your account and its data have been deleted.`} />
        )}
        {link?.failure && <FormAlert message={link.failure} />}
        {alert && (
          <FormAlert
            message={failure.message}
            onRetry={failure.retryable ? (auth.sessionFailed ? auth.retrySession : retry) : undefined}
          />
        )}
        <InputField control={form.control} name="email" label={t`Email`} type="email" autoComplete="email" />
        {!link && (
          <Flex direction="column" gap="3">
            <InputField
              control={form.control}
              name="password"
              label={t`Password`}
              type="password"
              autoComplete="current-password"
            />
            <Flex justify="end">
              <RadixLink asChild size="2">
                <Link href={pathOf(routes.forgotPassword)}>
                  <Trans>Forgot your password?</Trans>
                </Link>
              </RadixLink>
            </Flex>
          </Flex>
        )}
        <Button type="submit" size="3" loading={auth.busy || link?.busy}>
          <Trans>Sign in</Trans>
        </Button>
        <OtherSignIns email={email} onEmailError={showEmailError} onSecondStep={toSecondStep} />
      </Form>
    </AuthCard>
  )
}
