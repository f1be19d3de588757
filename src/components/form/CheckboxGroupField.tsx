import { CheckboxGroup } from '@radix-ui/themes'
import { useController, type FieldValues } from 'react-hook-form'
import { FieldShell } from './FieldShell'
import type { FieldProps } from './fieldTypes'
import type { SelectOption } from './SelectField'

interface CheckboxGroupFieldProps<TValues extends FieldValues, TOutput> extends FieldProps<TValues, TOutput> {
  options: readonly SelectOption[]
}

/** Any number of options, all visible at once (a card's labels, its people). The value is an array. */
export function CheckboxGroupField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  options,
}: CheckboxGroupFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required} layout="group">
      {/* `aria-required` is not allowed on a group (axe: aria-allowed-attr); its error message says what is missing. */}
      {({ id, 'aria-required': _required, ...aria }, labelId) => (
        <CheckboxGroup.Root
          {...aria}
          id={id}
          aria-labelledby={labelId}
          // Focus on error goes to the first box.
          ref={(element) =>
            field.ref(element && { focus: () => element.querySelector<HTMLElement>('button')?.focus() })
          }
          name={field.name}
          value={(field.value as string[] | undefined) ?? []}
          disabled={field.disabled}
          color={fieldState.error ? 'red' : undefined}
          onValueChange={field.onChange}
        >
          {options.map((option) => (
            <CheckboxGroup.Item key={option.value} value={option.value}>
              {option.label}
            </CheckboxGroup.Item>
          ))}
        </CheckboxGroup.Root>
      )}
    </FieldShell>
  )
}
