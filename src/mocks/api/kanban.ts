import { http, json } from '@/server/http/route'
import { z } from 'zod'
import {
  applyOrder,
  boardOrderSchema,
  cardEditSchema,
  columnTitleSchema,
  isReorderOf,
  newCardSchema,
  type KanbanBoard,
  type KanbanCard,
} from '@/domain/kanban/board'
import { MAX_ATTACHMENTS } from '@/domain/files'
import { hasText, richTextSchema } from '@/domain/richText'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { endpoint } from '../endpoint'
import { fileDownload, keepUpload, type StoredFile } from '../files/storedFiles'
import { API, apiError } from '../http'
import { workspaceBoard, type StoredBoard } from '../kanban/workspaceBoard'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import { profileOf } from './profiles'
import { todayOf } from './workspaces'

const BASE = `${API}/kanban`

const publicOf = ({ id: _id, ownerUid: _owner, ...board }: StoredBoard): KanbanBoard => board
const missing = (what: 'column' | 'card') =>
  apiError(404, `kanban/no-${what}`, `There is no such ${what} on your board.`)
const REFUSED = 'kanban/invalid'
const orderChange = z.object({ version: z.number().int(), order: boardOrderSchema })
const newComment = z.object({ body: richTextSchema.refine(hasText) })

/**
 * `/api/kanban` (docs/product.md, "Kanban"): the caller's workspace's board, checked against their
 * rules on `Kanban`. Every change is one transaction on the whole board and raises its version.
 */
export function kanbanHandlers(backend: MockBackend) {
  const filesOf = (card: KanbanCard | undefined) => (card?.attachments ?? []).map((file) => file.id)
  /** Removes files no card holds any more (after the board was saved without them). */
  const dropFiles = async (ids: readonly string[]) => {
    for (const id of ids) await backend.db.collection<StoredFile>('storedFiles').remove(id)
  }

  /** Applies `edit` to the caller's board in one transaction; a Response from it is the answer. */
  async function change(
    user: VerifiedIdToken,
    edit: (board: StoredBoard) => StoredBoard | Response,
  ): Promise<Response> {
    await workspaceBoard(backend.db, user.uid, todayOf(backend))
    const outcome = await backend.db.transaction(async (db) => {
      const boards = db.collection<StoredBoard>('kanbanBoards')
      const board = await boards.get(user.uid)
      if (!board) return missing('column')
      const next = edit(structuredClone(board))
      if (next instanceof Response) return next
      const saved = { ...next, version: board.version + 1 }
      await boards.update(user.uid, saved)
      return saved
    })
    return outcome instanceof Response ? outcome : json<KanbanBoard>(publicOf(outcome))
  }

  return [
    http.get(
      BASE,
      endpoint(backend, { can: ['read', 'Kanban'] }, async ({ user }) =>
        json<KanbanBoard>(publicOf(await workspaceBoard(backend.db, user.uid, todayOf(backend)))),
      ),
    ),
    http.put(
      `${BASE}/order`,
      endpoint(
        backend,
        { can: ['update', 'Kanban'], body: orderChange, refusedAs: REFUSED },
        async ({ user, body: { version, order } }) =>
          change(user, (board) =>
            // Computed from another version of the board (another tab moved or added something): refused.
            board.version !== version || !isReorderOf(board, order)
              ? apiError(409, 'kanban/stale', 'The board changed meanwhile. It is shown as it is now.')
              : applyOrder(board, order),
          ),
      ),
    ),
    http.post(
      `${BASE}/columns`,
      endpoint(
        backend,
        { can: ['create', 'Kanban'], body: columnTitleSchema, refusedAs: REFUSED },
        async ({ user, body }) =>
          change(user, (board) =>
            board.columns.length >= 12
              ? apiError(409, 'kanban/too-many-columns', 'A board holds at most 12 columns.')
              : {
                  ...board,
                  columns: [...board.columns, { id: `column-${crypto.randomUUID()}`, title: body.title, cardIds: [] }],
                },
          ),
      ),
    ),
    http.patch(
      `${BASE}/columns/:id`,
      endpoint(
        backend,
        { can: ['update', 'Kanban'], body: columnTitleSchema, refusedAs: REFUSED },
        async ({ params, user, body }) =>
          change(user, (board) => {
            const column = board.columns.find((each) => each.id === params.id)
            if (!column) return missing('column')
            column.title = body.title
            return board
          }),
      ),
    ),
    http.delete(
      `${BASE}/columns/:id`,
      endpoint(backend, { can: ['delete', 'Kanban'] }, async ({ params, user }) => {
        let files: string[] = []
        const answer = await change(user, (board) => {
          const column = board.columns.find((each) => each.id === params.id)
          if (!column) return missing('column')
          files = column.cardIds.flatMap((id) => filesOf(board.cards[id]))
          for (const id of column.cardIds) delete board.cards[id]
          return { ...board, columns: board.columns.filter((each) => each !== column) }
        })
        await dropFiles(files)
        return answer
      }),
    ),
    http.post(
      `${BASE}/columns/:id/cards`,
      endpoint(
        backend,
        { can: ['create', 'Kanban'], body: newCardSchema, refusedAs: REFUSED },
        async ({ params, user, body }) =>
          change(user, (board) => {
            const column = board.columns.find((each) => each.id === params.id)
            if (!column) return missing('column')
            const id = `card-${crypto.randomUUID()}`
            board.cards[id] = {
              id,
              title: body.title,
              dueDate: null,
              labels: [],
              members: [],
              comments: [],
              attachments: [],
            }
            column.cardIds.push(id)
            return board
          }),
      ),
    ),
    http.put(
      `${BASE}/cards/:id`,
      endpoint(
        backend,
        { can: ['update', 'Kanban'], body: cardEditSchema, refusedAs: REFUSED },
        async ({ params, user, body }) =>
          change(user, (board) => {
            const card = board.cards[String(params.id)]
            if (!card) return missing('card')
            board.cards[card.id] = { ...card, ...body }
            return board
          }),
      ),
    ),
    http.delete(
      `${BASE}/cards/:id`,
      endpoint(backend, { can: ['delete', 'Kanban'] }, async ({ params, user }) => {
        let files: string[] = []
        const answer = await change(user, (board) => {
          const id = String(params.id)
          if (!board.cards[id]) return missing('card')
          files = filesOf(board.cards[id])
          delete board.cards[id]
          return {
            ...board,
            columns: board.columns.map((column) => ({
              ...column,
              cardIds: column.cardIds.filter((each) => each !== id),
            })),
          }
        })
        await dropFiles(files)
        return answer
      }),
    ),
    http.post(
      `${BASE}/cards/:id/attachments`,
      endpoint(backend, { can: ['update', 'Kanban'] }, async ({ request, params, user }) => {
        const board = await workspaceBoard(backend.db, user.uid, todayOf(backend))
        const card = board.cards[String(params.id)]
        if (!card) return missing('card')
        if ((card.attachments ?? []).length >= MAX_ATTACHMENTS)
          return apiError(409, 'kanban/too-many-files', `A card holds at most ${MAX_ATTACHMENTS} files.`)
        const kept = await keepUpload(backend.db, request, user.uid, 'kanban')
        if (kept instanceof Response) return kept
        const answer = await change(user, (current) => {
          const target = current.cards[card.id]
          if (!target) return missing('card')
          target.attachments = [...(target.attachments ?? []), kept]
          return current
        })
        if (!answer.ok) await dropFiles([kept.id])
        return answer
      }),
    ),
    http.delete(
      `${BASE}/cards/:id/attachments/:fileId`,
      endpoint(backend, { can: ['update', 'Kanban'] }, async ({ params, user }) => {
        const fileId = String(params.fileId)
        const answer = await change(user, (board) => {
          const card = board.cards[String(params.id)]
          if (!card?.attachments?.some((file) => file.id === fileId)) return missing('card')
          card.attachments = card.attachments.filter((file) => file.id !== fileId)
          return board
        })
        if (answer.ok) await dropFiles([fileId])
        return answer
      }),
    ),
    http.get(
      `${BASE}/attachments/:fileId`,
      endpoint(backend, { can: ['read', 'Kanban'] }, async ({ params, user }) =>
        fileDownload(backend.db, String(params.fileId), user.uid, 'kanban'),
      ),
    ),
    http.post(
      `${BASE}/cards/:id/comments`,
      endpoint(
        backend,
        { can: ['update', 'Kanban'], body: newComment, refusedAs: REFUSED },
        async ({ params, user, body: { body: comment } }) => {
          const profile = await profileOf(backend.db.collection<Profile>('profiles'), user)
          const at = new Date(backend.now()).toISOString()
          return change(user, (board) => {
            const card = board.cards[String(params.id)]
            if (!card) return missing('card')
            card.comments.push({
              id: crypto.randomUUID(),
              author: profile?.fullName ?? user.email ?? '',
              at,
              body: comment,
            })
            return board
          })
        },
      ),
    ),
  ]
}
