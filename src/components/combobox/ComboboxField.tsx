import type { ReactNode } from 'react'
import { useController, type FieldValues } from 'react-hook-form'
import { FieldShell, type FieldProps } from '@/components/form'
import { Combobox, type ComboboxProps } from './Combobox'

type Passed = Pick<ComboboxProps, 'options' | 'loadOptions' | 'queryKey' | 'freeText' | 'placeholder' | 'emptyMessage'>

interface ComboboxFieldProps<TValues extends FieldValues, TOutput> extends FieldProps<TValues, TOutput>, Passed {
  /** The form holds an array of values instead of one string ('' for none). */
  multiple?: boolean
  emptyMessage?: ReactNode
}

/** A combobox bound to a form (see useZodForm): labelled, described by its hint and its error. */
export function ComboboxField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  multiple = false,
  ...combobox
}: ComboboxFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required}>
      {(aria, labelId) => {
        const common = {
          ...combobox,
          ...aria,
          'aria-labelledby': labelId,
          ref: field.ref,
          name: field.name,
          disabled: field.disabled,
          onBlur: field.onBlur,
        }
        return multiple ? (
          <Combobox
            {...common}
            multiple
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          />
        ) : (
          <Combobox {...common} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} />
        )
      }}
    </FieldShell>
  )
}
