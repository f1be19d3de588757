import { useLingui } from '@lingui/react/macro'
import type { Control, FieldPath } from 'react-hook-form'
import { InputField } from '@/components/form'

/** A new password and its confirmation, as registration and a password reset ask for them. */
export function NewPasswordFields<TValues extends { password: string; confirmation: string }, TOutput>({
  control,
  label,
}: {
  control: Control<TValues, unknown, TOutput>
  /** The first field's label ("Password", "New password"). */
  label: string
}) {
  const { t } = useLingui()
  return (
    <>
      <InputField
        control={control}
        name={'password' as FieldPath<TValues>}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t`At least 6 characters.`}
      />
      <InputField
        control={control}
        name={'confirmation' as FieldPath<TValues>}
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
      />
    </>
  )
}
