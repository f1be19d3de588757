import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes'
import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'
import { AuthCard } from './AuthCard'
import { NewPasswordFields } from './NewPasswordFields'
import { useAuthFlow } from './authFlow'
import { FormAlert } from '@/components/form/FormAlert'
import { FormField } from '@/components/form/FormField'
import { useAuthForm } from '@/runtime/session/useAuthForm'
import {
  collectErrors,
  confirmationError,
  emailError,
  fullNameError,
  newPasswordError,
  type FieldErrors,
} from '@/lib/authValidation'

type Field = 'fullName' | 'email' | 'password' | 'confirmation'

export default function RegisterScreen() {
  const { t } = useLingui()
  const { routes } = useAuthFlow()
  const form = useAuthForm()
  const [fullName, setFullName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<FieldErrors<Field>>({})

  const submit = () => {
    const found = collectErrors<Field>({
      fullName: fullNameError(fullName),
      email: emailError(email),
      password: newPasswordError(password),
      confirmation: confirmationError(password, confirmation),
    })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    form.submit({ type: 'REGISTER', registration: { fullName: fullName.trim(), email: email.trim(), password } })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }

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
      <form noValidate onSubmit={onSubmit} aria-label={t`Create an account`}>
        <Flex direction="column" gap="3">
          {form.failure && (
            <FormAlert
              message={form.failure.message}
              onRetry={form.failure.retryable ? (form.sessionFailed ? form.retrySession : submit) : undefined}
            />
          )}
          <FormField
            label={t`Full name`}
            name="fullName"
            autoComplete="name"
            value={fullName}
            onChange={setFullName}
            error={errors.fullName}
          />
          <FormField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={errors.email}
          />
          <NewPasswordFields
            label={t`Password`}
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            errors={errors}
          />
          <Button type="submit" size="3" loading={form.busy}>
            <Trans>Create account</Trans>
          </Button>
        </Flex>
      </form>
    </AuthCard>
  )
}
