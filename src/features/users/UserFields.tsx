import { useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Grid } from '@radix-ui/themes'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { InputField, SelectField } from '@/components/form'
import { useFormat } from '@/components/format'
import { PLAN_COPY } from '@/components/pricing/planCopy'
import { COUNTRIES } from '@/domain/dialogs/schemas'
import { PLAN_IDS } from '@/domain/pages/pricing'

/** The details the add drawer and the edit dialog share: name, company, country, contact, plan. */
export function UserDetailFields<TValues extends FieldValues, TOutput>({
  control,
}: {
  control: Control<TValues, unknown, TOutput>
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const format = useFormat()
  const names = new Intl.DisplayNames([format.locale], { type: 'region' })
  const name = (field: string) => field as Path<TValues>
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="3">
      <InputField control={control} name={name('fullName')} label={t`Full name`} autoComplete="off" required />
      <InputField control={control} name={name('company')} label={t`Company`} autoComplete="off" />
      <SelectField
        control={control}
        name={name('country')}
        label={t`Country`}
        options={COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }))}
        required
      />
      <InputField
        control={control}
        name={name('contact')}
        label={t`Contact`}
        inputMode="tel"
        placeholder="+33 6 12 34 56 78"
        required
      />
      <SelectField
        control={control}
        name={name('plan')}
        label={t`Plan`}
        options={PLAN_IDS.map((plan) => ({ value: plan, label: i18n._(PLAN_COPY[plan].name) }))}
        required
      />
    </Grid>
  )
}
