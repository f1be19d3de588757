import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, DropdownMenu, Flex, Heading, IconButton, TextField } from '@radix-ui/themes'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconDots, IconGripVertical, IconPlus } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { useSubmissionKey } from '@/components/form'
import { notify } from '@/components/toast'
import type { KanbanCard, KanbanColumn } from '@/domain/kanban/board'
import { useAddCard, useDeleteColumn, useRenameColumn } from './api'
import { KanbanCardTile } from './KanbanCardTile'

/** A column: its title (renamed in place), its cards in order, and a field to add one. */
export function KanbanColumnLane({
  column,
  cards,
  onOpenCard,
}: {
  column: KanbanColumn
  cards: KanbanCard[]
  onOpenCard: (id: string) => void
}) {
  const { t } = useLingui()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: column.id,
    data: { type: 'column' },
  })
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const remove = useDeleteColumn()
  const headingId = `kanban-column-${column.id}`
  return (
    <section
      ref={setNodeRef}
      className="kanban-column"
      aria-labelledby={headingId}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Flex align="center" justify="between" gap="2" className="kanban-column__header">
        {renaming ? (
          <RenameForm column={column} onDone={() => setRenaming(false)} />
        ) : (
          <Heading as="h2" size="3" id={headingId} className="kanban-column__title">
            {column.title}
          </Heading>
        )}
        <Flex gap="1" align="center">
          <DropdownMenu.Root>
            <DropdownMenu.Trigger>
              <IconButton size="1" variant="ghost" color="gray" aria-label={t`Actions for ${column.title}`}>
                <IconDots size={16} aria-hidden />
              </IconButton>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content>
              <DropdownMenu.Item onSelect={() => setRenaming(true)}>
                <Trans>Rename</Trans>
              </DropdownMenu.Item>
              <DropdownMenu.Item color="red" onSelect={() => setDeleting(true)}>
                <Trans>Delete</Trans>
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
          <IconButton
            ref={setActivatorNodeRef}
            size="1"
            variant="ghost"
            color="gray"
            aria-label={t`Move column ${column.title}`}
            className="kanban-grip"
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </IconButton>
        </Flex>
      </Flex>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete the column “${column.title}”?`}
        description={
          <Plural
            value={cards.length}
            _0="The column is empty."
            one="Its card is deleted with it, for good."
            other="Its # cards are deleted with it, for good."
          />
        }
        cancelLabel={t`Keep it`}
        confirmLabel={t`Delete`}
        onConfirm={() =>
          remove.mutate(column.id, {
            onSuccess: () => notify.success(t`The column “${column.title}” is deleted.`),
            onError: () => notify.error(t`The column could not be deleted. Try again.`),
          })
        }
      />
      <SortableContext items={column.cardIds} strategy={verticalListSortingStrategy}>
        <ul className="kanban-column__cards" aria-labelledby={headingId}>
          {cards.map((card) => (
            <KanbanCardTile key={card.id} card={card} columnId={column.id} onOpen={() => onOpenCard(card.id)} />
          ))}
        </ul>
      </SortableContext>
      <AddCardForm column={column} />
    </section>
  )
}

function RenameForm({ column, onDone }: { column: KanbanColumn; onDone: () => void }) {
  const { t } = useLingui()
  const rename = useRenameColumn()
  const [title, setTitle] = useState(column.title)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = title.trim()
    if (next === '' || next === column.title) return onDone()
    rename.mutate(
      { id: column.id, title: next },
      { onSuccess: onDone, onError: () => notify.error(t`The column could not be renamed. Try again.`) },
    )
  }
  return (
    <form onSubmit={submit} className="kanban-column__rename">
      <TextField.Root
        autoFocus
        size="2"
        aria-label={t`Column title`}
        value={title}
        maxLength={40}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={submit}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
      />
    </form>
  )
}

function AddCardForm({ column }: { column: KanbanColumn }) {
  const { t } = useLingui()
  const add = useAddCard()
  const submission = useSubmissionKey()
  const [open, setOpen] = useState(false)
  const [title, setTitle] = useState('')
  if (!open)
    return (
      <Button variant="ghost" color="gray" onClick={() => setOpen(true)} className="kanban-column__add">
        <IconPlus size={16} aria-hidden />
        <Trans>Add a card</Trans>
      </Button>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (title.trim() === '') return
    add.mutate(
      { columnId: column.id, title: title.trim(), idempotencyKey: submission.keyFor() },
      {
        onSuccess: () => {
          submission.succeeded()
          setTitle('')
        },
        onError: () => notify.error(t`The card could not be added. Try again.`),
      },
    )
  }
  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="2">
        <TextField.Root
          autoFocus
          aria-label={t`Title of the new card in ${column.title}`}
          placeholder={t`What needs doing?`}
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        />
        <Flex gap="2">
          <Button type="submit" size="1" loading={add.isPending}>
            <Trans>Add card</Trans>
          </Button>
          <Button type="button" size="1" variant="soft" color="gray" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
