import { Flex, RadioGroup, Text } from '@radix-ui/themes'
import { useController, type FieldValues } from 'react-hook-form'
import { FieldShell } from './FieldShell'
import type { FieldProps } from './fieldTypes'
import type { SelectOption } from './SelectField'

interface RadioGroupFieldProps<TValues extends FieldValues, TOutput> extends FieldProps<TValues, TOutput> {
  options: readonly SelectOption[]
  direction?: 'row' | 'column'
}

/** One choice among a few options, all visible at once. */
export function RadioGroupField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  options,
  direction = 'column',
}: RadioGroupFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required} layout="group">
      {({ id, ...aria }, labelId) => (
        <RadioGroup.Root
          {...aria}
          id={id}
          aria-labelledby={labelId}
          // Focus on error goes to the chosen option, or the first one.
          ref={(element) =>
            field.ref(
              element && {
                focus: () =>
                  element.querySelector<HTMLElement>('[role=radio][data-state=checked], [role=radio]')?.focus(),
              },
            )
          }
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          disabled={field.disabled}
          color={fieldState.error ? 'red' : undefined}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        >
          <Flex direction={direction} gap={direction === 'row' ? '4' : '2'} wrap="wrap">
            {options.map((option) => (
              <Text as="label" size="2" key={option.value}>
                <Flex gap="2" align="center">
                  <RadioGroup.Item value={option.value} />
                  {option.label}
                </Flex>
              </Text>
            ))}
          </Flex>
        </RadioGroup.Root>
      )}
    </FieldShell>
  )
}
