import { useLingui } from '@lingui/react/macro'
import { Grid } from '@radix-ui/themes'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { InputField } from '@/components/form'

/** A card's number, name, expiry and security code, under `prefix` in the form's values. */
export function CardFields<TValues extends FieldValues, TOutput>({
  control,
  prefix = '',
}: {
  control: Control<TValues, unknown, TOutput>
  prefix?: string
}) {
  const { t } = useLingui()
  const name = (field: string) => `${prefix}${field}` as Path<TValues>
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="3">
      <InputField
        control={control}
        name={name('cardNumber')}
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
      />
      <InputField
        control={control}
        name={name('cardName')}
        label={t`Name on the card`}
        autoComplete="cc-name"
        required
      />
      <InputField
        control={control}
        name={name('expiry')}
        label={t`Expiry (MM/YY)`}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="08/29"
        required
      />
      <InputField
        control={control}
        name={name('cvc')}
        label={t`Security code`}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        required
      />
    </Grid>
  )
}

export const emptyCard = { cardNumber: '', cardName: '', expiry: '', cvc: '' }
