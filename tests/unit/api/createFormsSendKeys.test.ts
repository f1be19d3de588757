/* eslint-disable react-hooks/rules-of-hooks -- the hooks' React parts are mocked below: they run as plain functions. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DIALOG_KINDS } from '@/domain/dialogs/schemas'
import { endpointSpecOf } from '@/mocks/endpoint'
import { createMockServer } from '@/mocks/node'

/**
 * What reaches the API client: every request is recorded and answered with an empty object, so
 * that a feature's create function can be run alone and its request read back.
 */
const sent = vi.hoisted(() => [] as { path: string; options?: { idempotencyKey?: string } }[])
vi.mock('@/runtime/api', () => {
  const answer = async () => ({})
  return {
    api: {
      get: answer,
      patch: answer,
      put: answer,
      delete: answer,
      blob: answer,
      post: async (path: string, _body?: unknown, options?: { idempotencyKey?: string }) => {
        sent.push({ path, options })
        return { reference: 'R-1', created: [] }
      },
    },
  }
})
// A mutation hook's request function, run as its form runs it: variables reach it untouched.
vi.mock('@/components/mutation', () => ({
  useResourceMutation: (_resources: unknown, request: (variables: unknown) => Promise<unknown>) => ({
    mutateAsync: request,
  }),
}))
vi.mock('@tanstack/react-query', async (original) => ({
  ...(await original<typeof import('@tanstack/react-query')>()),
  useQueryClient: () => ({}),
  useMutation: ({ mutationFn }: { mutationFn: (variables: unknown) => Promise<unknown> }) => ({
    mutateAsync: mutationFn,
  }),
}))

const { useAddUser } = await import('@/features/users/api')
const invoices = await import('@/features/invoices/api')
const { useAddEvent } = await import('@/features/calendar/api')
const kanban = await import('@/features/kanban/api')
const email = await import('@/features/email/api')
const products = await import('@/features/ecommerce/products/api')
const customers = await import('@/features/ecommerce/customers/api')
const { useInvite } = await import('@/features/ecommerce/marketing/api')
const { useSaveDialog } = await import('@/features/dialogs/api')
const frontPages = await import('@/features/front-pages/api')
const { useLaunchSignup } = await import('@/features/pages/api')
const { useStartConnection } = await import('@/features/integrations/api')
const account = await import('@/features/account/api')
const { useImportContacts } = await import('@/features/contacts/api')
const chat = await import('@/features/chat/api')

type Send = (idempotencyKey: string) => Promise<unknown>

/**
 * Every create the app's forms and buttons make, by the backend route it reaches, run the way the
 * form runs it with its submission's key. The body is beside the point here: the key must go out.
 */
const CREATES: Record<string, Send> = {
  '/api/users': (idempotencyKey) => useAddUser().mutateAsync({ input: {} as never, idempotencyKey }),
  '/api/integrations/instagram/connect': (idempotencyKey) => useStartConnection().mutateAsync({ idempotencyKey }),
  '/api/invoices': (idempotencyKey) => invoices.useCreateInvoice().mutateAsync({ input: {} as never, idempotencyKey }),
  '/api/invoices/:id/duplicate': (idempotencyKey) =>
    invoices.useDuplicateInvoice().mutateAsync({ id: '5001', idempotencyKey }),
  '/api/invoices/:id/payments': (idempotencyKey) =>
    invoices.useAddPayment('5001').mutateAsync({ input: {} as never, idempotencyKey }),
  '/api/invoices/:id/send': (idempotencyKey) =>
    invoices.useSendInvoice('5001').mutateAsync({ input: {} as never, idempotencyKey }),
  '/api/calendar/events': (idempotencyKey) => useAddEvent().mutateAsync({ event: {} as never, idempotencyKey }),
  '/api/kanban/columns': (idempotencyKey) => kanban.useAddColumn().mutateAsync({ title: 'Ideas', idempotencyKey }),
  '/api/kanban/columns/:id/cards': (idempotencyKey) =>
    kanban.useAddCard().mutateAsync({ columnId: 'c1', title: 'Polls', idempotencyKey }),
  '/api/kanban/cards/:id/comments': (idempotencyKey) =>
    kanban.useAddComment().mutateAsync({ id: 'k1', body: {} as never, idempotencyKey }),
  '/api/email/messages': (idempotencyKey) => email.useSend().mutateAsync({ input: {} as never, idempotencyKey }),
  '/api/email/drafts': (idempotencyKey) =>
    email.useSaveDraft().mutateAsync({ id: null, input: {} as never, idempotencyKey }),
  '/api/email/messages/:id/replies': (idempotencyKey) =>
    email.useReply().mutateAsync({ id: 'm1', message: {} as never, idempotencyKey }),
  '/api/ecommerce/products': (idempotencyKey) =>
    products.useCreateProduct().mutateAsync({ input: {} as never, idempotencyKey }),
  '/api/ecommerce/categories': (idempotencyKey) =>
    products.useCreateCategory().mutateAsync({ input: {} as never, idempotencyKey }),
  '/api/ecommerce/customers': (idempotencyKey) =>
    customers.useAddCustomer().mutateAsync({ input: {} as never, idempotencyKey }),
  '/api/ecommerce/customers/:id/addresses': (idempotencyKey) =>
    customers.useAddAddress('cu1').mutateAsync({ address: {} as never, idempotencyKey }),
  '/api/ecommerce/referrals': (idempotencyKey) => useInvite().mutateAsync({ input: { emails: [] }, idempotencyKey }),
  '/api/contact': (idempotencyKey) =>
    frontPages.useSendContactMessage().mutateAsync({ message: {} as never, idempotencyKey }),
  '/api/front/payments': (idempotencyKey) =>
    frontPages.usePayForPlan().mutateAsync({ payment: {} as never, idempotencyKey }),
  '/api/launch-signups': (idempotencyKey) => useLaunchSignup().mutateAsync({ request: { email: '' }, idempotencyKey }),
  '/api/account/cards': (idempotencyKey) => account.addCard({ card: {} as never, idempotencyKey }),
  '/api/account/api-keys': (idempotencyKey) =>
    account.useCreateApiKey().mutateAsync({ input: {} as never, idempotencyKey }),
  '/api/contacts/import': (idempotencyKey) => useImportContacts().mutateAsync({ csv: '', idempotencyKey }),
  '/api/chat/threads/:threadId/notes': (idempotencyKey) =>
    chat.useAddNote('a:1').mutateAsync({ text: 'Ask the shop.', idempotencyKey }),
  '/api/chat/saved-replies': (idempotencyKey) =>
    chat.useSaveReply().mutateAsync({ title: 'Hours', text: 'We open at 9 am.', idempotencyKey }),
  ...Object.fromEntries(
    DIALOG_KINDS.map((kind): [string, Send] => [
      `/api/pages/dialogs/${kind}`,
      (idempotencyKey) => useSaveDialog(kind).mutateAsync({ values: {} as never, idempotencyKey }),
    ]),
  ),
}

/** Create routes whose form is not run here, and why. */
const ELSEWHERE: Record<string, string> = {
  '/api/automations': "the automations feature's, which keys its own creates",
  '/api/automations/:id/duplicate': "the automations feature's, which keys its own creates",
  '/api/chat/threads/:threadId/messages': "the chat's, which keys its own sends",
  '/api/chat/threads/:threadId/messages/:sendId/retry': "the chat's, which keys its own sends",
  '/api/wizards/:kind': 'the kit wizard: tests/component/wizard/wizardSubmissionKey.test.tsx',
  '/api/front/checkout': 'the kit wizard: tests/component/wizard/wizardSubmissionKey.test.tsx',
  '/api/integrations/instagram/callback':
    "Instagram's answer, keyed by its state: tests/component/integrations/completeConnection.test.tsx",
  '/api/email/attachments': 'a file picked is an upload, not a form submission',
  '/api/ecommerce/products/images': 'a file picked is an upload, not a form submission',
}

const isCreate = (path: string, can: unknown) =>
  (Array.isArray(can) && can[0] === 'create') || (can === 'public' && !/webhooks|__mock/.test(path))

/** `/api/invoices/:id/duplicate` as a pattern the client's `/invoices/5001/duplicate` matches. */
const routePattern = (route: string) =>
  new RegExp(`^${route.replace(/^\/api/, '').replace(/:[^/]+/g, '[^/?]+')}(\\?.*)?$`)

afterEach(() => {
  sent.length = 0
})

describe("the app's create forms", () => {
  it('cover every create endpoint of the backend', () => {
    const { backend } = createMockServer({ projectId: 'demo-conversa' })
    const creates = backend.routes
      .filter((route) => route.method === 'POST' && isCreate(route.path, endpointSpecOf(route.resolve)?.can))
      .map((route) => route.path)
    expect(creates.length).toBeGreaterThan(20)
    expect(creates.filter((path) => !Object.hasOwn(CREATES, path) && !Object.hasOwn(ELSEWHERE, path))).toEqual([])
  })

  for (const [route, send] of Object.entries(CREATES))
    it(`send their submission's idempotency key to POST ${route}`, async () => {
      await send(`key-of ${route}`)
      expect(sent).toHaveLength(1)
      expect(sent[0]!.path).toMatch(routePattern(route))
      expect(sent[0]!.options?.idempotencyKey).toBe(`key-of ${route}`)
    })
})
