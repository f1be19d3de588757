import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useState, type FormEvent } from 'react'
import { useSessionRuntime } from '@/runtime/session/runtimeContext'
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

type Field = 'currentPassword' | 'newPassword' | 'confirmation'
type Outcome =
  { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: MessageDescriptor; retryable: boolean }

const CHANGED = msg`Your password has been changed.`
const WRONG_CURRENT = msg`The current password is incorrect.`

/** The security tab: change the password after confirming the current one. */
export function SecurityTab() {
  const { t } = useLingui()
  const { identity } = useSessionRuntime()
  const { signOut } = useSession()
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  const change = async () => {
    const found = collectErrors<Field>({
      currentPassword: requiredPasswordError(currentPassword),
      newPassword: newPasswordError(newPassword),
      confirmation: confirmationError(newPassword, confirmation),
    })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setOutcome({ kind: 'saving' })
    try {
      await identity.changePassword(currentPassword, newPassword)
      setCurrentPassword('')
      setNewPassword('')
      setConfirmation('')
      setOutcome({ kind: 'saved' })
    } catch (cause) {
      const code = authErrorCode(cause)
      if (code === 'auth/invalid-credential' || code === 'auth/wrong-password') {
        setErrors({ currentPassword: WRONG_CURRENT })
        setOutcome({ kind: 'failed', message: WRONG_CURRENT, retryable: false })
        return
      }
      if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
        setErrors({ newPassword: authErrorMessage(code) })
      }
      setOutcome({ kind: 'failed', message: authErrorMessage(code), retryable: isRetryableAuthError(code) })
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void change()
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
            {outcome.kind === 'saved' && <FormAlert tone="success" message={CHANGED} />}
            {outcome.kind === 'failed' && (
              <FormAlert message={outcome.message} onRetry={outcome.retryable ? () => void change() : undefined} />
            )}
            <FormField
              label={t`Current password`}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={setCurrentPassword}
              error={errors.currentPassword}
            />
            <FormField
              label={t`New password`}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              hint={t`At least 6 characters.`}
              value={newPassword}
              onChange={setNewPassword}
              error={errors.newPassword}
            />
            <FormField
              label={t`Confirm new password`}
              name="confirmation"
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={setConfirmation}
              error={errors.confirmation}
            />
            <Flex justify="end">
              <Button type="submit" loading={outcome.kind === 'saving'}>
                <Trans>Change password</Trans>
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
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
