import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Link as RadixLink, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'
import { Form, FormAlert, formMessage, InputField, useZodForm } from '@/components/form'
import { authErrorField } from '@/lib/authFlowErrors'
import { useAuthForm } from '@/runtime/session/useAuthForm'
import { AuthCard } from './AuthCard'
import { registrationSchema } from './authSchemas'
import { NewPasswordFields } from './NewPasswordFields'
import { useAuthFlow } from './authFlow'

const EMPTY = { fullName: '', email: '', password: '', confirmation: '' }

export default function RegisterScreen() {
  const { t } = useLingui()
  const { routes } = useAuthFlow()
  const auth = useAuthForm()
  const form = useZodForm(registrationSchema, { defaultValues: EMPTY })
  // Each submission's refusal lands on its field, even when it is the same as the last one's.
  const [attempt, setAttempt] = useState(0)
  const failure = auth.failure
  const failedField = failure && !auth.sessionFailed ? authErrorField(failure.code) : null

  useEffect(() => {
    if (!failure || !failedField || auth.busy) return
    form.setError(failedField, { type: 'server', message: formMessage(failure.message) }, { shouldFocus: true })
    // The failure's words are its code's: a new object with the same code changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure?.code, failedField, auth.busy, attempt, form])

  const submit = (values: typeof EMPTY) => {
    setAttempt((count) => count + 1)
    auth.submit({
      type: 'REGISTER',
      registration: { fullName: values.fullName.trim(), email: values.email.trim(), password: values.password },
    })
  }
  const retry = () => void form.handleSubmit(submit)()

  return (
    <AuthCard
      title={<Trans>Create your account</Trans>}
      intro={<Trans>Start automating your Instagram conversations.</Trans>}
      footer={
        <>
          <Text size="2" color="gray">
            <Trans>Already have an account?</Trans>
          </Text>
          <RadixLink asChild size="2">
            <Link href={pathOf(routes.login)}>
              <Trans>Sign in instead</Trans>
            </Link>
          </RadixLink>
        </>
      }
    >
      <Form form={form} onSubmit={submit} aria-label={t`Create an account`}>
        {failure && !failedField && (
          <FormAlert
            message={failure.message}
            onRetry={failure.retryable ? (auth.sessionFailed ? auth.retrySession : retry) : undefined}
          />
        )}
        <InputField control={form.control} name="fullName" label={t`Full name`} autoComplete="name" />
        <InputField control={form.control} name="email" label={t`Email`} type="email" autoComplete="email" />
        <NewPasswordFields control={form.control} label={t`Password`} />
        <Button type="submit" size="3" loading={auth.busy}>
          <Trans>Create account</Trans>
        </Button>
      </Form>
    </AuthCard>
  )
}
