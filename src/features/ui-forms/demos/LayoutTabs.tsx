import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Badge, Flex, Tabs, VisuallyHidden } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { DateField } from '@/components/date'
import { Form, InputField, SelectField, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { FormActions, pretendToSave, SavedCallout, useCountryOptions } from '../layoutParts'
import { TAB_FIELDS, tabbedSchema } from '../layoutSchemas'

type Tab = keyof typeof TAB_FIELDS
type Profile = z.output<typeof tabbedSchema>

const tabOf = (field: string) =>
  (Object.keys(TAB_FIELDS) as Tab[]).find((tab) => (TAB_FIELDS[tab] as readonly string[]).includes(field))

/**
 * One form split over three tabs, validated as a whole. An inactive tab's fields are not on the page
 * but keep their values; a failed Save opens the tab of the first error and focuses it, and each tab
 * says how many errors it holds.
 */
export default function LayoutTabs() {
  const { t } = useLingui()
  const countries = useCountryOptions()
  const [tab, setTab] = useState<Tab>('personal')
  const [saved, setSaved] = useState<Profile | null>(null)
  const form = useZodForm(tabbedSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      birthDate: null,
      phone: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      instagram: '',
      facebook: '',
      website: '',
    },
  })
  const { errors } = form.formState

  // After a failed Save, go to the first error (the kit cannot focus a field that is not on the page).
  useEffect(() => {
    let handled = 0
    return form.subscribe({
      formState: { submitCount: true, errors: true },
      callback: (state) => {
        const count = state.submitCount ?? 0
        if (count === handled) return
        handled = count
        const first = Object.keys(state.errors ?? {})[0]
        const target = first && tabOf(first)
        if (!first || !target) return
        setTab(target)
        // Once the tab's fields are on the page.
        requestAnimationFrame(() => form.setFocus(first as keyof Profile))
      },
    })
  }, [form])

  const errorCount = (of: Tab) => TAB_FIELDS[of].filter((field) => field in errors).length
  const save = async (profile: Profile) => {
    await pretendToSave()
    setSaved(profile)
    const { username } = profile
    notify.success(t`The profile of ${username} is saved.`)
  }
  const reset = () => {
    form.reset()
    setSaved(null)
    setTab('personal')
  }
  const trigger = (value: Tab, label: string) => {
    const count = errorCount(value)
    return (
      <Tabs.Trigger value={value}>
        <Flex gap="2" align="center">
          {label}
          {count > 0 && (
            <Badge color="red" radius="full">
              <span aria-hidden="true">{count}</span>
              <VisuallyHidden>{t`${plural(count, { one: '# error', other: '# errors' })}`}</VisuallyHidden>
            </Badge>
          )}
        </Flex>
      </Tabs.Trigger>
    )
  }

  return (
    <Form form={form} onSubmit={save} aria-label={t`Profile`}>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List>
          {trigger('personal', t`Personal info`)}
          {trigger('account', t`Account details`)}
          {trigger('social', t`Social links`)}
        </Tabs.List>
        <Tabs.Content value="personal">
          <Flex direction="column" gap="4" pt="4">
            <InputField control={form.control} name="firstName" label={t`First name`} required />
            <InputField control={form.control} name="lastName" label={t`Last name`} required />
            <DateField control={form.control} name="birthDate" label={t`Birth date`} max="2010-12-31" />
            <SelectField
              control={form.control}
              name="country"
              label={t`Country`}
              options={countries}
              placeholder={t`Choose a country`}
              required
            />
            <InputField control={form.control} name="phone" label={t`Phone`} type="tel" autoComplete="tel" />
          </Flex>
        </Tabs.Content>
        <Tabs.Content value="account">
          <Flex direction="column" gap="4" pt="4">
            <InputField control={form.control} name="username" label={t`Username`} autoComplete="username" required />
            <InputField control={form.control} name="email" label={t`E-mail`} type="email" required />
            <InputField
              control={form.control}
              name="password"
              label={t`Password`}
              type="password"
              autoComplete="new-password"
              hint={t`At least 8 characters.`}
              required
            />
            <InputField
              control={form.control}
              name="confirmPassword"
              label={t`Confirm the password`}
              type="password"
              autoComplete="new-password"
              required
            />
          </Flex>
        </Tabs.Content>
        <Tabs.Content value="social">
          <Flex direction="column" gap="4" pt="4">
            <InputField control={form.control} name="instagram" label={t`Instagram account`} required />
            <InputField control={form.control} name="facebook" label={t`Facebook page`} type="url" />
            <InputField control={form.control} name="website" label={t`Website`} type="url" />
          </Flex>
        </Tabs.Content>
      </Tabs.Root>
      <FormActions onReset={reset} />
      {saved && <SavedCallout>{t`Saved: ${saved.firstName} ${saved.lastName}, ${saved.username}.`}</SavedCallout>}
    </Form>
  )
}
