import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Select, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { apiErrorMessage } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { THREAD_STATUSES, type ChatThreadDetail, type ThreadStatus } from '@/domain/chat/apiTypes'
import { useAbility } from '@/runtime/session/useAbility'
import { inboxMembersQuery, useChangeThread } from './api'
import { THREAD_STATUS_LABELS } from './labels'

/** Radix Select reserves '' for "no value": nobody needs a value of its own. */
const NOBODY = '__nobody__'

/**
 * Who has the thread and where it stands, changed in place by whoever may (`update Chat`); a
 * viewer sees both, unchangeable. Every member's open inbox shows the change without a reload.
 */
export function TeamControls({ thread }: { thread: ChatThreadDetail }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const ids = useId()
  const mayChange = useAbility().can('update', 'Chat')
  const members = useQuery(inboxMembersQuery())
  const change = useChangeThread(thread.id)
  const assigneeUid = thread.assignee?.uid ?? NOBODY
  // Someone who left the workspace stays shown until the thread is given to someone else.
  const people = [...(members.data ?? [])]
  if (thread.assignee && !people.some((member) => member.uid === thread.assignee!.uid))
    people.push({ ...thread.assignee, username: '' })
  // What reached the person: the automations' messages beside the team's hand replies.
  const reached = thread.messages.filter((message) => message.direction === 'out' && message.status !== 'failed')
  const byAutomations = format.number(reached.filter((message) => message.automated).length)
  const byHand = format.number(reached.filter((message) => !message.automated).length)

  return (
    <Flex direction="column" gap="1" px="3" py="2" style={{ borderBlockEnd: '1px solid var(--gray-a5)' }}>
      <Flex gap="3" wrap="wrap" align="center">
        <Flex align="center" gap="2">
          <Text id={`${ids}-assignee`} size="2" color="gray">
            <Trans>Assigned to</Trans>
          </Text>
          <Select.Root
            size="1"
            value={assigneeUid}
            disabled={!mayChange || change.isPending}
            onValueChange={(value) => change.mutate({ assigneeUid: value === NOBODY ? null : value })}
          >
            <Select.Trigger aria-labelledby={`${ids}-assignee`} />
            <Select.Content position="popper">
              <Select.Item value={NOBODY}>
                <Trans>Nobody</Trans>
              </Select.Item>
              {people.map((member) => (
                <Select.Item key={member.uid} value={member.uid}>
                  {member.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex align="center" gap="2">
          <Text id={`${ids}-status`} size="2" color="gray">
            <Trans>Status</Trans>
          </Text>
          <Select.Root
            size="1"
            value={thread.status}
            disabled={!mayChange || change.isPending}
            onValueChange={(value) => change.mutate({ status: value as ThreadStatus })}
          >
            <Select.Trigger aria-labelledby={`${ids}-status`} />
            <Select.Content position="popper">
              {THREAD_STATUSES.map((status) => (
                <Select.Item key={status} value={status}>
                  {i18n._(THREAD_STATUS_LABELS[status])}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>
      <Text size="1" color="gray">
        <Trans>
          Sent in this conversation: {byAutomations} by automations, {byHand} by hand
        </Trans>
      </Text>
      {change.error ? (
        <Text size="1" color="red" role="alert">
          {i18n._(apiErrorMessage(change.error))}
        </Text>
      ) : null}
      {!mayChange ? (
        <Text size="1" color="gray">
          {t`You can read this conversation; your role does not let you assign it or change its status.`}
        </Text>
      ) : null}
    </Flex>
  )
}
