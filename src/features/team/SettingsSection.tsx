import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Card, Flex, Heading } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { QueryContent } from '@/components/feedback'
import {
  Form,
  InputField,
  NumberField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  SwitchField,
  useZodForm,
} from '@/components/form'
import type { WorkspaceSettings } from '@/domain/workspaces'
import { currentWorkspaceQuery, useUpdateWorkspace } from './api'
import { pauseMinutes, pauseModeOptions, pauseUnitOptions, settingsSchema, settingsValues } from './labels'

/** The workspace's name, the Human Agent tag and how long automations pause after a person replies. */
export function SettingsSection() {
  const settings = useQuery(currentWorkspaceQuery())
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="team-settings">
        <Heading as="h2" size="4" id="team-settings">
          <Trans>Workspace settings</Trans>
        </Heading>
        <QueryContent query={settings} loading={<Trans>Loading the settings…</Trans>}>
          {(saved) => <SettingsForm key={saved.id} saved={saved} />}
        </QueryContent>
      </section>
    </Flex>
  )
}

function SettingsForm({ saved }: { saved: WorkspaceSettings }) {
  const { t, i18n } = useLingui()
  const update = useUpdateWorkspace()
  const [done, setDone] = useState(false)
  const form = useZodForm(settingsSchema, { defaultValues: settingsValues(saved) })
  const pauseMode = useWatch({ control: form.control, name: 'pauseMode' })
  return (
    <Card size="2">
      <Form
        form={form}
        aria-label={t`Workspace settings`}
        onSubmit={async (values) => {
          setDone(false)
          await update.mutateAsync({
            name: values.name,
            humanAgentEnabled: values.humanAgentEnabled,
            pauseAutomationsMinutes: pauseMinutes(values),
          })
          setDone(true)
        }}
      >
        <Flex direction="column" gap="4">
          <InputField control={form.control} name="name" label={t`Workspace name`} required />
          <SwitchField
            control={form.control}
            name="humanAgentEnabled"
            label={t`Allow replies up to 7 days after the customer's last message, with the Human Agent tag`}
            hint={t`Only people can send them; automations never use the tag.`}
          />
          <RadioGroupField
            control={form.control}
            name="pauseMode"
            label={t`When a person replies in a thread, pause its automations`}
            options={pauseModeOptions(i18n)}
          />
          {pauseMode === 'duration' && (
            <Flex gap="3" wrap="wrap" align="start">
              <NumberField control={form.control} name="pauseAmount" label={t`Pause for`} required />
              <SelectField control={form.control} name="pauseUnit" label={t`Unit`} options={pauseUnitOptions(i18n)} />
            </Flex>
          )}
          <Flex gap="3" align="center" wrap="wrap">
            <SubmitButton>{t`Save settings`}</SubmitButton>
            {done && (
              <Callout.Root color="grass" size="1" role="status">
                <Callout.Text>
                  <Trans>Settings saved.</Trans>
                </Callout.Text>
              </Callout.Root>
            )}
          </Flex>
        </Flex>
      </Form>
    </Card>
  )
}
