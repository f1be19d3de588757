import { useController, type FieldValues } from 'react-hook-form'
import { FieldShell } from '../form/FieldShell'
import type { FieldProps } from '../form/fieldTypes'
import { DatePicker } from './DatePicker'
import { DateRangePicker } from './DateRangePicker'
import type { IsoDate, IsoDateRange } from './isoDate'

interface DateFieldProps<TValues extends FieldValues, TOutput> extends FieldProps<TValues, TOutput> {
  min?: IsoDate
  max?: IsoDate
  placeholder?: string
}

/**
 * A day bound to a form: the value is an IsoDate ('2026-03-14') or null. Validate it with
 * `z.iso.date()` (or `.nullable()` when optional).
 */
export function DateField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  ...picker
}: DateFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required}>
      {(aria, labelId) => (
        <DatePicker
          {...picker}
          id={aria.id}
          labelledBy={labelId}
          describedBy={aria['aria-describedby']}
          invalid={aria['aria-invalid']}
          clearable={!required}
          disabled={field.disabled}
          value={(field.value as IsoDate | null | undefined) ?? null}
          onChange={field.onChange}
          onClose={field.onBlur}
        />
      )}
    </FieldShell>
  )
}

/** A span of days bound to a form: the value is `{ from, to }` (IsoDates) or null. */
export function DateRangeField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  ...picker
}: DateFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name, disabled })
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required}>
      {(aria, labelId) => (
        <DateRangePicker
          {...picker}
          id={aria.id}
          labelledBy={labelId}
          describedBy={aria['aria-describedby']}
          invalid={aria['aria-invalid']}
          clearable={!required}
          disabled={field.disabled}
          value={(field.value as IsoDateRange | null | undefined) ?? null}
          onChange={field.onChange}
          onClose={field.onBlur}
        />
      )}
    </FieldShell>
  )
}
