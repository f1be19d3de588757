import { z } from 'zod'
import type { FileRef } from '@/domain/files'
import type { RichText } from '@/domain/richText'

/**
 * The kanban app (docs/product.md, "Kanban"): a workspace's board, its columns in order, each
 * holding its cards in order. The moves below are what the screen does while dragging and what the
 * backend accepts: a new order must hold exactly the columns and cards the board holds.
 */
export const KANBAN_LABELS = ['ux', 'images', 'app', 'code-review', 'charts', 'forms'] as const
export type KanbanLabel = (typeof KANBAN_LABELS)[number]

export interface KanbanComment {
  id: string
  author: string
  at: string
  body: RichText
}

export interface KanbanCard {
  id: string
  title: string
  /** A day (`YYYY-MM-DD`), or null. */
  dueDate: string | null
  labels: KanbanLabel[]
  /** Names of the people on it (the workspace's team). */
  members: string[]
  comments: KanbanComment[]
  /** Files attached to it (src/mocks/files keeps their bytes). */
  attachments: FileRef[]
}

export interface KanbanColumn {
  id: string
  title: string
  cardIds: string[]
}

export interface KanbanBoard {
  columns: KanbanColumn[]
  cards: Record<string, KanbanCard>
  /** Raised by every change: a move computed from an older board is refused, not merged. */
  version: number
}

/** The order of a board: its columns, and the cards of each. */
export type BoardOrder = { id: string; cardIds: string[] }[]

export const orderOf = (board: Pick<KanbanBoard, 'columns'>): BoardOrder =>
  board.columns.map(({ id, cardIds }) => ({ id, cardIds: [...cardIds] }))

/** Where a card is: its column and its index there, or null. */
export function locate(order: BoardOrder, cardId: string): { column: number; index: number } | null {
  for (const [column, { cardIds }] of order.entries()) {
    const index = cardIds.indexOf(cardId)
    if (index >= 0) return { column, index }
  }
  return null
}

/** The order with `cardId` moved to `index` of column `toColumnId` (clamped to that column). */
export function moveCard(order: BoardOrder, cardId: string, toColumnId: string, index: number): BoardOrder {
  const from = locate(order, cardId)
  const target = order.findIndex((column) => column.id === toColumnId)
  if (!from || target < 0) return order
  const next = order.map((column) => ({ ...column, cardIds: column.cardIds.filter((id) => id !== cardId) }))
  const cards = next[target]!.cardIds
  cards.splice(Math.max(0, Math.min(index, cards.length)), 0, cardId)
  return next
}

/** The order with column `columnId` moved to `index`. */
export function moveColumn(order: BoardOrder, columnId: string, index: number): BoardOrder {
  const from = order.findIndex((column) => column.id === columnId)
  if (from < 0) return order
  const next = [...order]
  const [moved] = next.splice(from, 1)
  next.splice(Math.max(0, Math.min(index, next.length)), 0, moved!)
  return next
}

/** Whether `order` holds exactly the board's columns and cards, each once: only their places may differ. */
export function isReorderOf(board: Pick<KanbanBoard, 'columns'>, order: BoardOrder): boolean {
  const ids = (list: BoardOrder) => ({
    columns: list.map((column) => column.id).sort(),
    cards: list.flatMap((column) => column.cardIds).sort(),
  })
  const before = ids(orderOf(board))
  const after = ids(order)
  return JSON.stringify(before) === JSON.stringify(after) && new Set(after.cards).size === after.cards.length
}

/** The same order in a board's shape: titles kept, places from `order`. */
export function applyOrder<T extends Pick<KanbanBoard, 'columns'>>(board: T, order: BoardOrder): T {
  const titles = new Map(board.columns.map((column) => [column.id, column.title]))
  return { ...board, columns: order.map(({ id, cardIds }) => ({ id, title: titles.get(id) ?? '', cardIds })) }
}

export const boardOrderSchema = z
  .array(z.object({ id: z.string().min(1).max(80), cardIds: z.array(z.string().min(1).max(80)).max(500) }))
  .max(30)

export const columnTitleSchema = z.object({ title: z.string().trim().min(1).max(40) })
export const newCardSchema = z.object({ title: z.string().trim().min(1).max(120) })

export const cardEditSchema = z.object({
  title: z.string().trim().min(1).max(120),
  dueDate: z.iso.date().nullable(),
  labels: z.array(z.enum(KANBAN_LABELS)).max(KANBAN_LABELS.length),
  members: z.array(z.string().trim().min(1).max(80)).max(10),
})
export type CardEdit = z.output<typeof cardEditSchema>

/** The people a card can be given to: the workspace's team as the seeded board knows it. */
export const KANBAN_TEAM = ['Ana Souza', 'Bruno Lima', 'Chloé Martin', 'Karim Haddad', 'Mei Tanaka'] as const
