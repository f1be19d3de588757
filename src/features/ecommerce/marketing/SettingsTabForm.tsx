import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import { Form, SubmitButton } from '@/components/form'
import { notify } from '@/components/toast'
import type { SettingsTab } from '@/domain/shop/storeSettings'
import { TAB_LABELS } from './labels'

/**
 * What a person typed in a tab and left unsaved, by user and tab: leaving the screen inside the app
 * loses nothing, the next visit puts it back (and says so). Closing or reloading the page asks first
 * (StoreSettingsScreen's unsaved-changes guard).
 */
const drafts = new Map<string, FieldValues>()

interface SettingsTabFormProps<TValues extends FieldValues, TOutput> {
  tab: SettingsTab
  /** Whose drafts these are. */
  owner: string
  form: UseFormReturn<TValues, unknown, TOutput>
  /** What the backend holds for this tab: Discard puts it back. */
  stored: TValues
  /** Saves the tab and answers what is stored now. */
  save: (values: TOutput) => Promise<TValues>
  onDirtyChange: (tab: SettingsTab, dirty: boolean) => void
  children: ReactNode
}

/** One tab of the store settings: its form, Save and Discard, and its unsaved changes kept. */
export function SettingsTabForm<TValues extends FieldValues, TOutput>({
  tab,
  owner,
  form,
  stored,
  save,
  onDirtyChange,
  children,
}: SettingsTabFormProps<TValues, TOutput>) {
  const { t, i18n } = useLingui()
  const key = `${owner}:${tab}`
  const [restored, setRestored] = useState(() => drafts.has(key))
  const dirty = form.formState.isDirty
  const latest = useRef({ form, dirty })
  useEffect(() => {
    latest.current = { form, dirty }
  })

  useEffect(() => {
    const draft = drafts.get(key)
    if (draft) form.reset(draft as DefaultValues<TValues>, { keepDefaultValues: true })
    // Once, when the tab's form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    onDirtyChange(tab, dirty)
  }, [dirty, onDirtyChange, tab])

  // Kept when the screen goes away with changes; dropped when it goes away without.
  useEffect(
    () => () => {
      if (latest.current.dirty) drafts.set(key, latest.current.form.getValues())
      else drafts.delete(key)
    },
    [key],
  )

  const discard = () => {
    form.reset(stored)
    drafts.delete(key)
    setRestored(false)
  }

  const label = i18n._(TAB_LABELS[tab])
  return (
    <Form
      form={form}
      aria-label={label}
      onSubmit={async (values) => {
        const saved = await save(values)
        form.reset(saved)
        drafts.delete(key)
        setRestored(false)
        notify.success(t`${label}: changes saved.`)
      }}
    >
      {restored && dirty && (
        <Callout.Root color="blue" size="1">
          <Callout.Icon>
            <IconInfoCircle size={16} aria-hidden />
          </Callout.Icon>
          <Callout.Text>{t`Your unsaved changes from before are back. Save them or discard them.`}</Callout.Text>
        </Callout.Root>
      )}
      {children}
      <Flex gap="3" justify="end" wrap="wrap">
        <Button type="button" variant="soft" color="gray" disabled={!dirty} onClick={discard}>
          {t`Discard`}
        </Button>
        <SubmitButton>
          <IconDeviceFloppy size={16} aria-hidden />
          {t`Save changes`}
        </SubmitButton>
      </Flex>
    </Form>
  )
}
