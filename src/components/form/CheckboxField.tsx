import { Checkbox } from '@radix-ui/themes'
import { useController, type FieldValues } from 'react-hook-form'
import { FieldShell } from './FieldShell'
import type { FieldProps } from './fieldTypes'

/** A yes/no answer given by ticking a box (terms accepted, "send me news"). The value is a boolean. */
export function CheckboxField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
}: FieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required} layout="inline">
      {(aria) => (
        <Checkbox
          {...aria}
          ref={field.ref}
          name={field.name}
          size="2"
          checked={field.value === true}
          disabled={field.disabled}
          color={fieldState.error ? 'red' : undefined}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
        />
      )}
    </FieldShell>
  )
}
