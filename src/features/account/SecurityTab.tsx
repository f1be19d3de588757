import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useState, type FormEvent } from 'react'
import { useSession } from '@/runtime/session/useSession'
import { authErrorCode, authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'
import { FormAlert } from '@/components/form/FormAlert'
import { FormField } from '@/components/form/FormField'
import {
  collectErrors,
  confirmationError,
  newPasswordError,
  requiredPasswordError,
  type FieldErrors,
} from '@/lib/authValidation'
import { useChangePassword } from './api'
import { TwoStepCard } from './TwoStepCard'
import { ApiKeysCard } from './ApiKeysCard'
import { SignInsCard } from './SignInsCard'

type Field = 'currentPassword' | 'newPassword' | 'confirmation'

const CHANGED = msg`Your password has been changed.`
const WRONG_CURRENT = msg`The current password is incorrect.`

/** What a failed change means for the fields and the form (translated when rendered). */
function changeFailure(error: unknown): {
  fields: FieldErrors<Field>
  message: MessageDescriptor
  retryable: boolean
} {
  const code = authErrorCode(error)
  if (code === 'auth/invalid-credential' || code === 'auth/wrong-password')
    return { fields: { currentPassword: WRONG_CURRENT }, message: WRONG_CURRENT, retryable: false }
  const message = authErrorMessage(code)
  const weak = code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements'
  return { fields: weak ? { newPassword: message } : {}, message, retryable: isRetryableAuthError(code) }
}

/** The security tab: change the password after confirming the current one. */
export function SecurityTab() {
  const { t } = useLingui()
  const { signOut } = useSession()
  const change = useChangePassword()
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const failure = change.isError ? changeFailure(change.error) : null
  const shownErrors = failure ? { ...errors, ...failure.fields } : errors

  const submit = () => {
    const found = collectErrors<Field>({
      currentPassword: requiredPasswordError(currentPassword),
      newPassword: newPasswordError(newPassword),
      confirmation: confirmationError(newPassword, confirmation),
    })
    setErrors(found)
    if (Object.keys(found).length > 0) {
      change.reset()
      return
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('')
          setNewPassword('')
          setConfirmation('')
        },
      },
    )
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }

  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <form noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4" id="password-heading">
              <Trans>Change password</Trans>
            </Heading>
            <Text as="p" size="2" color="gray">
              <Trans>For your security, confirm your current password first.</Trans>
            </Text>
            {change.isSuccess && <FormAlert tone="success" message={CHANGED} />}
            {failure && <FormAlert message={failure.message} onRetry={failure.retryable ? submit : undefined} />}
            <FormField
              label={t`Current password`}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={setCurrentPassword}
              error={shownErrors.currentPassword}
            />
            <FormField
              label={t`New password`}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              hint={t`At least 6 characters.`}
              value={newPassword}
              onChange={setNewPassword}
              error={shownErrors.newPassword}
            />
            <FormField
              label={t`Confirm new password`}
              name="confirmation"
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={setConfirmation}
              error={shownErrors.confirmation}
            />
            <Flex justify="end">
              <Button type="submit" loading={change.isPending}>
                <Trans>Change password</Trans>
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
      <TwoStepCard />
      <ApiKeysCard />
      <SignInsCard />
      <Card size="3">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="4">
            <Trans>Session</Trans>
          </Heading>
          <Text as="p" size="2" color="gray">
            <Trans>Sign out of Conversa on this device.</Trans>
          </Text>
          <Button type="button" variant="soft" color="red" onClick={signOut}>
            <Trans>Sign out</Trans>
          </Button>
        </Flex>
      </Card>
    </Flex>
  )
}
