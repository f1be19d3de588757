import { Trans, useLingui } from '@lingui/react/macro'
import { IconBrandInstagram, IconMail, IconPhone, IconUser } from '@tabler/icons-react'
import { useState } from 'react'
import { DateField } from '@/components/date'
import { Form, InputField, SelectField, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { FormActions, pretendToSave, SavedCallout, useCountryOptions } from '../layoutParts'
import { ownerSchema } from '../layoutSchemas'
import type { z } from 'zod'

type Owner = z.output<typeof ownerSchema>

/** Labels beside the fields (above them on a narrow form), icons in the text fields' leading slot. */
export default function LayoutHorizontalIcons() {
  const { t } = useLingui()
  const countries = useCountryOptions()
  const [saved, setSaved] = useState<Owner | null>(null)
  const form = useZodForm(ownerSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      birthDate: null,
      language: 'en',
      instagram: '',
    },
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
      <div className="forms-horizontal">
        <InputField
          control={form.control}
          name="firstName"
          label={t`First name`}
          icon={<IconUser size={16} />}
          autoComplete="given-name"
          required
        />
        <InputField
          control={form.control}
          name="lastName"
          label={t`Last name`}
          icon={<IconUser size={16} />}
          autoComplete="family-name"
          required
        />
        <InputField
          control={form.control}
          name="email"
          label={t`E-mail`}
          icon={<IconMail size={16} />}
          type="email"
          required
        />
        <InputField
          control={form.control}
          name="phone"
          label={t`Phone`}
          icon={<IconPhone size={16} />}
          type="tel"
          autoComplete="tel"
          required
        />
        <InputField
          control={form.control}
          name="instagram"
          label={t`Instagram`}
          icon={<IconBrandInstagram size={16} />}
          hint={t`The professional account that receives the DMs.`}
          required
        />
        <SelectField
          control={form.control}
          name="country"
          label={t`Country`}
          options={countries}
          placeholder={t`Choose a country`}
          required
        />
        <DateField control={form.control} name="birthDate" label={t`Birth date`} max="2010-12-31" />
        <div className="forms-horizontal__aside">
          <FormActions onReset={reset} />
        </div>
      </div>
      {saved && (
        <SavedCallout>
          <Trans>
            Saved: {saved.firstName} {saved.lastName}, @{saved.instagram.replace(/^@/, '')}.
          </Trans>
        </SavedCallout>
      )}
    </Form>
  )
}
