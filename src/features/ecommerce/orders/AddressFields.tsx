import { useLingui } from '@lingui/react/macro'
import { Grid } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { InputField, SelectField } from '@/components/form'
import { useFormat } from '@/components/format'
import { SHOP_COUNTRIES } from '@/domain/shop/orders'

/** The countries the shop delivers to, named in the current language. */
export function useCountryOptions() {
  const { locale } = useFormat()
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    return SHOP_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }))
  }, [locale])
}

/** A postal address's fields, at `prefix` in the form's values (`''` or `'address.'`). */
export function AddressFields<T extends FieldValues, TOutput>({
  control,
  prefix = '',
  withName = true,
}: {
  control: Control<T, unknown, TOutput>
  prefix?: '' | `${string}.`
  withName?: boolean
}) {
  const { t } = useLingui()
  const countries = useCountryOptions()
  const name = (field: string) => `${prefix}${field}` as FieldPath<T>
  return (
    <>
      {withName && (
        <InputField control={control} name={name('name')} label={t`Recipient`} autoComplete="name" required />
      )}
      <InputField
        control={control}
        name={name('line1')}
        label={t`Street and number`}
        autoComplete="address-line1"
        required
      />
      <InputField
        control={control}
        name={name('line2')}
        label={t`Flat, floor (optional)`}
        autoComplete="address-line2"
      />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <InputField control={control} name={name('postcode')} label={t`Postcode`} autoComplete="postal-code" required />
        <InputField control={control} name={name('city')} label={t`City`} autoComplete="address-level2" required />
      </Grid>
      <SelectField control={control} name={name('country')} label={t`Country`} options={countries} required />
    </>
  )
}
