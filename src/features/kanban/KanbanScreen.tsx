import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, TextField } from '@radix-ui/themes'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { apiErrorMessage, QueryContent } from '@/components/feedback'
import { useSubmissionKey } from '@/components/form'
import { notify } from '@/components/toast'
import { ApiError } from '@/lib/apiClient'
import { locate, moveCard, moveColumn, orderOf, type BoardOrder, type KanbanBoard } from '@/domain/kanban/board'
import { boardQuery, useAddColumn, useReorder } from './api'
import { CardDrawer } from './CardDrawer'
import './kanban.css'
import { KanbanColumnLane } from './KanbanColumnLane'

/**
 * `/apps/kanban` (docs/product.md, "Kanban"): the workspace's board. Cards move within and across
 * columns, and columns move, by pointer or by keyboard (Space, the arrows, Space again), each drop
 * saved at once with the version of the board it was made from.
 */
export default function KanbanScreen() {
  const { t } = useLingui()
  const board = useQuery(boardQuery())
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Kanban</Trans>
      </Heading>
      <QueryContent query={board} loading={t`Loading the board…`}>
        {(data) => <Board board={data} />}
      </QueryContent>
    </Flex>
  )
}

function Board({ board }: { board: KanbanBoard }) {
  const { t, i18n } = useLingui()
  const reorder = useReorder()
  // While dragging, the order on screen is this one; a drop saves it.
  const [dragged, setDragged] = useState<BoardOrder | null>(null)
  const [openCard, setOpenCard] = useState<string | null>(null)
  const order = dragged ?? orderOf(board)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const titleOf = (id: UniqueIdentifier) =>
    board.cards[String(id)]?.title ?? board.columns.find((column) => column.id === id)?.title ?? ''
  const columnOf = (current: BoardOrder, id: UniqueIdentifier) =>
    current.find((column) => column.id === id) ?? current[locate(current, String(id))?.column ?? -1]
  // What a screen reader hears: where the card or column is now, in the order on screen.
  const latest = useRef(order)
  useLayoutEffect(() => {
    latest.current = order
  })
  const placeOf = (id: UniqueIdentifier) => {
    const current = latest.current
    const columnIndex = current.findIndex((column) => column.id === id)
    if (columnIndex >= 0) {
      const position = columnIndex + 1
      const count = current.length
      return t`${titleOf(id)} is column ${position} of ${count}.`
    }
    const at = locate(current, String(id))
    if (!at) return ''
    const column = current[at.column]!
    const columnTitle = titleOf(column.id)
    const position = at.index + 1
    const count = column.cardIds.length
    return t`${titleOf(id)} is in ${columnTitle}, position ${position} of ${count}.`
  }
  const announcements = useMemo(
    (): Announcements => ({
      onDragStart: ({ active }) => `${t`Picked up ${titleOf(active.id)}.`} ${placeOf(active.id)}`,
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id ? t`${titleOf(active.id)} is over ${titleOf(over.id)}.` : placeOf(active.id),
      onDragEnd: ({ active }) => `${t`Dropped ${titleOf(active.id)}.`} ${placeOf(active.id)}`,
      onDragCancel: ({ active }) => t`Moving ${titleOf(active.id)} was cancelled; it is back where it was.`,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- places are read from the latest order when announced
    [t, board],
  )

  /** A card dragged over another column joins it there at once, so the drop lands where it shows. */
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || active.data.current?.type !== 'card') return
    const current = dragged ?? orderOf(board)
    const from = columnOf(current, active.id)
    const to = columnOf(current, over.id)
    if (!from || !to || from.id === to.id) return
    const index = over.data.current?.type === 'card' ? to.cardIds.indexOf(String(over.id)) : to.cardIds.length
    setDragged(moveCard(current, String(active.id), to.id, index))
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = dragged ?? orderOf(board)
    setDragged(null)
    if (!over) return
    let next: BoardOrder
    if (active.data.current?.type === 'column') {
      const target = columnOf(current, over.id)
      if (!target) return
      next = moveColumn(current, String(active.id), current.indexOf(target))
    } else {
      const to = columnOf(current, over.id)
      if (!to) return
      const index = over.data.current?.type === 'card' ? to.cardIds.indexOf(String(over.id)) : to.cardIds.length
      next = moveCard(current, String(active.id), to.id, index)
    }
    if (JSON.stringify(next) === JSON.stringify(orderOf(board))) return
    reorder.mutate(
      { version: board.version, order: next },
      {
        onError: (error) =>
          notify.error(
            error instanceof ApiError && error.code === 'kanban/stale'
              ? t`The board changed in another tab meanwhile; it now shows the latest.`
              : i18n._(apiErrorMessage(error)),
          ),
      },
    )
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: t`To move a card or a column, press Space on its handle, move it with the arrow keys, and press Space again to drop it. Escape cancels.`,
          },
        }}
      >
        <SortableContext items={order.map((column) => column.id)} strategy={horizontalListSortingStrategy}>
          <div className="kanban-board">
            {order.map((column) => {
              // A column another tab deleted mid-drag is gone from the board: it is not drawn.
              const stored = board.columns.find((each) => each.id === column.id)
              if (!stored) return null
              return (
                <KanbanColumnLane
                  key={column.id}
                  column={{ ...stored, cardIds: column.cardIds }}
                  cards={column.cardIds.flatMap((id) => board.cards[id] ?? [])}
                  onOpenCard={setOpenCard}
                />
              )
            })}
            <AddColumnForm />
          </div>
        </SortableContext>
      </DndContext>
      <CardDrawer card={openCard ? (board.cards[openCard] ?? null) : null} onClose={() => setOpenCard(null)} />
    </>
  )
}

function AddColumnForm() {
  const { t } = useLingui()
  const add = useAddColumn()
  const submission = useSubmissionKey()
  const [title, setTitle] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (title.trim() === '') return
    add.mutate(
      { title: title.trim(), idempotencyKey: submission.keyFor() },
      {
        onSuccess: () => {
          submission.succeeded()
          setTitle('')
        },
        onError: () => notify.error(t`The column could not be added. Try again.`),
      },
    )
  }
  return (
    <form onSubmit={submit} className="kanban-column kanban-column--new">
      <Flex direction="column" gap="2">
        <TextField.Root
          aria-label={t`Title of a new column`}
          placeholder={t`New column`}
          value={title}
          maxLength={40}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" variant="soft" loading={add.isPending}>
          <IconPlus size={16} aria-hidden />
          <Trans>Add column</Trans>
        </Button>
      </Flex>
    </form>
  )
}
