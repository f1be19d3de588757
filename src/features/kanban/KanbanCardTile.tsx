import { Plural, useLingui } from '@lingui/react/macro'
import { Badge, Card, Flex, IconButton, Text } from '@radix-ui/themes'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconGripVertical, IconMessage, IconPaperclip } from '@tabler/icons-react'
import { UserAvatar } from '@/components/avatar'
import { useFormat } from '@/components/format'
import type { KanbanCard } from '@/domain/kanban/board'
import { LABEL_COLORS, LABEL_NAMES } from './labels'

/**
 * A card on the board: its labels, title, due day, comments and people. The grip moves it (a
 * pointer, or Space then the arrow keys); the title opens it.
 */
export function KanbanCardTile({ card, columnId, onOpen }: { card: KanbanCard; columnId: string; onOpen: () => void }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card', columnId },
  })
  const comments = card.comments.length
  const files = card.attachments?.length ?? 0
  return (
    <li
      ref={setNodeRef}
      className="kanban-card"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Card size="1">
        <Flex direction="column" gap="2">
          <Flex gap="2" align="start" justify="between">
            <Flex gap="1" wrap="wrap">
              {card.labels.map((label) => (
                <Badge key={label} color={LABEL_COLORS[label]} size="1">
                  {i18n._(LABEL_NAMES[label])}
                </Badge>
              ))}
            </Flex>
            <IconButton
              ref={setActivatorNodeRef}
              size="1"
              variant="ghost"
              color="gray"
              aria-label={t`Move card ${card.title}`}
              {...attributes}
              {...listeners}
              className="kanban-grip"
            >
              <IconGripVertical size={16} aria-hidden />
            </IconButton>
          </Flex>
          <button type="button" className="kanban-card__title" onClick={onOpen}>
            <Text size="2" weight="medium">
              {card.title}
            </Text>
          </button>
          <Flex gap="3" align="center" justify="between" wrap="wrap">
            <Flex gap="3" align="center">
              {card.dueDate && (
                <Text size="1" color="gray">
                  {format.date(card.dueDate, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
                </Text>
              )}
              {files > 0 && (
                <Text size="1" color="gray" className="kanban-card__count">
                  <IconPaperclip size={14} aria-hidden />
                  <Plural value={files} one="# file" other="# files" />
                </Text>
              )}
              {comments > 0 && (
                <Text size="1" color="gray" className="kanban-card__count">
                  <IconMessage size={14} aria-hidden />
                  <Plural value={comments} one="# comment" other="# comments" />
                </Text>
              )}
            </Flex>
            <Flex className="kanban-card__members">
              {card.members.map((member) => (
                <UserAvatar key={member} name={member} size="1" labelled />
              ))}
            </Flex>
          </Flex>
        </Flex>
      </Card>
    </li>
  )
}
