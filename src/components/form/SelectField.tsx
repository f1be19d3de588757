import { Select } from '@radix-ui/themes'
import { useController, type FieldValues } from 'react-hook-form'
import { FieldShell } from './FieldShell'
import type { FieldProps } from './fieldTypes'

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps<TValues extends FieldValues, TOutput> extends FieldProps<TValues, TOutput> {
  options: readonly SelectOption[]
  /** Shown until a choice is made. */
  placeholder?: string
}

/** A choice among a few options, bound to a form. The value is the option's `value` ('' for none). */
export function SelectField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  options,
  placeholder,
}: SelectFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required}>
      {(aria) => (
        <Select.Root
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          disabled={field.disabled}
          size="3"
          onValueChange={field.onChange}
          // Leaving the trigger for the list is not leaving the field: it is touched once the list closes.
          onOpenChange={(open) => {
            if (!open) field.onBlur()
          }}
        >
          <Select.Trigger
            {...aria}
            ref={field.ref}
            placeholder={placeholder}
            color={fieldState.error ? 'red' : undefined}
            // Radix keeps the trigger at its text's width; within its field it ends in an ellipsis instead.
            style={{ maxWidth: '100%' }}
          />
          <Select.Content position="popper">
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value}>
                {option.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </FieldShell>
  )
}
