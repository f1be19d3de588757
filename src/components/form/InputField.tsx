import { TextField } from '@radix-ui/themes'
import type { ComponentProps, ReactNode } from 'react'
import { useController, type FieldValues } from 'react-hook-form'
import { FieldShell } from './FieldShell'
import type { FieldProps } from './fieldTypes'

type NativeProps = Pick<
  ComponentProps<typeof TextField.Root>,
  'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'dir'
>

interface InputFieldProps<TValues extends FieldValues, TOutput> extends FieldProps<TValues, TOutput>, NativeProps {
  type?: 'text' | 'email' | 'password' | 'url' | 'tel' | 'search' | 'time'
  /** An icon in the field's leading slot; decorative, the label names the field. */
  icon?: ReactNode
}

/** A one-line text field bound to a form (see useZodForm). */
export function InputField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  type = 'text',
  icon,
  ...native
}: InputFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required}>
      {(aria) => (
        <TextField.Root
          {...aria}
          {...native}
          ref={field.ref}
          name={field.name}
          type={type}
          size="3"
          value={(field.value as string | undefined) ?? ''}
          disabled={field.disabled}
          color={fieldState.error ? 'red' : undefined}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        >
          {icon && <TextField.Slot aria-hidden="true">{icon}</TextField.Slot>}
        </TextField.Root>
      )}
    </FieldShell>
  )
}
