import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Code, Dialog, Flex, Text } from '@radix-ui/themes'
import { IconCopy } from '@tabler/icons-react'
import { Form, InputField, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import type { DialogSaved } from '@/domain/dialogs/schemas'
import { useSaveDialog } from './api'
import { clientSchemas, SERVER_MESSAGES } from './labels'

/** Where a friend lands: the sign-up page, carrying the person's referral code. */
export const referralLink = (code: string) => `${window.location.origin}/register?ref=${encodeURIComponent(code)}`

/**
 * Invite friends by email (each kept once, the list below) or share the personal link. The dialog
 * stays open after an invitation: a person often invites several friends in a row.
 */
export function ReferForm({ saved, referralCode }: { saved?: DialogSaved['refer-and-earn']; referralCode: string }) {
  const { t } = useLingui()
  const save = useSaveDialog('refer-and-earn')
  const form = useZodForm(clientSchemas()['refer-and-earn'], { defaultValues: { email: '' } })
  const link = referralLink(referralCode)
  const invited = saved?.invited ?? []

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      notify.success(t`Link copied.`)
    } catch {
      notify.error(t`The link could not be copied. Select it and copy it by hand.`)
    }
  }

  return (
    <Flex direction="column" gap="4">
      <Form
        form={form}
        serverMessages={SERVER_MESSAGES}
        aria-label={t`Invite a friend`}
        onSubmit={async (values, { idempotencyKey }) => {
          await save.mutateAsync({ values, idempotencyKey })
          notify.success(t`Invitation sent to ${values.email}.`)
          form.reset({ email: '' })
        }}
      >
        <InputField control={form.control} name="email" type="email" label={t`Friend's email`} required />
        <Flex justify="end">
          <SubmitButton>
            <Trans>Send invitation</Trans>
          </SubmitButton>
        </Flex>
      </Form>
      <Flex direction="column" gap="2">
        <Text size="2" weight="medium">
          <Trans>Or share your link</Trans>
        </Text>
        <Flex gap="2" align="center" wrap="wrap">
          <Code size="2" style={{ overflowWrap: 'anywhere' }}>
            {link}
          </Code>
          <Button type="button" variant="soft" onClick={() => void copy()}>
            <IconCopy size={16} aria-hidden="true" />
            <Trans>Copy link</Trans>
          </Button>
        </Flex>
      </Flex>
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium">
          <Plural value={invited.length} _0="Nobody invited yet." one="# friend invited" other="# friends invited" />
        </Text>
        {invited.length > 0 && (
          <ul aria-label={t`Friends invited`} style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
            {invited.map((email) => (
              <li key={email}>
                <Text size="2">{email}</Text>
              </li>
            ))}
          </ul>
        )}
      </Flex>
      <Flex justify="end">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            <Trans>Done</Trans>
          </Button>
        </Dialog.Close>
      </Flex>
    </Flex>
  )
}
