import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DateField, toIsoDate } from '@/components/date'
import { CheckboxField, Form, InputField, SelectField, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'
import { FormActions, pretendToSave, SavedCallout, useRoleOptions } from '../layoutParts'
import { teammateSchema, type Teammate } from '../layoutSchemas'

/**
 * Labels beside their fields when the form has room (from 32rem wide), above them when it has not:
 * the `forms-horizontal` grid in forms-layouts.css, a container query, so it follows the form's own
 * width rather than the window's.
 */
export default function LayoutHorizontal() {
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
      <div className="forms-horizontal">
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
        {/* A checkbox carries its own label: it sits in the fields' column. */}
        <div className="forms-horizontal__aside">
          <CheckboxField control={form.control} name="sendWelcome" label={t`Send the welcome e-mail now`} />
        </div>
        <div className="forms-horizontal__aside">
          <FormActions onReset={reset} saveLabel={<Trans>Send invitation</Trans>} />
        </div>
      </div>
      {saved && <SavedCallout>{t`Saved: ${describe(saved)}.`}</SavedCallout>}
    </Form>
  )
}
