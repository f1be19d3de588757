import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import { ComboboxField } from '@/components/combobox'
import { Form, formMessage, SubmitButton, useZodForm } from '@/components/form'

const HASHTAGS = ['#auroracoffee', '#coffeelover', '#coffeetime', '#latteart'].map((tag) => ({
  value: tag,
  label: tag,
}))

const schema = z.object({
  keyword: z
    .string()
    .trim()
    .regex(/^#\p{L}[\p{L}\p{N}_]*$/u, formMessage(msg`A hashtag starts with # and has no space.`)),
  // A disabled field is left out of the values react-hook-form submits.
  brand: z.string().optional(),
})

/** Free text validated by zod on sending (the error is announced and tied to the input), next to a disabled one. */
export default function AutocompleteStates() {
  const { t } = useLingui()
  const [saved, setSaved] = useState('')
  const form = useZodForm(schema, { defaultValues: { keyword: 'coffee time', brand: '#auroracoffee' } })
  return (
    <Form form={form} onSubmit={(values) => setSaved(values.keyword)} aria-label={t`Giveaway hashtag`}>
      <ComboboxField
        control={form.control}
        name="keyword"
        label={t`Giveaway hashtag`}
        hint={t`Send as it is to see the error, then fix it.`}
        freeText
        options={HASHTAGS}
        required
      />
      <ComboboxField
        control={form.control}
        name="brand"
        label={t`Brand hashtag (set by the account owner)`}
        freeText
        options={HASHTAGS}
        disabled
      />
      <Flex>
        <SubmitButton>{t`Save the hashtag`}</SubmitButton>
      </Flex>
      {saved && (
        <Callout.Root color="grass" role="status">
          <Callout.Text>
            <Trans>Saved: comments with {saved} enter the giveaway.</Trans>
          </Callout.Text>
        </Callout.Root>
      )}
    </Form>
  )
}
