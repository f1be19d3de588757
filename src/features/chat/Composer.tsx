import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Text, TextArea } from '@radix-ui/themes'
import { IconClockOff, IconSend } from '@tabler/icons-react'
import type { UseMutationResult } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { apiErrorMessage } from '@/components/feedback'
import { useSubmissionKey } from '@/components/form'
import { useFormat } from '@/components/format'
import type { ChatMessage, ChatThreadDetail } from '@/domain/chat/apiTypes'
import { MESSAGE_MAX_BYTES } from '@/domain/chat/apiTypes'
import { messagingWindow } from '@/domain/chat/window'
import type { SendMessageVariables } from './api'
import { useNowUntil } from './useNow'
import { contactName } from './ThreadList'

interface ComposerProps {
  thread: ChatThreadDetail
  send: UseMutationResult<ChatMessage, Error, SendMessageVariables>
}

/**
 * The reply box. Instagram allows a reply only within 24 hours of the person's last message
 * (src/domain/chat/window.ts): outside it the box is disabled and says why and since when.
 * Enter sends, Shift+Enter starts a new line; what was typed stays when the request fails.
 */
export function Composer({ thread, send }: ComposerProps) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const ids = useId()
  const [text, setText] = useState('')
  // One key per reply, the same for each try until it is sent: a double Enter or a retry sends once.
  const submission = useSubmissionKey()
  const lastInbound = thread.lastInboundAt ? Date.parse(thread.lastInboundAt) : null
  const openUntil = lastInbound === null ? null : lastInbound + 24 * 3_600_000
  const now = useNowUntil(openUntil)
  const replyWindow = messagingWindow(lastInbound, now)
  const tooLong = new TextEncoder().encode(text).length > MESSAGE_MAX_BYTES
  const name = contactName(thread)

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const message = text.trim()
    if (!replyWindow.open || message === '' || tooLong || send.isPending) return
    send.mutate(
      { text: message, idempotencyKey: submission.keyFor(thread.id) },
      {
        onSuccess: () => {
          submission.succeeded(thread.id)
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
        {!replyWindow.open ? (
          <Callout.Root color="amber" id={`${ids}-closed`}>
            <Callout.Icon>
              <IconClockOff size={16} aria-hidden />
            </Callout.Icon>
            <Callout.Text>
              {replyWindow.reason === 'expired' ? (
                <Trans>
                  You can no longer reply: Instagram allows replies only within 24 hours of the person's last message.
                  The window closed on {format.dateTime(replyWindow.closedAt)}.
                </Trans>
              ) : (
                <Trans>
                  You cannot write first: Instagram allows a message only after this person has written to the account.
                </Trans>
              )}
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
          <TextArea
            aria-label={t`Message to ${name}`}
            placeholder={replyWindow.open ? t`Write a reply…` : ''}
            aria-describedby={!replyWindow.open ? `${ids}-closed` : tooLong ? `${ids}-long` : undefined}
            aria-invalid={tooLong || undefined}
            disabled={!replyWindow.open}
            value={text}
            rows={2}
            resize="vertical"
            style={{ flex: 1 }}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={!replyWindow.open || text.trim() === '' || tooLong} loading={send.isPending}>
            <IconSend size={16} aria-hidden />
            <Trans>Send</Trans>
          </Button>
        </Flex>
        {replyWindow.open ? (
          <Text size="1" color="gray">
            <Trans>You can reply until {format.dateTime(replyWindow.closesAt)}.</Trans>
          </Text>
        ) : null}
      </Flex>
    </form>
  )
}
