import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Text, TextArea } from '@radix-ui/themes'
import { IconClockOff, IconSend, IconUserCheck } from '@tabler/icons-react'
import { useQuery, type UseMutationResult } from '@tanstack/react-query'
import { useId, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { apiErrorMessage } from '@/components/feedback'
import { useFormDraft } from '@/components/form'
import { useFormat } from '@/components/format'
import type { ChatMessage, ChatThreadDetail } from '@/domain/chat/apiTypes'
import { MESSAGE_MAX_BYTES } from '@/domain/chat/apiTypes'
import { HUMAN_AGENT_WINDOW_MS, MESSAGING_WINDOW_MS, replyRule } from '@/domain/chat/window'
import type { SendMessageVariables } from './api'
import { threadAutomationsQuery } from './automationsApi'
import { useNowUntil } from './useNow'
import { contactName } from './ThreadList'

interface ComposerProps {
  thread: ChatThreadDetail
  send: UseMutationResult<ChatMessage, Error, SendMessageVariables>
  /** Tools beside the box (the saved replies' picker): `insert` adds text to the reply. */
  tools?: (insert: (text: string) => void) => ReactNode
}

/**
 * The reply box. Instagram allows a reply only within 24 hours of the person's last message, and
 * a person's reply with the Human Agent tag up to 7 days after it where the workspace has it on
 * (`replyRule`, src/domain/chat/window.ts): the box says which rule holds and until when, and is
 * disabled, saying why and since when, once none does. Enter sends, Shift+Enter starts a new line;
 * what was typed stays when the request fails, and while the person reads another conversation.
 */

export function Composer({ thread, send, tools }: ComposerProps) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const ids = useId()
  // The reply being written to this person, kept in the tab: opening another conversation or
  // reloading leaves it where it was. Its key is the same for each try until it is sent: a double
  // Enter or a retry sends once.
  const draft = useFormDraft({ name: `reply:${thread.id}`, initial: '', read: readReply })
  const text = draft.values
  const setText = draft.setValues
  const lastInbound = thread.lastInboundAt ? Date.parse(thread.lastInboundAt) : null
  // The rule changes when the 24-hour window closes, and again when the 7 days end.
  const nowAfterDay = useNowUntil(lastInbound === null ? null : lastInbound + MESSAGING_WINDOW_MS)
  const nowAfterWeek = useNowUntil(lastInbound === null ? null : lastInbound + HUMAN_AGENT_WINDOW_MS)
  const humanAgentEnabled = useQuery(threadAutomationsQuery(thread.id)).data?.humanAgentEnabled ?? false
  const rule = replyRule(lastInbound, Math.max(nowAfterDay, nowAfterWeek), 'person', humanAgentEnabled)
  const tooLong = new TextEncoder().encode(text).length > MESSAGE_MAX_BYTES
  const name = contactName(thread)

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const message = text.trim()
    if (!rule.allowed || message === '' || tooLong || send.isPending) return
    send.mutate(
      { text: message, idempotencyKey: draft.submissionKey },
      {
        onSuccess: () => {
          draft.saved()
          setText('')
        },
      },
    )
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event)
  }

  return (
    <form onSubmit={submit} aria-label={t`Reply to ${name}`}>
      <Flex direction="column" gap="2" p="3" style={{ borderBlockStart: '1px solid var(--gray-a5)' }}>
        {!rule.allowed ? (
          <Callout.Root color="amber" id={`${ids}-closed`}>
            <Callout.Icon>
              <IconClockOff size={16} aria-hidden />
            </Callout.Icon>
            <Callout.Text>
              {rule.reason === 'human-agent-off' ? (
                <>
                  <Trans>
                    You can no longer reply: Instagram allows replies only within 24 hours of the person's last message.
                    The window closed on {format.dateTime(rule.windowClosedAt)}.
                  </Trans>{' '}
                  <Trans>Human Agent replies are off for this workspace.</Trans>
                </>
              ) : rule.reason === 'never-opened' ? (
                <Trans>
                  You cannot write first: Instagram allows a message only after this person has written to the account.
                </Trans>
              ) : rule.reason === 'closed-for-good' ? (
                <Trans>
                  The 24-hour window closed at {format.dateTime(rule.windowClosedAt)}, and the 7 days in which a person
                  may still reply with the Human Agent tag are over too: this conversation closed for good on{' '}
                  {format.dateTime(rule.closedAt)}.
                </Trans>
              ) : (
                <Trans>
                  You can no longer reply: Instagram allows replies only within 24 hours of the person's last message.
                  The window closed on {format.dateTime(rule.windowClosedAt)}.
                </Trans>
              )}
            </Callout.Text>
          </Callout.Root>
        ) : rule.tag === 'HUMAN_AGENT' ? (
          <Callout.Root color="blue" id={`${ids}-tagged`}>
            <Callout.Icon>
              <IconUserCheck size={16} aria-hidden />
            </Callout.Icon>
            <Callout.Text>
              <Trans>
                The 24-hour window closed at {format.dateTime(rule.windowClosedAt)}; replies with the Human Agent tag
                are possible until {format.dateTime(rule.closesAt)}.
              </Trans>
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {send.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{i18n._(apiErrorMessage(send.error))}</Callout.Text>
          </Callout.Root>
        ) : null}
        {tooLong ? (
          <Callout.Root color="red" id={`${ids}-long`}>
            <Callout.Text>
              <Trans>This message is too long for Instagram. Shorten it to send it.</Trans>
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="2" align="end">
          {rule.allowed
            ? tools?.((value) => setText((current) => (current.trim() ? `${current.trimEnd()}\n${value}` : value)))
            : null}
          <TextArea
            aria-label={t`Message to ${name}`}
            placeholder={rule.allowed ? t`Write a reply…` : ''}
            aria-describedby={
              !rule.allowed
                ? `${ids}-closed`
                : tooLong
                  ? `${ids}-long`
                  : rule.tag === 'HUMAN_AGENT'
                    ? `${ids}-tagged`
                    : undefined
            }
            aria-invalid={tooLong || undefined}
            disabled={!rule.allowed}
            value={text}
            rows={2}
            resize="vertical"
            style={{ flex: 1 }}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={!rule.allowed || text.trim() === '' || tooLong} loading={send.isPending}>
            <IconSend size={16} aria-hidden />
            <Trans>Send</Trans>
          </Button>
        </Flex>
        {rule.allowed && rule.tag === null ? (
          <Text size="1" color="gray">
            <Trans>You can reply until {format.dateTime(rule.closesAt)}.</Trans>
          </Text>
        ) : null}
      </Flex>
    </form>
  )
}

const readReply = (stored: unknown) => (typeof stored === 'string' ? stored : null)
