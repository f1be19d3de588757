import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import { useFormat } from '@/components/format'
import { Form, formMessage, SubmitButton, TextAreaField, useZodForm } from '@/components/form'
import { RatingField } from '@/components/rating'

const schema = z.object({
  // null while no star is chosen: the refusal says what to do.
  score: z
    .number()
    .int()
    .min(1)
    .nullable()
    .refine((score) => score !== null, formMessage(msg`Choose from 1 to 5 stars.`)),
  comment: z.string().trim().max(280),
})

/** A required rating in a react-hook-form + zod form: sending without a star says why and focuses it. */
export default function RatingForm() {
  const { t } = useLingui()
  const format = useFormat()
  const [sent, setSent] = useState<number | null>(null)
  const form = useZodForm(schema, { defaultValues: { score: null, comment: '' } })
  return (
    <Form
      form={form}
      onSubmit={(values) => {
        setSent(values.score)
        form.reset()
      }}
    >
      <Flex direction="column" gap="3">
        <RatingField control={form.control} name="score" label={t`Rate Aurora Coffee Roasters’ support`} required />
        <TextAreaField control={form.control} name="comment" label={t`What could we do better?`} />
        <Flex>
          <SubmitButton>{t`Send the review`}</SubmitButton>
        </Flex>
        {sent !== null && (
          <Callout.Root color="grass" role="status">
            <Callout.Text>
              <Trans>
                Thank you, your review is sent: {format.number(sent)} out of {format.number(5)}.
              </Trans>
            </Callout.Text>
          </Callout.Root>
        )}
      </Flex>
    </Form>
  )
}
