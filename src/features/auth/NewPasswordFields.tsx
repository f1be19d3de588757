import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { FormField } from '@/components/form/FormField'

/** A new password and its confirmation, as registration and a password reset ask for them. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
}: {
  /** The first field's label ("Password", "New password"). */
  label: string
  password: string
  confirmation: string
  onPassword: (value: string) => void
  onConfirmation: (value: string) => void
  errors: { password?: MessageDescriptor; confirmation?: MessageDescriptor }
}) {
  const { t } = useLingui()
  return (
    <>
      <FormField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t`At least 6 characters.`}
        value={password}
        onChange={onPassword}
        error={errors.password}
      />
      <FormField
        label={t`Confirm password`}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmation}
        error={errors.confirmation}
      />
    </>
  )
}
