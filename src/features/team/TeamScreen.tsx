import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { pathOf } from '@/routes/match'
import { shownAmong } from '@/runtime/resources/workspaces'
import { useSession } from '@/runtime/session/useSession'
import { useAbility } from '@/runtime/session/useAbility'
import { useShownWorkspace } from '@/runtime/tabWorkspace'
import type { WorkspaceMember } from '@/domain/workspaces'
import { myWorkspacesQuery, useLeaveWorkspace, useTransferOwnership } from './api'
import { InvitationsSection } from './InvitationsSection'
import { MembersSection } from './MembersSection'
import { SettingsSection } from './SettingsSection'
import { ROLE_LABELS, teamRefusal } from './labels'

/** A full load: the session's rules and the cached views start again from the server. */
const restartAt = (path: string) => window.location.assign(path)

/** /equipe: the workspace's members, invitations and settings, as the caller's role allows. */
export default function TeamScreen() {
  const { i18n } = useLingui()
  const { user } = useSession()
  const ability = useAbility()
  const workspaces = useQuery(myWorkspacesQuery())
  const shown = useShownWorkspace()
  const current = workspaces.data && shownAmong(workspaces.data, shown)
  const canManage = ability.can('update', 'Workspace')
  const isOwner = current?.role === 'owner'
  const [handingTo, setHandingTo] = useState<WorkspaceMember | null>(null)
  const transfer = useTransferOwnership(() => restartAt(pathOf('team')))
  const leave = useLeaveWorkspace(() => restartAt(pathOf('dashboards')))
  const failure = transfer.error ?? leave.error
  const successor = handingTo ? handingTo.fullName || handingTo.email : ''

  return (
    <Flex direction="column" gap="5" maxWidth="960px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          <Trans>Team</Trans>
        </Heading>
        {current && (
          <Text color="gray">
            <Trans>
              <bdi>{current.name}</bdi>, your role: {i18n._(ROLE_LABELS[current.role])}
            </Trans>
          </Text>
        )}
      </Flex>

      {failure && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(teamRefusal(failure))}</Callout.Text>
        </Callout.Root>
      )}

      <MembersSection
        canManage={canManage}
        isOwner={isOwner}
        myEmail={user?.email ?? ''}
        onTransfer={(member) => setHandingTo(member)}
      />
      {canManage && <InvitationsSection />}
      {canManage && <SettingsSection />}

      {current && !isOwner && (
        <Flex asChild direction="column" gap="2" align="start">
          <section aria-labelledby="team-leave">
            <Heading as="h2" size="4" id="team-leave">
              <Trans>Leave the workspace</Trans>
            </Heading>
            <Text as="p" color="gray">
              <Trans>
                You lose access to its accounts, automations, inbox and contacts. Only a new invitation brings you back.
              </Trans>
            </Text>
            <ConfirmDialog
              trigger={
                <Button color="red" variant="soft" disabled={leave.isPending}>
                  <Trans>Leave the workspace</Trans>
                </Button>
              }
              title={
                <Trans>
                  Leave <bdi>{current.name}</bdi>?
                </Trans>
              }
              description={<Trans>You go back to your own workspace.</Trans>}
              cancelLabel={<Trans>Stay</Trans>}
              confirmLabel={<Trans>Leave</Trans>}
              onConfirm={() => leave.mutate()}
            />
          </section>
        </Flex>
      )}

      <ConfirmDialog
        open={handingTo !== null}
        onOpenChange={(open) => {
          if (!open) setHandingTo(null)
        }}
        title={<Trans>Make {successor} the owner?</Trans>}
        description={
          <Trans>
            They can then do everything, including handing the workspace over again. You stay a member as an admin.
          </Trans>
        }
        cancelLabel={<Trans>Cancel</Trans>}
        confirmLabel={<Trans>Hand over</Trans>}
        onConfirm={() => {
          if (handingTo) transfer.mutate(handingTo.uid)
        }}
      />
    </Flex>
  )
}
