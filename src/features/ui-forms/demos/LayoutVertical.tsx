import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DateField, toIsoDate } from '@/components/date'
import { CheckboxField, Form, InputField, SelectField, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'
import { FormActions, pretendToSave, SavedCallout, useRoleOptions } from '../layoutParts'
import { teammateSchema, type Teammate } from '../layoutSchemas'

/** The default layout: each label above its field, one column, the actions at the end. */
export default function LayoutVertical() {
  const { t } = useLingui()
  const format = useFormat()
  const roles = useRoleOptions()
  const [saved, setSaved] = useState<Teammate | null>(null)
  // Role and start date are left out: they start empty, on their placeholder.
  const form = useZodForm(teammateSchema, {
    defaultValues: { fullName: '', email: '', phone: '', sendWelcome: true },
  })

  const invite = async (teammate: Teammate) => {
    await pretendToSave()
    setSaved(teammate)
    const { fullName } = teammate
    notify.success(t`${fullName} is invited to the workspace.`)
  }
  const describe = ({ fullName, email, role, startDate }: Teammate) =>
    [fullName, email, roles.find((option) => option.value === role)?.label, format.date(startDate)].join(', ')
  const reset = () => {
    form.reset()
    setSaved(null)
  }

  return (
    <Form form={form} onSubmit={invite} aria-label={t`Invite a teammate`}>
      <InputField control={form.control} name="fullName" label={t`Full name`} autoComplete="name" required />
      <InputField control={form.control} name="email" label={t`Work e-mail`} type="email" required />
      <InputField
        control={form.control}
        name="phone"
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        hint={t`Optional: for urgent escalations only.`}
      />
      <SelectField
        control={form.control}
        name="role"
        label={t`Role`}
        options={roles}
        placeholder={t`Choose a role`}
        required
      />
      <DateField control={form.control} name="startDate" label={t`Starts on`} min={toIsoDate(new Date())} required />
      <CheckboxField control={form.control} name="sendWelcome" label={t`Send the welcome e-mail now`} />
      <FormActions onReset={reset} saveLabel={<Trans>Send invitation</Trans>} />
      {saved && <SavedCallout>{t`Saved: ${describe(saved)}.`}</SavedCallout>}
    </Form>
  )
}
