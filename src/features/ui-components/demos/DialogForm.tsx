import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import { Form, InputField, SubmitButton, TextAreaField, formMessage, useZodForm } from '@/components/form'

const schema = z.object({
  keyword: z
    .string()
    .trim()
    .min(2)
    .regex(/^\S+$/, { error: formMessage(msg`One word, without spaces.`) }),
  reply: z.string().trim().min(10).max(500),
})
type QuickReply = z.output<typeof schema>

/**
 * A form in a dialog, with the kit's form pieces (react-hook-form + zod): errors under each field,
 * the button busy while saving; the dialog closes only once the save succeeded.
 */
export default function DialogForm() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [saved, setSaved] = useState<QuickReply | null>(null)
  const form = useZodForm(schema, { defaultValues: { keyword: '', reply: '' } })

  const save = async (values: QuickReply) => {
    await new Promise((resolve) => setTimeout(resolve, 600)) // stands in for the API call
    setSaved(values)
    setOpen(false)
    form.reset()
  }

  return (
    <Flex direction="column" gap="3" align="start">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger>
          <Button>
            <Trans>New quick reply</Trans>
          </Button>
        </Dialog.Trigger>
        <Dialog.Content maxWidth="480px">
          <Dialog.Title>
            <Trans>New quick reply</Trans>
          </Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="3">
            <Trans>A comment containing the keyword gets this reply in DM.</Trans>
          </Dialog.Description>
          <Form form={form} onSubmit={save} aria-label={t`New quick reply`}>
            <InputField control={form.control} name="keyword" label={t`Keyword`} required />
            <TextAreaField control={form.control} name="reply" label={t`Reply`} required rows={3} />
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <SubmitButton>
                <Trans>Save</Trans>
              </SubmitButton>
            </Flex>
          </Form>
        </Dialog.Content>
      </Dialog.Root>
      <Text size="2" color="gray" role="status">
        {saved ? (
          <Trans>
            Saved: “{saved.keyword}” → {saved.reply}
          </Trans>
        ) : (
          <Trans>No quick reply saved yet.</Trans>
        )}
      </Text>
    </Flex>
  )
}
