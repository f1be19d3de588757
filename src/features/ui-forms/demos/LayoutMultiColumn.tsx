import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { z } from 'zod'
import { DateField } from '@/components/date'
import { Form, InputField, RadioGroupField, SelectField, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { FormActions, pretendToSave, SavedCallout, useCountryOptions, useLanguageOptions } from '../layoutParts'
import { ownerSchema } from '../layoutSchemas'

type Owner = z.output<typeof ownerSchema>

/**
 * Two columns once the form is wide enough (a container query in forms-layouts.css), one below.
 * Fields that belong together sit side by side; the order stays the reading order, row by row.
 */
export default function LayoutMultiColumn() {
  const { t } = useLingui()
  const countries = useCountryOptions()
  const languages = useLanguageOptions()
  const [saved, setSaved] = useState<Owner | null>(null)
  const form = useZodForm(ownerSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', birthDate: null, instagram: '' },
  })

  const save = async (owner: Owner) => {
    await pretendToSave()
    setSaved(owner)
    notify.success(t`The account owner's details are saved.`)
  }
  const reset = () => {
    form.reset()
    setSaved(null)
  }

  return (
    <Form form={form} onSubmit={save} aria-label={t`Account owner`}>
      <div className="forms-columns">
        <div className="forms-columns__grid">
          <InputField
            control={form.control}
            name="firstName"
            label={t`First name`}
            autoComplete="given-name"
            required
          />
          <InputField control={form.control} name="lastName" label={t`Last name`} autoComplete="family-name" required />
          <InputField
            control={form.control}
            name="email"
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            required
          />
          <InputField control={form.control} name="phone" label={t`Phone`} type="tel" autoComplete="tel" required />
          <SelectField
            control={form.control}
            name="country"
            label={t`Country`}
            options={countries}
            placeholder={t`Choose a country`}
            required
          />
          <DateField control={form.control} name="birthDate" label={t`Birth date`} max="2010-12-31" />
          <InputField
            control={form.control}
            name="instagram"
            label={t`Instagram account`}
            hint={t`The professional account that receives the DMs.`}
            required
          />
          <RadioGroupField
            control={form.control}
            name="language"
            label={t`Language of the automatic replies`}
            options={languages}
            direction="row"
            required
          />
        </div>
      </div>
      <FormActions onReset={reset} />
      {saved && <SavedCallout>{t`Saved: ${saved.firstName} ${saved.lastName}, ${saved.email}.`}</SavedCallout>}
    </Form>
  )
}
