import { Switch } from '@radix-ui/themes'
import { useController, type FieldValues } from 'react-hook-form'
import { FieldShell } from './FieldShell'
import type { FieldProps } from './fieldTypes'

/** A setting that is on or off and takes effect as a whole with the form. The value is a boolean. */
export function SwitchField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  disabled,
}: Omit<FieldProps<TValues, TOutput>, 'required'>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} layout="inline">
      {(aria) => (
        <Switch
          {...aria}
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          disabled={field.disabled}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FieldShell>
  )
}
