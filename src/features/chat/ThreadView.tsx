import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Box, Button, Flex, Heading, IconButton, Spinner, Text } from '@radix-ui/themes'
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCheck,
  IconChecks,
  IconClockHour4,
  IconNote,
  IconRobot,
  IconUser,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { UserAvatar } from '@/components/avatar'
import { ErrorState } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Handle } from '@/components/handle'
import type { ChatMessage, ChatThreadDetail, InboxNote } from '@/domain/chat/apiTypes'
import { useAbility } from '@/runtime/session/useAbility'
import { threadQuery, useMarkRead, useRetrySend, useSendMessage } from './api'
import { Composer } from './Composer'
import { ContactDrawer } from './ContactDrawer'
import { FAILURE_MESSAGES, MARK_LABELS } from './labels'
import { NoteComposer } from './NoteComposer'
import { SavedReplyPicker } from './SavedReplies'
import { PauseNotice } from './PauseNotice'
import { TeamControls } from './TeamControls'
import { ContactName, contactName } from './ThreadList'

interface ThreadViewProps {
  threadId: string
  onBack: () => void
}

/**
 * One conversation: who has it and its status, its messages with their marks and the team's
 * internal notes in time order, the contact's profile, the note box and the composer.
 */
export function ThreadView({ threadId, onBack }: ThreadViewProps) {
  const query = useQuery(threadQuery(threadId))
  const markRead = useMarkRead()
  const thread = query.data
  const unread = thread?.unread ?? 0

  // Opening a thread (or a DM arriving in the open one) reads it.
  useEffect(() => {
    if (unread > 0) markRead.mutate(threadId)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one mark per new unread count
  }, [threadId, unread])

  if (query.error)
    return (
      <Flex direction="column" p="3" gap="3">
        <BackButton onBack={onBack} />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Flex>
    )
  if (!thread)
    return (
      <Flex align="center" gap="2" p="3">
        <Spinner />
        <Text>
          <Trans>Loading the conversation…</Trans>
        </Text>
      </Flex>
    )
  return <Conversation thread={thread} onBack={onBack} />
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useLingui()
  return (
    <IconButton className="chat-back" variant="ghost" aria-label={t`Back to conversations`} onClick={onBack}>
      <IconArrowLeft size={18} aria-hidden />
    </IconButton>
  )
}

function Conversation({ thread, onBack }: { thread: ChatThreadDetail; onBack: () => void }) {
  const { t } = useLingui()
  const name = contactName(thread)
  const send = useSendMessage(thread.id)
  const retry = useRetrySend(thread.id)
  const end = useRef<HTMLLIElement>(null)
  // A viewer reads only: the server refuses their notes and sends, and the screen says so up front.
  const mayWrite = useAbility().can('create', 'Chat')
  const count = thread.messages.length + thread.notes.length + (send.isPending ? 1 : 0)
  const timeline = [
    ...thread.messages.map((message) => ({ at: Date.parse(message.at), message, note: null })),
    ...thread.notes.map((note) => ({ at: Date.parse(note.at), message: null, note })),
  ].sort((a, b) => a.at - b.at)

  // The newest message stays in view as messages arrive.
  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [count])

  return (
    <>
      <Flex align="center" gap="3" p="3" style={{ borderBlockEnd: '1px solid var(--gray-a5)' }}>
        <BackButton onBack={onBack} />
        <UserAvatar name={thread.contact.username ?? thread.contact.id} src={thread.contact.avatarUrl ?? undefined} />
        <Flex direction="column" flexGrow="1" minWidth="0">
          <Heading as="h2" size="3" className="chat-ellipsis">
            <ContactName thread={thread} />
          </Heading>
          <Text size="1" color="gray" className="chat-ellipsis">
            <Trans>
              Writing to <Handle username={thread.accountUsername} />
            </Trans>
          </Text>
        </Flex>
        <ContactDrawer thread={thread} />
      </Flex>
      <TeamControls thread={thread} />
      <div className="chat-scroll">
        <ol className="chat-messages" role="log" aria-label={t`Messages with ${name}`}>
          {timeline.map(({ message, note }) =>
            message ? (
              <MessageBubble
                key={message.id}
                message={message}
                retrying={retry.isPending && retry.variables === message.id}
                onRetry={() => retry.mutate(message.id)}
              />
            ) : (
              <NoteItem key={note!.id} note={note!} />
            ),
          )}
          {send.isPending ? (
            <MessageBubble
              message={{ id: 'pending', direction: 'out', text: send.variables.text, at: new Date().toISOString() }}
              pending
            />
          ) : null}
          <li ref={end} aria-hidden />
        </ol>
      </div>
      {mayWrite ? (
        <NoteComposer threadId={thread.id} />
      ) : (
        <Box px="3" pt="2">
          <Text as="p" size="2" color="gray">
            <Trans>Your role lets you read conversations, not reply to them.</Trans>
          </Text>
        </Box>
      )}
      <PauseNotice thread={thread} />
      <Composer thread={thread} send={send} tools={(insert) => <SavedReplyPicker onPick={insert} />} />
    </>
  )
}

/** A note of the team: set apart from the conversation, never sent to the contact. */
function NoteItem({ note }: { note: InboxNote }) {
  const format = useFormat()
  return (
    <li className="chat-note">
      <Flex align="center" gap="1" mb="1">
        <IconNote size={14} aria-hidden />
        <Text size="1" weight="bold">
          <Trans>Internal note by {note.author.name}</Trans>
        </Text>
      </Flex>
      <Text as="p" size="2" dir="auto">
        {note.text}
      </Text>
      <Text as="div" size="1" color="gray" mt="1">
        <time dateTime={note.at}>{format.dateTime(note.at)}</time>
      </Text>
    </li>
  )
}

interface BubbleProps {
  message: ChatMessage
  pending?: boolean
  retrying?: boolean
  onRetry?: () => void
}

function MessageBubble({ message, pending = false, retrying = false, onRetry }: BubbleProps) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const mark = pending ? 'sent' : message.status
  const MarkIcon =
    mark === 'seen'
      ? IconChecks
      : mark === 'delivered'
        ? IconCheck
        : mark === 'failed'
          ? IconAlertCircle
          : IconClockHour4
  return (
    <li className="chat-bubble" data-direction={message.direction} data-failed={message.status === 'failed'}>
      {message.automated ? (
        <Badge color="blue" variant="soft" mb="1">
          <IconRobot size={14} aria-hidden />
          {message.automated.automationName ? t`Automated: ${message.automated.automationName}` : t`Automated`}
        </Badge>
      ) : message.sentBy ? (
        <Badge color="gray" variant="soft" mb="1">
          <IconUser size={14} aria-hidden />
          {t`Sent by ${message.sentBy.name}`}
        </Badge>
      ) : null}
      {message.kind === 'story_reply' ? (
        <Text as="div" size="1" color="gray">
          <Trans>Replied to your story</Trans>
        </Text>
      ) : message.kind === 'story_mention' ? (
        <Text as="div" size="1" color="gray">
          <Trans>Mentioned you in their story</Trans>
        </Text>
      ) : message.kind === 'postback' ? (
        <Text as="div" size="1" color="gray">
          <Trans>Tapped a button</Trans>
        </Text>
      ) : null}
      {message.text ? (
        <Text as="p" size="2" dir="auto">
          {message.text}
        </Text>
      ) : null}
      <Flex gap="2" align="center" justify="end" mt="1">
        <Text size="1" color="gray">
          <time dateTime={message.at}>{format.dateTime(message.at)}</time>
        </Text>
        {mark ? (
          <Text
            size="1"
            color={mark === 'failed' ? 'red' : 'gray'}
            style={{ display: 'inline-flex', gap: 2, alignItems: 'center' }}
          >
            <MarkIcon size={14} aria-hidden />
            {i18n._(MARK_LABELS[mark])}
          </Text>
        ) : null}
      </Flex>
      {message.failure ? (
        <Flex direction="column" gap="2" mt="2" align="start">
          <Text size="2" color="red">
            {i18n._(FAILURE_MESSAGES[message.failure.reason])}
          </Text>
          <Button size="1" variant="soft" color="red" onClick={onRetry} loading={retrying}>
            <Trans>Retry</Trans>
          </Button>
        </Flex>
      ) : null}
    </li>
  )
}
