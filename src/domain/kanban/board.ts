import { z } from 'zod'

/**
 * The kanban app (docs/product.md, "Kanban"): a workspace's board, its columns in order, each
 * holding its cards in order. The moves below are what the screen does while dragging and what the
 * backend accepts: a new order must hold exactly the columns and cards the board holds.
 */
export const KANBAN_LABELS = ['ux', 'images', 'app', 'code-review', 'charts', 'forms'] as const
export type KanbanLabel = (typeof KANBAN_LABELS)[number]

/** A comment's text as the editor saves it (Tiptap's JSON), shown again by the same editor, read only. */
export type RichText = { type: 'doc'; content?: unknown[] }

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

/** What a comment may hold: paragraphs and lists of text in bold, italic or struck through. */
export const RICH_TEXT_NODES = [
  'doc',
  'paragraph',
  'text',
  'bulletList',
  'orderedList',
  'listItem',
  'hardBreak',
] as const
export const RICH_TEXT_MARKS = ['bold', 'italic', 'strike'] as const

/** Whether `node` is a document of those nodes and marks only (what the comment editor can make). */
export function isRichText(node: unknown, depth = 0): boolean {
  if (!node || typeof node !== 'object' || depth > 20) return false
  const { type, text, content, marks, ...rest } = node as Record<string, unknown>
  if (!(RICH_TEXT_NODES as readonly unknown[]).includes(type)) return false
  if ((depth === 0) !== (type === 'doc')) return false
  // Lists carry their attributes (where an ordered one starts, its type); nothing else does.
  const isList = type === 'bulletList' || type === 'orderedList'
  if (Object.keys(rest).some((key) => key !== 'attrs') || (rest.attrs !== undefined && !isList)) return false
  if (type === 'text' ? typeof text !== 'string' : text !== undefined) return false
  if (marks !== undefined) {
    if (!Array.isArray(marks)) return false
    for (const mark of marks)
      if (!mark || !(RICH_TEXT_MARKS as readonly unknown[]).includes((mark as { type?: unknown }).type)) return false
  }
  return content === undefined || (Array.isArray(content) && content.every((child) => isRichText(child, depth + 1)))
}

/** A rich text document as the editor makes it, checked for shape and size before it is kept. */
export const richTextSchema = z
  .custom<RichText>((doc) => isRichText(doc), { error: 'rich-text' })
  .refine((doc) => JSON.stringify(doc).length <= 8_000, { error: 'too-long' })

export const cardEditSchema = z.object({
  title: z.string().trim().min(1).max(120),
  dueDate: z.iso.date().nullable(),
  labels: z.array(z.enum(KANBAN_LABELS)).max(KANBAN_LABELS.length),
  members: z.array(z.string().trim().min(1).max(80)).max(10),
})
export type CardEdit = z.output<typeof cardEditSchema>

/** Whether a comment says anything: the editor's empty document has no text. */
export function hasText(doc: RichText): boolean {
  const walk = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false
    const { text, content } = node as { text?: unknown; content?: unknown }
    if (typeof text === 'string' && text.trim() !== '') return true
    return Array.isArray(content) && content.some(walk)
  }
  return walk(doc)
}

/** The people a card can be given to: the workspace's team as the seeded board knows it. */
export const KANBAN_TEAM = ['Ana Souza', 'Bruno Lima', 'Chloé Martin', 'Karim Haddad', 'Mei Tanaka'] as const
