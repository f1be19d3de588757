import { http, json } from '@/server/http/route'
import type { z } from 'zod'
import {
  CONTACT_STATUSES,
  contactEditSchema,
  contactStatusChangeSchema,
  type CatalogueContact,
} from '@/domain/catalogue/contacts'
import type { ListPage } from '@/domain/list'
import type { Action } from '@/lib/ability'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { workspaceContacts, type StoredContact } from '../catalogue/seedContacts'
import { API, apiError, authenticated } from '../http'
import { invalidListQuery, parseListQuery, queryList, type ListSpec } from '../listQuery'
import type { MockBackend } from '../types'
import { abilityOf } from './workspaces'
import { forbidden } from '../http'

const CONTACTS = `${API}/catalogue/contacts`
type Params = { request: Request; params: Record<string, unknown> }

const LIST: ListSpec<StoredContact> = {
  searchIn: (contact) => [contact.name, contact.username, contact.email, contact.city],
  sortable: {
    name: (contact) => contact.name,
    username: (contact) => contact.username,
    city: (contact) => contact.city,
    status: (contact) => contact.status,
    followers: (contact) => contact.followers,
    lastMessageAt: (contact) => contact.lastMessageAt,
    spend: (contact) => contact.spend,
  },
  defaultSort: { sortBy: 'lastMessageAt', orderBy: 'desc' },
  filters: { status: { values: CONTACT_STATUSES, matches: (contact, status) => contact.status === status } },
}

const rowOf = ({ ownerUid: _owner, ...contact }: StoredContact): CatalogueContact => contact
const noContact = () => apiError(404, 'catalogue/no-contact', 'There is no such contact in your workspace.')
const invalid = (error: z.ZodError) =>
  json(
    {
      error: {
        code: 'catalogue/invalid',
        message: 'Some values are not valid.',
        fields: Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'body', 'invalid'])),
      },
    },
    { status: 422 },
  )

/** The JSON object a request carries, or null (not JSON, not an object). */
async function objectBody(request: Request): Promise<object | null> {
  const body: unknown = await request.json().catch(() => null)
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : null
}

/**
 * The UI catalogue's data table (`/tables/data-table`): the workspace's demo contacts, listed,
 * edited one at a time and changed in bulk. Reading needs `read Page`, changing `update Page`
 * (the template pages' subject, src/mocks/api/roles.ts); a contact of another workspace is a 404.
 */
export function catalogueTableHandlers(backend: MockBackend) {
  const guarded = (action: Action, handler: (args: Params, user: VerifiedIdToken) => Promise<Response>) =>
    authenticated(backend, async (args: Params, user) =>
      (await abilityOf(backend, user)).can(action, 'Page') ? handler(args, user) : forbidden(action, 'Page'),
    )
  const mine = (user: VerifiedIdToken) => workspaceContacts(backend.db, user.uid, backend.now())
  const contactOf = async (user: VerifiedIdToken, id: unknown) =>
    typeof id === 'string' ? (await mine(user)).find((contact) => contact.id === id) : undefined

  return [
    http.get(
      CONTACTS,
      guarded('read', async ({ request }, user) => {
        const parsed = parseListQuery(new URL(request.url), LIST)
        if (!parsed.ok) return invalidListQuery(parsed.fields)
        const page = queryList(await mine(user), parsed.query, LIST)
        return json<ListPage<CatalogueContact>>({ items: page.items.map(rowOf), total: page.total })
      }),
    ),
    // Before `/:id`, which would otherwise take "status" for an id.
    http.post(
      `${CONTACTS}/status`,
      guarded('update', async ({ request }, user) => {
        const body = await objectBody(request)
        if (!body) return apiError(400, 'catalogue/bad-body', 'Send a JSON object.')
        const sent = contactStatusChangeSchema.safeParse(body)
        if (!sent.success) return invalid(sent.error)
        const ids = new Set(sent.data.ids)
        const own = (await mine(user)).filter((contact) => ids.has(contact.id))
        // All or nothing: one id that is not the workspace's refuses the whole change.
        if (own.length !== ids.size) return noContact()
        await backend.db.transaction(async (db) => {
          const contacts = db.collection<StoredContact>('catalogueContacts')
          for (const contact of own) await contacts.update(contact.id, { status: sent.data.status })
        })
        return json({ updated: own.length })
      }),
    ),
    http.get(
      `${CONTACTS}/:id`,
      guarded('read', async ({ params }, user) => {
        const contact = await contactOf(user, params.id)
        return contact ? json(rowOf(contact)) : noContact()
      }),
    ),
    http.patch(
      `${CONTACTS}/:id`,
      guarded('update', async ({ request, params }, user) => {
        const contact = await contactOf(user, params.id)
        if (!contact) return noContact()
        const body = await objectBody(request)
        if (!body) return apiError(400, 'catalogue/bad-body', 'Send a JSON object.')
        const sent = contactEditSchema.safeParse(body)
        if (!sent.success) return invalid(sent.error)
        const saved = await backend.db.collection<StoredContact>('catalogueContacts').update(contact.id, sent.data)
        return saved ? json(rowOf(saved)) : noContact()
      }),
    ),
  ]
}
