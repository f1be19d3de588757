import type { KanbanBoard, KanbanCard, KanbanLabel } from '@/domain/kanban/board'
import type { CollectionSpec, Database } from '@/server/storage/database'

/**
 * The kanban app's data (docs/product.md, "Kanban"): one board per workspace (id: its uid), made
 * at its first visit from the board below, its due dates counted from that day.
 */
export interface StoredBoard extends KanbanBoard {
  id: string
  ownerUid: string
}

export const kanbanBoardsCollection: CollectionSpec<StoredBoard> = {
  name: 'kanbanBoards',
  isValid: (board) =>
    typeof board.ownerUid === 'string' &&
    Array.isArray(board.columns) &&
    typeof board.cards === 'object' &&
    board.cards !== null &&
    Number.isInteger(board.version),
  announce: { resources: ['kanban'], owners: (board) => [board.ownerUid] },
}

type SeedCard = [title: string, labels: KanbanLabel[], members: string[], dueInDays: number | null]

/** A social-media team's week: what a workspace using Conversa plans on its board. */
const SEED: { title: string; cards: SeedCard[] }[] = [
  {
    title: 'To do',
    cards: [
      ['Write the welcome DM for new followers', ['app'], ['Ana Souza'], 3],
      ['Pick the keywords for the spring giveaway', ['forms'], ['Bruno Lima', 'Mei Tanaka'], 5],
      ['Shoot the product reel', ['images'], ['Chloé Martin'], 8],
    ],
  },
  {
    title: 'In progress',
    cards: [
      ['Design the giveaway post', ['images', 'ux'], ['Chloé Martin'], 2],
      ['Quick replies for shipping questions', ['app'], ['Karim Haddad', 'Ana Souza'], 4],
    ],
  },
  {
    title: 'In review',
    cards: [
      ['Story mention thank-you message', ['code-review'], ['Mei Tanaka'], 1],
      ['Monthly engagement report', ['charts'], ['Bruno Lima'], null],
    ],
  },
  {
    title: 'Done',
    cards: [
      ['Connect the shop’s Instagram account', ['app'], ['Karim Haddad'], -2],
      ['Comment reply for the "PRICE" keyword', ['forms', 'app'], ['Ana Souza'], -4],
    ],
  },
]

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

function seededBoard(uid: string, today: string): StoredBoard {
  const cards: Record<string, KanbanCard> = {}
  const columns = SEED.map((column, columnIndex) => ({
    id: `column-${columnIndex + 1}`,
    title: column.title,
    cardIds: column.cards.map(([title, labels, members, due], cardIndex) => {
      const id = `card-${columnIndex + 1}-${cardIndex + 1}`
      cards[id] = {
        id,
        title,
        labels,
        members,
        dueDate: due === null ? null : shiftDay(today, due),
        comments: [],
        attachments: [],
      }
      return id
    }),
  }))
  return { id: uid, ownerUid: uid, columns, cards, version: 1 }
}

/** The caller's board, made on the first call (in a transaction: two tabs make one). */
export async function workspaceBoard(db: Database, uid: string, today: string): Promise<StoredBoard> {
  const boards = db.collection<StoredBoard>('kanbanBoards')
  const existing = await boards.get(uid)
  if (existing) return existing
  return db.transaction(async (tx) => {
    const again = await tx.collection<StoredBoard>('kanbanBoards').get(uid)
    if (again) return again
    const board = seededBoard(uid, today)
    await tx.collection<StoredBoard>('kanbanBoards').insert(board)
    return board
  })
}
