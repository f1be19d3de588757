import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Flex, Text } from '@radix-ui/themes'
import type { KeyboardEvent } from 'react'
import { UserAvatar } from '@/components/avatar'
import { EmptyState } from '@/components/empty-state'
import { useFormat } from '@/components/format'
import { Handle } from '@/components/handle'
import type { ChatThreadSummary } from '@/domain/chat/apiTypes'
import { THREAD_STATUS_COLORS, THREAD_STATUS_LABELS } from './labels'

/** The contact's name as the inbox writes it: @username, or the Instagram id when unknown. */
export function contactName(thread: Pick<ChatThreadSummary, 'contact'>): string {
  return thread.contact.username ? `@${thread.contact.username}` : thread.contact.id
}

/** The contact's name on screen, isolated from the text around it (its @ stays in front in Arabic). */
export function ContactName({ thread }: { thread: Pick<ChatThreadSummary, 'contact'> }) {
  return thread.contact.username ? <Handle username={thread.contact.username} /> : <bdi>{thread.contact.id}</bdi>
}

interface ThreadListProps {
  threads: ChatThreadSummary[]
  selected: string
  filtered: boolean
  onSelect: (threadId: string) => void
  onClear: () => void
}

/** Conversations, newest first. Arrow keys, Home and End move between them; Enter opens one. */
export function ThreadList({ threads, selected, filtered, onSelect, onClear }: ThreadListProps) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  if (threads.length === 0)
    return filtered ? (
      <EmptyState
        headingLevel="h3"
        title={t`Nothing matches your search`}
        action={
          <Button variant="soft" onClick={onClear}>
            <Trans>Clear the search and filter</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState
        headingLevel="h3"
        title={t`No conversations yet`}
        description={t`When someone writes to a connected account, the conversation shows up here.`}
      />
    )

  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-thread]')]
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const target =
      event.key === 'ArrowDown'
        ? buttons[Math.min(index + 1, buttons.length - 1)]
        : event.key === 'ArrowUp'
          ? buttons[Math.max(index - 1, 0)]
          : event.key === 'Home'
            ? buttons[0]
            : event.key === 'End'
              ? buttons.at(-1)
              : undefined
    if (!target) return
    event.preventDefault()
    target.focus()
  }

  return (
    <ul className="chat-thread-list" aria-label={t`Conversations, newest first`} onKeyDown={move}>
      {threads.map((thread) => {
        const last = thread.lastMessage
        const lastText = last?.text ?? ''
        const unread = thread.unread
        return (
          <li key={thread.id}>
            <button
              type="button"
              className="chat-thread-button"
              data-thread={thread.id}
              aria-current={thread.id === selected ? 'true' : undefined}
              onClick={() => onSelect(thread.id)}
            >
              <UserAvatar
                name={thread.contact.username ?? thread.contact.id}
                src={thread.contact.avatarUrl ?? undefined}
              />
              <span className="chat-thread-text">
                <Flex justify="between" gap="2" align="baseline">
                  <Text weight={thread.unread > 0 ? 'bold' : 'medium'} size="2" className="chat-ellipsis">
                    <ContactName thread={thread} />
                  </Text>
                  {last ? (
                    <Text size="1" color="gray" style={{ flexShrink: 0 }}>
                      {format.relative(last.at)}
                    </Text>
                  ) : null}
                </Flex>
                <Flex justify="between" gap="2" align="center">
                  {/* The message keeps its own direction inside the sentence (an English reply in Arabic). */}
                  <Text size="1" color="gray" className="chat-ellipsis">
                    {last ? (
                      last.direction === 'out' ? (
                        <Trans>
                          You: <bdi>{lastText}</bdi>
                        </Trans>
                      ) : (
                        <bdi>{lastText}</bdi>
                      )
                    ) : (
                      ''
                    )}
                  </Text>
                  {thread.unread > 0 ? (
                    <Badge radius="full" variant="solid" style={{ flexShrink: 0 }}>
                      <span aria-hidden>{format.number(thread.unread)}</span>
                      <span className="visually-hidden">
                        {t({ message: plural(unread, { one: '# unread', other: '# unread' }) })}
                      </span>
                    </Badge>
                  ) : null}
                </Flex>
                <Text size="1" color="gray" className="chat-ellipsis">
                  <Trans>
                    to <Handle username={thread.accountUsername} />
                  </Trans>
                </Text>
                <span className="chat-thread-meta">
                  <Badge size="1" color={THREAD_STATUS_COLORS[thread.status]} variant="soft">
                    {i18n._(THREAD_STATUS_LABELS[thread.status])}
                  </Badge>
                  <Text size="1" color="gray" className="chat-ellipsis">
                    {thread.assignee ? t`Assigned to ${thread.assignee.name}` : t`Unassigned`}
                  </Text>
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
