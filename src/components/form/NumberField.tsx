import { useLingui } from '@lingui/react'
import { TextField } from '@radix-ui/themes'
import { useState, type ReactNode } from 'react'
import { useController, type FieldValues } from 'react-hook-form'
import { currencyAffixes, formatNumber, parseLocaleNumber } from '@/lib/format'
import { FieldShell } from './FieldShell'
import type { FieldProps } from './fieldTypes'

interface NumberFieldProps<TValues extends FieldValues, TOutput> extends FieldProps<TValues, TOutput> {
  /** Decimals shown once the field is left (0 for counts). */
  maximumFractionDigits?: number
  minimumFractionDigits?: number
  /** Shown inside the field, before or after the number (a unit, a currency symbol). */
  prefix?: ReactNode
  suffix?: ReactNode
}

/**
 * A number typed the way the current language writes it ("1 234,5" in French). The form holds a
 * number: undefined while empty, NaN for text that is not a number (zod then says "Enter a number"),
 * so the field never throws away what was typed.
 */
export function NumberField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  maximumFractionDigits = 2,
  minimumFractionDigits = 0,
  prefix,
  suffix,
}: NumberFieldProps<TValues, TOutput>) {
  const { i18n } = useLingui()
  const { field, fieldState } = useController({ control, name, disabled })
  const value = field.value as number | undefined
  const format = (number: number | undefined) =>
    number === undefined || Number.isNaN(number)
      ? ''
      : formatNumber(i18n.locale, number, { maximumFractionDigits, minimumFractionDigits })
  // While the person types, the field shows exactly their text; otherwise the formatted value.
  const [typing, setTyping] = useState<string | null>(null)
  const text = typing ?? (Number.isNaN(value) ? '' : format(value))
  return (
    <FieldShell label={label} hint={hint} error={fieldState.error?.message} required={required}>
      {(aria) => (
        <TextField.Root
          {...aria}
          ref={field.ref}
          name={field.name}
          size="3"
          inputMode={maximumFractionDigits > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={text}
          disabled={field.disabled}
          color={fieldState.error ? 'red' : undefined}
          onChange={(event) => {
            setTyping(event.target.value)
            field.onChange(parseLocaleNumber(i18n.locale, event.target.value) ?? undefined)
          }}
          onBlur={() => {
            // A number is shown in the language's format once left; anything else stays as typed.
            const parsed = typing === null ? value : parseLocaleNumber(i18n.locale, typing)
            if (parsed === null || parsed === undefined || !Number.isNaN(parsed)) setTyping(null)
            field.onBlur()
          }}
        >
          {prefix && <TextField.Slot>{prefix}</TextField.Slot>}
          {suffix && <TextField.Slot side="right">{suffix}</TextField.Slot>}
        </TextField.Root>
      )}
    </FieldShell>
  )
}

interface MoneyFieldProps<TValues extends FieldValues, TOutput> extends FieldProps<TValues, TOutput> {
  /** ISO 4217 code: EUR, USD, MAD… */
  currency: string
}

/** An amount of money: the currency's symbol where the language puts it, its number of decimals. */
export function MoneyField<TValues extends FieldValues, TOutput>({
  currency,
  ...props
}: MoneyFieldProps<TValues, TOutput>) {
  const { i18n } = useLingui()
  const { prefix, suffix } = currencyAffixes(i18n.locale, currency)
  const decimals = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits
  return (
    <NumberField
      {...props}
      prefix={prefix || undefined}
      suffix={suffix || undefined}
      maximumFractionDigits={decimals}
      minimumFractionDigits={decimals}
    />
  )
}
