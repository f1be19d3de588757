import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Flex, Heading, Select, Table } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { DateCell, PersonCell } from '@/components/data-table'
import { QueryContent } from '@/components/feedback'
import { MEMBER_ROLES, type MemberRole, type WorkspaceMember } from '@/domain/workspaces'
import { membersQuery, useChangeMemberRole, useRemoveMember } from './api'
import { ROLE_LABELS } from './labels'

interface MembersSectionProps {
  /** Owner and admin: change roles and remove members. */
  canManage: boolean
  /** The owner alone hands the workspace over. */
  isOwner: boolean
  /** The signed-in person's email: their own row has no actions. */
  myEmail: string
  onTransfer(member: WorkspaceMember): void
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The workspace's members: who, with what role, since when; what the caller's role lets them change. */
export function MembersSection({ canManage, isOwner, myEmail, onTransfer }: MembersSectionProps) {
  const { t, i18n } = useLingui()
  const members = useQuery(membersQuery())
  const changeRole = useChangeMemberRole()
  const remove = useRemoveMember()
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="team-members">
        <Heading as="h2" size="4" id="team-members">
          <Trans>Members</Trans>
        </Heading>
        <QueryContent query={members} loading={<Trans>Loading the members…</Trans>}>
          {(list) => (
            <Table.Root variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>
                    <Trans>Member</Trans>
                  </Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>
                    <Trans>Role</Trans>
                  </Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>
                    <Trans>Joined</Trans>
                  </Table.ColumnHeaderCell>
                  {canManage && (
                    <Table.ColumnHeaderCell>
                      <Trans>Actions</Trans>
                    </Table.ColumnHeaderCell>
                  )}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((member) => {
                  const name = member.fullName || member.email
                  const mine = sameEmail(member.email, myEmail)
                  const editable = canManage && !mine && member.role !== 'owner'
                  return (
                    <Table.Row key={member.uid} align="center">
                      <Table.RowHeaderCell>
                        <PersonCell name={name} detail={member.email} />
                      </Table.RowHeaderCell>
                      <Table.Cell>
                        {editable ? (
                          <Select.Root
                            value={member.role}
                            disabled={changeRole.isPending}
                            onValueChange={(role) => changeRole.mutate({ uid: member.uid, role: role as MemberRole })}
                          >
                            <Select.Trigger aria-label={t`Role of ${name}`} variant="soft" />
                            <Select.Content>
                              {MEMBER_ROLES.map((role) => (
                                <Select.Item key={role} value={role}>
                                  {i18n._(ROLE_LABELS[role])}
                                </Select.Item>
                              ))}
                            </Select.Content>
                          </Select.Root>
                        ) : (
                          <Badge color={member.role === 'owner' ? 'amber' : 'gray'} highContrast>
                            {i18n._(ROLE_LABELS[member.role])}
                          </Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <DateCell value={member.joinedAt} />
                      </Table.Cell>
                      {canManage && (
                        <Table.Cell>
                          <Flex gap="2" wrap="wrap">
                            {isOwner && !mine && (
                              <Button
                                variant="soft"
                                size="1"
                                aria-label={t`Make owner: ${name}`}
                                onClick={() => onTransfer(member)}
                              >
                                <Trans>Make owner</Trans>
                              </Button>
                            )}
                            {editable && (
                              <ConfirmDialog
                                trigger={
                                  <Button variant="soft" color="red" size="1" aria-label={t`Remove ${name}`}>
                                    <Trans>Remove</Trans>
                                  </Button>
                                }
                                title={<Trans>Remove {name} from the workspace?</Trans>}
                                description={
                                  <Trans>
                                    They lose access to its accounts, automations, inbox and contacts at once. You can
                                    invite them again later.
                                  </Trans>
                                }
                                cancelLabel={<Trans>Cancel</Trans>}
                                confirmLabel={<Trans>Remove</Trans>}
                                onConfirm={() => remove.mutate(member.uid)}
                              />
                            )}
                          </Flex>
                        </Table.Cell>
                      )}
                    </Table.Row>
                  )
                })}
              </Table.Body>
            </Table.Root>
          )}
        </QueryContent>
      </section>
    </Flex>
  )
}
