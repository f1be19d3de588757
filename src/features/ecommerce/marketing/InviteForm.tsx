import { msg } from '@lingui/core/macro'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { z } from 'zod'
import { Form, formMessage, InputField, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { firstInvalidAddress, MAX_INVITES, splitAddresses } from '@/domain/shop/referrals'
import { ApiError } from '@/lib/apiClient'
import { useInvite } from './api'

const schema = z.object({
  emails: z.string().superRefine((text, context) => {
    const addresses = splitAddresses(text)
    const address = firstInvalidAddress(addresses)
    if (addresses.length === 0)
      context.addIssue({ code: 'custom', message: formMessage(msg`Enter at least one e-mail address.`) })
    else if (address !== undefined)
      context.addIssue({ code: 'custom', message: formMessage(msg`“${address}” is not a valid e-mail address.`) })
    else if (addresses.length > MAX_INVITES)
      context.addIssue({
        code: 'custom',
        message: formMessage(msg`${plural(MAX_INVITES, { other: 'Invite at most # friends at a time.' })}`),
      })
  }),
})

/** The code of an already referred address's refusal carries the address (src/mocks/api/ecommerceMarketing.ts). */
const ALREADY = 'already-referred:'

/** Invites one or several friends by e-mail: each becomes a referral in the state "invited". */
export function InviteForm() {
  const { t } = useLingui()
  const invite = useInvite()
  const form = useZodForm(schema, { defaultValues: { emails: '' } })
  return (
    <Form
      form={form}
      aria-label={t`Invite friends`}
      onSubmit={async ({ emails }, { idempotencyKey }) => {
        try {
          const { created } = await invite.mutateAsync({ input: { emails: splitAddresses(emails) }, idempotencyKey })
          const count = created.length
          notify.success(
            t`${plural(count, { one: 'Invitation sent to # friend.', other: 'Invitations sent to # friends.' })}`,
          )
          form.reset({ emails: '' })
        } catch (error) {
          const code = error instanceof ApiError ? error.fields.emails : undefined
          if (!code?.startsWith(ALREADY)) throw error
          const address = code.slice(ALREADY.length)
          form.setError(
            'emails',
            { type: 'server', message: formMessage(msg`${address} has already been referred.`) },
            { shouldFocus: true },
          )
        }
      }}
    >
      <InputField
        control={form.control}
        name="emails"
        label={t`Friends’ e-mail addresses`}
        hint={t`Separate several addresses with commas.`}
        autoComplete="off"
        required
      />
      <Flex justify="end">
        <SubmitButton>
          <Trans>Send invitations</Trans>
        </SubmitButton>
      </Flex>
    </Form>
  )
}
