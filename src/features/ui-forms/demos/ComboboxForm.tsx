import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { useMemo, useState } from 'react'
import { z } from 'zod'
import { ComboboxField } from '@/components/combobox'
import { useFormat } from '@/components/format'
import { Form, formMessage, SubmitButton, useZodForm } from '@/components/form'

const LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pt']

const schema = z.object({
  replyLanguage: z.string().min(1, formMessage(msg`Choose the language of automatic replies.`)),
  teamLanguages: z.array(z.string()).min(1, formMessage(msg`Choose at least one language your team reads.`)),
})

/** ComboboxField in a react-hook-form + zod form: one value and several, each with its error on sending. */
export default function ComboboxForm() {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const [saved, setSaved] = useState<z.output<typeof schema> | null>(null)
  const form = useZodForm(schema, { defaultValues: { replyLanguage: '', teamLanguages: [] } })
  const names = useMemo(() => new Intl.DisplayNames([i18n.locale], { type: 'language' }), [i18n.locale])
  const options = LANGUAGES.map((code) => ({ value: code, label: names.of(code) ?? code }))
  const nameOf = (code: string) => names.of(code) ?? code
  return (
    <Form form={form} onSubmit={setSaved} aria-label={t`Inbox languages`}>
      <ComboboxField
        control={form.control}
        name="replyLanguage"
        label={t`Language of automatic replies`}
        hint={t`Type to filter, then press Enter.`}
        options={options}
        required
      />
      <ComboboxField
        control={form.control}
        name="teamLanguages"
        label={t`Languages your team reads`}
        options={options}
        multiple
        required
      />
      <Flex>
        <SubmitButton>{t`Save the languages`}</SubmitButton>
      </Flex>
      {saved && (
        <Callout.Root color="grass" role="status">
          <Callout.Text>
            <Trans>
              Saved: replies in {nameOf(saved.replyLanguage)}, read by a team speaking{' '}
              {format.list(saved.teamLanguages.map(nameOf))}.
            </Trans>
          </Callout.Text>
        </Callout.Root>
      )}
    </Form>
  )
}
