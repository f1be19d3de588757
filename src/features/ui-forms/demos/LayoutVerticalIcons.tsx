import { Trans, useLingui } from '@lingui/react/macro'
import { IconMail, IconPhone, IconUser } from '@tabler/icons-react'
import { useState } from 'react'
import { DateField, toIsoDate } from '@/components/date'
import { CheckboxField, Form, InputField, SelectField, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { FormActions, pretendToSave, SavedCallout, useRoleOptions } from '../layoutParts'
import { teammateSchema, type Teammate } from '../layoutSchemas'

/** The vertical layout with an icon in each text field's leading slot (it follows the reading direction). */
export default function LayoutVerticalIcons() {
  const { t } = useLingui()
  const roles = useRoleOptions()
  const [saved, setSaved] = useState<Teammate | null>(null)
  const form = useZodForm(teammateSchema, {
    defaultValues: { fullName: '', email: '', phone: '', sendWelcome: true },
  })

  const invite = async (teammate: Teammate) => {
    await pretendToSave()
    setSaved(teammate)
    const { fullName } = teammate
    notify.success(t`${fullName} is invited to the workspace.`)
  }
  const reset = () => {
    form.reset()
    setSaved(null)
  }

  return (
    <Form form={form} onSubmit={invite} aria-label={t`Invite a teammate`}>
      <InputField
        control={form.control}
        name="fullName"
        label={t`Full name`}
        icon={<IconUser size={16} />}
        autoComplete="name"
        required
      />
      <InputField
        control={form.control}
        name="email"
        label={t`Work e-mail`}
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
      {saved && (
        <SavedCallout>
          <Trans>
            Saved: {saved.fullName}, {saved.email}.
          </Trans>
        </SavedCallout>
      )}
    </Form>
  )
}
