import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { IconHandStop, IconPlayerPlay, IconRobotOff, IconSwitchHorizontal } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { apiErrorMessage } from '@/components/feedback'
import { useFormat } from '@/components/format'
import type { ChatThreadDetail } from '@/domain/chat/apiTypes'
import { useAbility } from '@/runtime/session/useAbility'
import { threadAutomationsQuery, useResumeAutomations } from './automationsApi'
import { contactName } from './ThreadList'

/**
 * Above the reply box, what keeps automations from answering the thread's person: they opted out,
 * the team took the conversation over (with a button to resume automations, for those who may
 * change threads), or another app holds the conversation (Meta's handover protocol).
 */
export function PauseNotice({ thread }: { thread: ChatThreadDetail }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const query = useQuery(threadAutomationsQuery(thread.id))
  const resume = useResumeAutomations(thread.id)
  const mayResume = useAbility().can('update', 'Chat')
  const state = query.data
  if (!state) return null
  const name = contactName(thread)
  return (
    <Flex direction="column" gap="2" px="3" pt="2">
      {state.optedOutAt ? (
        <Callout.Root color="gray" size="1">
          <Callout.Icon>
            <IconRobotOff size={16} aria-hidden />
          </Callout.Icon>
          <Callout.Text>
            <Trans>
              {name} asked not to receive automated messages on {format.dateTime(state.optedOutAt)}. Automations will
              not write to them until they send START.
            </Trans>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {state.pausedAt ? (
        <Callout.Root color="amber" size="1">
          <Callout.Icon>
            <IconHandStop size={16} aria-hidden />
          </Callout.Icon>
          <Flex direction="column" gap="2" align="start">
            <Callout.Text>
              {state.handedOverAt ? (
                <Trans>
                  An automation handed this conversation to the team on {format.dateTime(state.handedOverAt)}.
                </Trans>
              ) : null}{' '}
              {state.pausedUntil ? (
                <Trans>
                  Automations are paused for {name} until {format.dateTime(state.pausedUntil)}, since someone of the
                  team took the conversation over.
                </Trans>
              ) : (
                <Trans>
                  Automations are paused for {name} until the conversation is marked done, since someone of the team
                  took it over.
                </Trans>
              )}
            </Callout.Text>
            {mayResume ? (
              <Button size="1" variant="soft" color="amber" loading={resume.isPending} onClick={() => resume.mutate()}>
                <IconPlayerPlay size={14} aria-hidden />
                <Trans>Resume automations</Trans>
              </Button>
            ) : null}
            {resume.error ? (
              <Text size="1" color="red" role="alert">
                {i18n._(apiErrorMessage(resume.error))}
              </Text>
            ) : null}
          </Flex>
        </Callout.Root>
      ) : null}
      {state.standbySince ? (
        <Callout.Root color="blue" size="1">
          <Callout.Icon>
            <IconSwitchHorizontal size={16} aria-hidden />
          </Callout.Icon>
          <Callout.Text>
            <Trans>
              Another app holds this conversation since {format.dateTime(state.standbySince)}: Instagram gives it the
              person's messages first, and automations here do not answer them.
            </Trans>
          </Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  )
}
