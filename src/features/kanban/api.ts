import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { applyOrder, type BoardOrder, type CardEdit, type KanbanBoard } from '@/domain/kanban/board'
import type { FileRef } from '@/domain/files'
import type { RichText } from '@/domain/richText'
import { api } from '@/runtime/api'

/** The backend resource: a change in any tab refreshes every view of the board. */
const RESOURCE = 'kanban'

export const boardQuery = () =>
  queryOptions({ queryKey: [RESOURCE, 'board'] as const, queryFn: () => api.get<KanbanBoard>('/kanban') })

/**
 * A change to the board: the backend answers with the whole board, which replaces the one shown.
 * A refusal (the board changed in another tab, say) reloads it, so the screen shows what is true.
 */
function useBoardChange<TVariables>(call: (variables: TVariables) => Promise<KanbanBoard>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (board) => client.setQueryData(boardQuery().queryKey, board),
    onError: () => client.invalidateQueries({ queryKey: [RESOURCE] }),
  })
}

/** Saves a new order at once on screen (a drop must not jump back while the request runs). */
export function useReorder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ version, order }: { version: number; order: BoardOrder }) =>
      api.put<KanbanBoard>('/kanban/order', { version, order }),
    onMutate: async ({ order }) => {
      await client.cancelQueries({ queryKey: boardQuery().queryKey })
      client.setQueryData<KanbanBoard>(boardQuery().queryKey, (board) => board && applyOrder(board, order))
    },
    onSuccess: (board) => client.setQueryData(boardQuery().queryKey, board),
    onError: () => client.invalidateQueries({ queryKey: [RESOURCE] }),
  })
}

const path = (id: string) => encodeURIComponent(id)

/** Columns, cards and comments are added with their submission's idempotency key: a double submit adds one. */
export const useAddColumn = () =>
  useBoardChange(({ title, idempotencyKey }: { title: string; idempotencyKey: string }) =>
    api.post<KanbanBoard>('/kanban/columns', { title }, { idempotencyKey }),
  )
export const useRenameColumn = () =>
  useBoardChange(({ id, title }: { id: string; title: string }) =>
    api.patch<KanbanBoard>(`/kanban/columns/${path(id)}`, { title }),
  )
export const useDeleteColumn = () =>
  useBoardChange((id: string) => api.delete<KanbanBoard>(`/kanban/columns/${path(id)}`))
export const useAddCard = () =>
  useBoardChange(({ columnId, title, idempotencyKey }: { columnId: string; title: string; idempotencyKey: string }) =>
    api.post<KanbanBoard>(`/kanban/columns/${path(columnId)}/cards`, { title }, { idempotencyKey }),
  )
export const useSaveCard = () =>
  useBoardChange(({ id, ...edit }: CardEdit & { id: string }) =>
    api.put<KanbanBoard>(`/kanban/cards/${path(id)}`, edit),
  )
export const useDeleteCard = () => useBoardChange((id: string) => api.delete<KanbanBoard>(`/kanban/cards/${path(id)}`))
export const useAddComment = () =>
  useBoardChange(({ id, body, idempotencyKey }: { id: string; body: RichText; idempotencyKey: string }) =>
    api.post<KanbanBoard>(`/kanban/cards/${path(id)}/comments`, { body }, { idempotencyKey }),
  )
export const useAttachFile = () =>
  useBoardChange(({ id, file }: { id: string; file: File }) =>
    api.post<KanbanBoard>(`/kanban/cards/${path(id)}/attachments?name=${encodeURIComponent(file.name)}`, file),
  )
export const useRemoveFile = () =>
  useBoardChange(({ id, fileId }: { id: string; fileId: string }) =>
    api.delete<KanbanBoard>(`/kanban/cards/${path(id)}/attachments/${path(fileId)}`),
  )
export const downloadCardFile = (file: FileRef) => api.blob(`/kanban/attachments/${path(file.id)}`)
