import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Checkbox, Flex, Heading, Text } from '@radix-ui/themes'
import { useState, type FormEvent } from 'react'
import { FormAlert, FormField } from '@/components/form'
import { apiErrorMessage } from '@/components/feedback'
import { ApiError } from '@/lib/apiClient'
import { authErrorCode, authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'
import { requiredPasswordError } from '@/lib/authValidation'
import { useSession } from '@/runtime/session/useSession'
import { useDeleteAccount } from './api'

const WRONG_PASSWORD = msg`The password is incorrect.`
const DEMO_ACCOUNT = msg`The demo accounts cannot be deleted: everyone signs in with them. Create your own account to try this.`
const NOT_CONFIRMED = msg`Tick the box to confirm.`

function deleteFailure(error: unknown): { message: MessageDescriptor; wrongPassword: boolean; retryable: boolean } {
  if (error instanceof ApiError)
    return {
      message: error.code === 'account/demo-account' ? DEMO_ACCOUNT : apiErrorMessage(error),
      wrongPassword: false,
      retryable: error.isNetworkError,
    }
  const code = authErrorCode(error)
  if (code === 'auth/invalid-credential' || code === 'auth/wrong-password')
    return { message: WRONG_PASSWORD, wrongPassword: true, retryable: false }
  return { message: authErrorMessage(code), wrongPassword: false, retryable: isRetryableAuthError(code) }
}

/**
 * Deletes the account for good: the person ticks the box and types their password (Firebase wants
 * a fresh sign-in before a deletion), then their workspace's data and their identity are deleted
 * and they land on the sign-in page, told so.
 */
export function DeleteAccountCard() {
  const { t, i18n } = useLingui()
  const { signOut } = useSession()
  const remove = useDeleteAccount()
  const [confirmed, setConfirmed] = useState(false)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ confirmed?: MessageDescriptor; password?: MessageDescriptor }>({})
  const failure = remove.isError ? deleteFailure(remove.error) : null

  const submit = () => {
    const found = {
      ...(confirmed ? {} : { confirmed: NOT_CONFIRMED }),
      ...(requiredPasswordError(password) ? { password: requiredPasswordError(password) } : {}),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    // The identity's end signs the session out; this makes sure of it.
    remove.mutate(password, { onSuccess: () => signOut() })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }
  return (
    <Card size="3">
      <form noValidate onSubmit={onSubmit} aria-labelledby="delete-account-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="delete-account-heading">
            <Trans>Delete account</Trans>
          </Heading>
          <Callout.Root color="orange">
            <Callout.Text>
              <Trans>
                Deleting your account deletes your automations, their history, your settings and your connections for
                good, and frees your Instagram accounts. It cannot be undone.
              </Trans>
            </Callout.Text>
          </Callout.Root>
          {failure && <FormAlert message={failure.message} onRetry={failure.retryable ? submit : undefined} />}
          <Flex direction="column" gap="1">
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox
                  checked={confirmed}
                  onCheckedChange={(checked) => setConfirmed(checked === true)}
                  aria-invalid={errors.confirmed ? true : undefined}
                  aria-describedby={errors.confirmed ? 'delete-confirm-error' : undefined}
                />
                <Trans>I understand that my account and its data will be deleted.</Trans>
              </Flex>
            </Text>
            {errors.confirmed && (
              <Text size="1" color="red" id="delete-confirm-error">
                {i18n._(errors.confirmed)}
              </Text>
            )}
          </Flex>
          <FormField
            label={t`Your password`}
            name="deletePassword"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={failure?.wrongPassword ? WRONG_PASSWORD : errors.password}
          />
          <Flex justify="end">
            <Button type="submit" color="red" highContrast loading={remove.isPending}>
              <Trans>Delete my account</Trans>
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  )
}
