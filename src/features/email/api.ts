import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type {
  DraftInput,
  Email,
  MailAction,
  MailActionResult,
  MailPage,
  MailState,
  MailView,
  OpenedEmail,
  SendInput,
} from '@/domain/email/model'
import type { FileRef } from '@/domain/files'
import type { RichText } from '@/domain/richText'
import { api } from '@/runtime/api'

/** The backend resource: a change in any tab refreshes every open view of the mailbox. */
const RESOURCE = 'email'

export interface MailListParams {
  view: MailView
  q: string
  page: number
  itemsPerPage: number
}

const viewParams = (view: MailView): Record<string, string> =>
  'label' in view ? { label: view.label } : { filter: view.filter }

export const mailListQuery = ({ view, q, page, itemsPerPage }: MailListParams) =>
  queryOptions({
    queryKey: [RESOURCE, 'list', { ...viewParams(view), q, page, itemsPerPage }] as const,
    queryFn: () => {
      const params = new URLSearchParams({
        ...viewParams(view),
        page: String(page),
        itemsPerPage: String(itemsPerPage),
      })
      if (q) params.set('q', q)
      return api.get<MailPage>(`/email/messages?${params}`)
    },
    placeholderData: keepPreviousData,
  })

/** A message, with its previous and next in the view and search it is read from. */
export const openedEmailQuery = (id: string, view: MailView, q: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'message', id, { ...viewParams(view), q }] as const,
    queryFn: () => {
      const params = new URLSearchParams(viewParams(view))
      if (q) params.set('q', q)
      return api.get<OpenedEmail>(`/email/messages/${encodeURIComponent(id)}?${params}`)
    },
  })

export const downloadAttachment = (file: FileRef) => api.blob(`/email/attachments/${encodeURIComponent(file.id)}`)

export const uploadAttachment = (file: File) =>
  api.post<FileRef>(`/email/attachments?name=${encodeURIComponent(file.name)}`, file)

function useMailChange<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  return useResourceMutation(RESOURCE, call, { invalidateOnFailure: true })
}

export const useMailAction = () =>
  useMailChange(({ ids, action }: { ids: string[]; action: MailAction }) =>
    api.post<MailActionResult>('/email/messages/actions', { ids, action }),
  )
export const useRestoreStates = () =>
  useMailChange((states: MailState[]) => api.put<unknown>('/email/messages/states', { states }))
export const useDeleteForever = () =>
  useMailChange((ids: string[]) => api.post<unknown>('/email/messages/delete', { ids }))
/** A message, a new draft and a reply go with their submission's idempotency key: each is sent once. */
export const useSend = () =>
  useMailChange(({ input, idempotencyKey }: { input: SendInput; idempotencyKey: string }) =>
    api.post<Email>('/email/messages', input, { idempotencyKey }),
  )
export const useSaveDraft = () =>
  useMailChange(({ id, input, idempotencyKey }: { id: string | null; input: DraftInput; idempotencyKey: string }) =>
    id
      ? api.put<Email>(`/email/drafts/${encodeURIComponent(id)}`, input)
      : api.post<Email>('/email/drafts', input, { idempotencyKey }),
  )
export const useReply = () =>
  useMailChange(({ id, message, idempotencyKey }: { id: string; message: RichText; idempotencyKey: string }) =>
    api.post<Email>(`/email/messages/${encodeURIComponent(id)}/replies`, { message }, { idempotencyKey }),
  )
