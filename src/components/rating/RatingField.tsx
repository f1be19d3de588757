import { useController, type FieldValues } from 'react-hook-form'
import { FieldShell } from '../form/FieldShell'
import type { FieldProps } from '../form/fieldTypes'
import { Rating, type RatingSize } from './Rating'

interface RatingFieldProps<TValues extends FieldValues, TOutput> extends FieldProps<TValues, TOutput> {
  count?: number
  size?: RatingSize
}

/**
 * A rating bound to a form: the value is a whole number of stars, or null while none is chosen.
 * Validate it with `z.number().int().min(1)` (nullable when optional).
 */
export function RatingField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  ...rating
}: RatingFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required} layout="group">
      {(aria, labelId) => (
        <Rating
          {...rating}
          id={aria.id}
          // Focus on error goes to the chosen star, or the first one.
          ref={(element) =>
            field.ref(
              element && {
                focus: () =>
                  element.querySelector<HTMLElement>('[role=radio][aria-checked=true], [role=radio]')?.focus(),
              },
            )
          }
          labelledBy={labelId}
          describedBy={aria['aria-describedby']}
          invalid={aria['aria-invalid']}
          clearable={!required}
          disabled={field.disabled}
          value={(field.value as number | null | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FieldShell>
  )
}
