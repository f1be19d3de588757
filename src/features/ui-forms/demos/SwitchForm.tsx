import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import { Form, formMessage, SubmitButton, SwitchField, useZodForm } from '@/components/form'

// A rule across two fields: zod's refine puts the error on the field it names.
const schema = z.object({ dms: z.boolean(), comments: z.boolean() }).refine((values) => values.dms || values.comments, {
  path: ['dms'],
  message: formMessage(msg`Keep at least one channel on, or pause the account instead.`),
})

/** SwitchField in a form: the switches take effect together when the form is saved. */
export default function SwitchForm() {
  const { t } = useLingui()
  const [saved, setSaved] = useState(false)
  const form = useZodForm(schema, { defaultValues: { dms: true, comments: false } })
  return (
    <Form form={form} onSubmit={() => setSaved(true)} aria-label={t`Channels answered`}>
      <SwitchField control={form.control} name="dms" label={t`Answer direct messages`} />
      <SwitchField
        control={form.control}
        name="comments"
        label={t`Answer comments`}
        hint={t`Turn both off and save to see the error.`}
      />
      <Flex>
        <SubmitButton>{t`Save the channels`}</SubmitButton>
      </Flex>
      {saved && (
        <Callout.Root color="grass" role="status">
          <Callout.Text>
            <Trans>The channels are saved.</Trans>
          </Callout.Text>
        </Callout.Root>
      )}
    </Form>
  )
}
