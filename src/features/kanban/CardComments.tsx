import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { UserAvatar } from '@/components/avatar'
import { useSubmissionKey } from '@/components/form'
import { useFormat } from '@/components/format'
import { RichTextEditor, RichTextView } from '@/components/rich-text'
import { notify } from '@/components/toast'
import type { KanbanCard, KanbanComment } from '@/domain/kanban/board'
import { hasText, type RichText } from '@/domain/richText'
import { useAddComment } from './api'

const EMPTY: RichText = { type: 'doc', content: [] }

/** A card's comments, oldest first, and the editor to add one (loaded with Tiptap, on demand). */
export default function CardComments({ card }: { card: KanbanCard }) {
  return (
    <Flex direction="column" gap="3">
      <Heading as="h3" size="3">
        <Trans>Comments</Trans>
      </Heading>
      {card.comments.length === 0 ? (
        <Text as="p" size="2" color="gray">
          <Trans>No comment yet.</Trans>
        </Text>
      ) : (
        <Flex direction="column" gap="3" asChild>
          <ol className="kanban-comments">
            {card.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        </Flex>
      )}
      <CommentEditor cardId={card.id} />
    </Flex>
  )
}

function CommentItem({ comment }: { comment: KanbanComment }) {
  const format = useFormat()
  return (
    <li>
      <Flex gap="2" align="start">
        <UserAvatar name={comment.author} size="1" />
        <Flex direction="column" gap="1" flexGrow="1">
          <Text size="1" color="gray">
            <Text weight="medium" color="gray" highContrast>
              {comment.author}
            </Text>{' '}
            · {format.dateTime(comment.at)}
          </Text>
          <RichTextView doc={comment.body} />
        </Flex>
      </Flex>
    </li>
  )
}

function CommentEditor({ cardId }: { cardId: string }) {
  const { t } = useLingui()
  const add = useAddComment()
  const submission = useSubmissionKey()
  const [body, setBody] = useState<RichText>(EMPTY)
  // A new key after a send gives an empty editor.
  const [round, setRound] = useState(0)
  const send = () => {
    if (!hasText(body)) return
    add.mutate(
      { id: cardId, body, idempotencyKey: submission.keyFor() },
      {
        onSuccess: () => {
          submission.succeeded()
          setBody(EMPTY)
          setRound((value) => value + 1)
          notify.success(t`Your comment is added.`)
        },
        onError: () => notify.error(t`The comment could not be added. Try again.`),
      },
    )
  }
  return (
    <Flex direction="column" gap="2">
      <RichTextEditor key={round} label={t`New comment`} onChange={setBody} />
      <Flex justify="end">
        <Button onClick={send} disabled={!hasText(body)} loading={add.isPending}>
          <Trans>Comment</Trans>
        </Button>
      </Flex>
    </Flex>
  )
}
