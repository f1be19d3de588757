import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Link as RadixLink, Text } from '@radix-ui/themes'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'
import { Form, FormAlert, InputField, useZodForm } from '@/components/form'
import { useAuthForm } from '@/runtime/session/useAuthForm'
import { AuthCard } from './AuthCard'
import { registrationSchema } from './authSchemas'
import { NewPasswordFields } from './NewPasswordFields'
import { useAuthFlow } from './authFlow'
import { useIdentityFieldError } from './useIdentityFieldError'

const EMPTY = { fullName: '', email: '', password: '', confirmation: '' }

export default function RegisterScreen() {
  const { t } = useLingui()
  const { routes } = useAuthFlow()
  const auth = useAuthForm()
  const form = useZodForm(registrationSchema, { defaultValues: EMPTY })
  const failure = auth.failure
  const failureOnField = useIdentityFieldError(form, auth)

  const submit = (values: typeof EMPTY) => {
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
        {failure && !failureOnField && (
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
