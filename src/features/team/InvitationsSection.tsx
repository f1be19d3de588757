import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Callout, Card, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { DateCell } from '@/components/data-table'
import { apiErrorMessage, QueryContent } from '@/components/feedback'
import { Form, InputField, SelectField, SubmitButton, useZodForm } from '@/components/form'
import type { WorkspaceInvitation } from '@/domain/workspaces'
import { invitationsQuery, useCreateInvitation, useRevokeInvitation, useSendInvitationEmail } from './api'
import { INVITE_FIELD_MESSAGES, inviteSchema, memberRoleOptions, ROLE_LABELS } from './labels'

/** What became of the last email the screen asked the identity service to send. */
type EmailNotice = { kind: 'sent'; email: string } | { kind: 'failed'; email: string; cause: unknown }

/** Pending invitations (send again, revoke) and the form that invites someone by email. */
export function InvitationsSection() {
  const { i18n } = useLingui()
  const invitations = useQuery(invitationsQuery())
  const revoke = useRevokeInvitation()
  const sendEmail = useSendInvitationEmail()
  const [notice, setNotice] = useState<EmailNotice | null>(null)

  const emailInvitee = async (invitation: Pick<WorkspaceInvitation, 'id' | 'email'>) => {
    setNotice(null)
    try {
      await sendEmail.mutateAsync({ email: invitation.email, invitationId: invitation.id })
      setNotice({ kind: 'sent', email: invitation.email })
    } catch (cause) {
      setNotice({ kind: 'failed', email: invitation.email, cause })
    }
  }

  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="team-invitations">
        <Heading as="h2" size="4" id="team-invitations">
          <Trans>Invitations</Trans>
        </Heading>
        <InviteForm onCreated={emailInvitee} />
        {notice && (
          <Callout.Root
            color={notice.kind === 'failed' ? 'red' : 'grass'}
            role={notice.kind === 'failed' ? 'alert' : 'status'}
          >
            <Callout.Text>
              {notice.kind === 'sent' ? (
                <Trans>
                  An email with a sign-in link was sent to <bdi>{notice.email}</bdi>.
                </Trans>
              ) : (
                <Trans>
                  The invitation is saved, but the email to <bdi>{notice.email}</bdi> could not be sent (
                  {i18n._(apiErrorMessage(notice.cause))}). Use “Send again” below.
                </Trans>
              )}
            </Callout.Text>
          </Callout.Root>
        )}
        <QueryContent query={invitations} loading={<Trans>Loading the invitations…</Trans>}>
          {(list) =>
            list.length === 0 ? (
              <Text as="p" color="gray">
                <Trans>No invitation is waiting for an answer.</Trans>
              </Text>
            ) : (
              <Table.Root variant="surface">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>
                      <Trans>Email</Trans>
                    </Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>
                      <Trans>Role</Trans>
                    </Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>
                      <Trans>Expires</Trans>
                    </Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>
                      <Trans>Actions</Trans>
                    </Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.map((invitation) => (
                    <InvitationRow
                      key={invitation.id}
                      invitation={invitation}
                      sending={sendEmail.isPending && sendEmail.variables.invitationId === invitation.id}
                      onSendAgain={() => void emailInvitee(invitation)}
                      onRevoke={() => revoke.mutate(invitation.id)}
                    />
                  ))}
                </Table.Body>
              </Table.Root>
            )
          }
        </QueryContent>
      </section>
    </Flex>
  )
}

function InvitationRow({
  invitation,
  sending,
  onSendAgain,
  onRevoke,
}: {
  invitation: WorkspaceInvitation
  sending: boolean
  onSendAgain(): void
  onRevoke(): void
}) {
  const { t, i18n } = useLingui()
  const email = invitation.email
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell>
        <bdi>{email}</bdi>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Badge color="gray" highContrast>
          {i18n._(ROLE_LABELS[invitation.role])}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <DateCell value={invitation.expiresAt} />
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" wrap="wrap">
          <Button
            variant="soft"
            size="1"
            disabled={sending}
            onClick={onSendAgain}
            aria-label={t`Send again to ${email}`}
          >
            <Trans>Send again</Trans>
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="soft" color="red" size="1" aria-label={t`Revoke the invitation of ${email}`}>
                <Trans>Revoke</Trans>
              </Button>
            }
            title={<Trans>Revoke the invitation of {email}?</Trans>}
            description={<Trans>The link already sent stops working.</Trans>}
            cancelLabel={<Trans>Cancel</Trans>}
            confirmLabel={<Trans>Revoke</Trans>}
            onConfirm={onRevoke}
          />
        </Flex>
      </Table.Cell>
    </Table.Row>
  )
}

function InviteForm({ onCreated }: { onCreated(invitation: WorkspaceInvitation): Promise<void> }) {
  const { t, i18n } = useLingui()
  const create = useCreateInvitation()
  const form = useZodForm(inviteSchema, { defaultValues: { email: '', role: 'agent' } })
  return (
    <Card size="2">
      <Form
        form={form}
        aria-label={t`Invite someone`}
        serverMessages={INVITE_FIELD_MESSAGES}
        onSubmit={async (input, { idempotencyKey }) => {
          const invitation = await create.mutateAsync({ input, idempotencyKey })
          form.reset({ email: '', role: input.role })
          await onCreated(invitation)
        }}
      >
        <Flex gap="3" align="end" wrap="wrap">
          <InputField control={form.control} name="email" label={t`Email`} type="email" autoComplete="off" required />
          <SelectField control={form.control} name="role" label={t`Role`} options={memberRoleOptions(i18n)} required />
          <SubmitButton>{t`Send invitation`}</SubmitButton>
        </Flex>
      </Form>
    </Card>
  )
}
