import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { z } from 'zod'
import { Form, formMessage, InputField, SubmitButton, TextAreaField, useZodForm } from '@/components/form'
import { CONTACT_LIMITS } from '@/domain/pages/content'
import { useSendContactMessage } from './api'

const schema = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.nameMax),
  email: z.email(),
  message: z
    .string()
    .trim()
    .min(1)
    .min(CONTACT_LIMITS.messageMin, { error: formMessage(msg`Tell us a little more (at least 10 characters).`) })
    .max(CONTACT_LIMITS.messageMax),
})

/** The landing page's contact form: posts to the backend, which checks it again (422 per field). */
export function ContactForm() {
  const { t } = useLingui()
  const send = useSendContactMessage()
  const [sent, setSent] = useState(false)
  const form = useZodForm(schema, { defaultValues: { name: '', email: '', message: '' } })
  return (
    <Flex direction="column" gap="4" style={{ maxInlineSize: '36rem', marginInline: 'auto', inlineSize: '100%' }}>
      {sent && (
        <Callout.Root color="grass" role="status">
          <Callout.Icon>
            <IconCircleCheck size={18} aria-hidden="true" />
          </Callout.Icon>
          <Callout.Text>
            <Trans>Thank you, your message has reached our team. We answer within one business day.</Trans>
          </Callout.Text>
        </Callout.Root>
      )}
      <Form
        form={form}
        aria-label={t`Contact us`}
        onSubmit={async (values, { idempotencyKey }) => {
          await send.mutateAsync({ message: values, idempotencyKey })
          setSent(true)
          form.reset()
        }}
      >
        <InputField control={form.control} name="name" label={t`Your name`} autoComplete="name" required />
        <InputField control={form.control} name="email" label={t`Email`} type="email" autoComplete="email" required />
        <TextAreaField control={form.control} name="message" label={t`Message`} required />
        <SubmitButton>{t`Send message`}</SubmitButton>
      </Form>
    </Flex>
  )
}
