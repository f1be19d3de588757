import { http, json } from '@/server/http/route'
import {
  CONTACT_STATUSES,
  contactEditSchema,
  contactStatusChangeSchema,
  type CatalogueContact,
} from '@/domain/catalogue/contacts'
import type { ListPage } from '@/domain/list'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { workspaceContacts, type StoredContact } from '../catalogue/seedContacts'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import { queryList, type ListSpec } from '../listQuery'
import type { MockBackend } from '../types'

const CONTACTS = `${API}/catalogue/contacts`

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
const REFUSED = 'catalogue/invalid'

/**
 * The UI catalogue's data table (`/tables/data-table`): the workspace's demo contacts, listed,
 * edited one at a time and changed in bulk. Reading needs `read Page`, changing `update Page`
 * (the template pages' subject, src/mocks/api/roles.ts); a contact of another workspace is a 404.
 */
export function catalogueTableHandlers(backend: MockBackend) {
  const mine = (user: VerifiedIdToken) => workspaceContacts(backend.db, user.uid, backend.now())
  const contactOf = async (user: VerifiedIdToken, id: unknown) =>
    typeof id === 'string' ? (await mine(user)).find((contact) => contact.id === id) : undefined

  return [
    http.get(
      CONTACTS,
      endpoint(backend, { can: ['read', 'Page'], query: LIST }, async ({ user, query }) => {
        const page = queryList(await mine(user), query, LIST)
        return json<ListPage<CatalogueContact>>({ items: page.items.map(rowOf), total: page.total })
      }),
    ),
    // Before `/:id`, which would otherwise take "status" for an id.
    http.post(
      `${CONTACTS}/status`,
      endpoint(
        backend,
        { can: ['update', 'Page'], body: contactStatusChangeSchema, refusedAs: REFUSED },
        async ({ user, body }) => {
          const ids = new Set(body.ids)
          const own = (await mine(user)).filter((contact) => ids.has(contact.id))
          // All or nothing: one id that is not the workspace's refuses the whole change.
          if (own.length !== ids.size) return noContact()
          await backend.db.transaction(async (db) => {
            const contacts = db.collection<StoredContact>('catalogueContacts')
            for (const contact of own) await contacts.update(contact.id, { status: body.status })
          })
          return json({ updated: own.length })
        },
      ),
    ),
    http.get(
      `${CONTACTS}/:id`,
      endpoint(backend, { can: ['read', 'Page'] }, async ({ params, user }) => {
        const contact = await contactOf(user, params.id)
        return contact ? json(rowOf(contact)) : noContact()
      }),
    ),
    http.patch(
      `${CONTACTS}/:id`,
      endpoint(
        backend,
        { can: ['update', 'Page'], body: contactEditSchema, refusedAs: REFUSED },
        async ({ params, user, body }) => {
          const contact = await contactOf(user, params.id)
          if (!contact) return noContact()
          const saved = await backend.db.collection<StoredContact>('catalogueContacts').update(contact.id, body)
          return saved ? json(rowOf(saved)) : noContact()
        },
      ),
    ),
  ]
}
