import { TextArea } from '@radix-ui/themes'
import { useController, type FieldValues } from 'react-hook-form'
import { FieldShell } from './FieldShell'
import type { FieldProps } from './fieldTypes'

interface TextAreaFieldProps<TValues extends FieldValues, TOutput> extends FieldProps<TValues, TOutput> {
  rows?: number
  placeholder?: string
}

/** A multi-line text field bound to a form. */
export function TextAreaField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  rows = 4,
  placeholder,
}: TextAreaFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required}>
      {(aria) => (
        <TextArea
          {...aria}
          ref={field.ref}
          name={field.name}
          rows={rows}
          size="3"
          placeholder={placeholder}
          value={(field.value as string | undefined) ?? ''}
          disabled={field.disabled}
          color={fieldState.error ? 'red' : undefined}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </FieldShell>
  )
}
