import { http, json } from '@/server/http/route'
import { z } from 'zod'
import type {
  ContactChange,
  ContactDetail,
  ContactSummary,
  ContactVocabulary,
  ImportPreview,
  ImportResult,
} from '@/domain/contacts/apiTypes'
import { contactsToCsv, readContactsCsv } from '@/domain/contacts/csv'
import { checkFieldValue, fieldDefinitionsSchema, fieldKeySchema, fieldTypeOf } from '@/domain/contacts/fields'
import { inSegment, segmentInputSchema, type Segment } from '@/domain/contacts/segments'
import { CONTACT_SOURCES } from '@/domain/contacts/source'
import type { ListPage } from '@/domain/list'
import type { ContactState } from '@/server/automations/store'
import { endpoint, invalidRequest } from '../endpoint'
import { API, apiError } from '../http'
import { invalidListQuery, parseListQuery, queryList, type ListQuery, type ListSpec } from '../listQuery'
import type { MockBackend } from '../types'
import { automationServiceOf } from './automationService'
import { eraseContact } from './contactErasure'
import {
  definitionsOf,
  fieldDefinitionsOf,
  parseContactId,
  summaryOf,
  timelineOf,
  workspaceContacts,
} from './contactSources'
import { segmentsOf, type StoredSegment } from './contactSegments'
import { usernamesOf } from './instagramPeople'

const BASE = `${API}/contacts`
const notFound = () => apiError(404, 'contacts/not-found', 'No such contact.')

const tagsSchema = z.array(z.string().trim().min(1).max(60)).max(100)
const changeSchema = z.strictObject({
  addTags: tagsSchema.optional(),
  removeTags: tagsSchema.optional(),
  fields: z.record(fieldKeySchema, z.string().max(500).nullable()).optional(),
}) satisfies z.ZodType<ContactChange>

const csvSchema = z.object({ csv: z.string().min(1).max(5_000_000) })

/** The list's spec: its filters' values are the workspace's own tags and segments. */
function contactListSpec(tags: readonly string[], segments: readonly Segment[]): ListSpec<ContactSummary> {
  return {
    searchIn: (contact) => [
      contact.username,
      contact.contactId,
      contact.accountUsername,
      ...Object.values(contact.fields),
    ],
    sortable: {
      username: (contact) => contact.username ?? contact.contactId,
      firstInteractionAt: (contact) => contact.firstInteractionAt,
      lastInteractionAt: (contact) => contact.lastInteractionAt,
    },
    defaultSort: { sortBy: 'lastInteractionAt', orderBy: 'desc' },
    filters: {
      tag: { values: tags, matches: (contact, tag) => contact.tags.includes(tag) },
      source: { values: CONTACT_SOURCES, matches: (contact, source) => contact.source === source },
      segment: {
        values: segments.map((segment) => segment.id),
        matches: (contact, id) => {
          const segment = segments.find((candidate) => candidate.id === id)
          return segment !== undefined && inSegment(contact, segment.conditions)
        },
      },
      optedOut: { values: ['yes', 'no'], matches: (contact, value) => contact.optedOut === (value === 'yes') },
    },
  }
}

const withoutOwner = ({ ownerUid: _owner, createdAt: _created, ...segment }: StoredSegment): Segment => segment

/**
 * /api/contacts: the people the workspace's accounts heard from (the engine's contact records are
 * the one source of their tags and fields), their timelines, hand edits, custom field definitions,
 * segments, CSV export and import, and erasure on request.
 */
export function contactHandlers(backend: MockBackend) {
  const service = automationServiceOf(backend)

  /** The workspace's contacts and what its list filters on. */
  const listed = async (workspaceId: string) => {
    const [{ contacts, holdings }, segments] = await Promise.all([
      workspaceContacts(backend, workspaceId),
      segmentsOf(backend).ownedBy(workspaceId),
    ])
    const tags = [...new Set(contacts.flatMap((contact) => contact.tags))].sort((a, b) => a.localeCompare(b))
    return { contacts, holdings, tags, segments: segments.map(withoutOwner) }
  }

  const findContact = async (workspaceId: string, id: string) => {
    const key = parseContactId(id)
    if (!key) return null
    const { contacts, holdings } = await workspaceContacts(backend, workspaceId)
    const contact = contacts.find(
      (candidate) => candidate.accountId === key.accountId && candidate.contactId === key.contactId,
    )
    return contact ? { contact, holdings } : null
  }

  /** The list query read against the workspace's own filter values; every page when exporting. */
  const filteredList = async (workspaceId: string, url: URL, everything: boolean) => {
    const { contacts, tags, segments } = await listed(workspaceId)
    const spec = contactListSpec(tags, segments)
    const parsed = parseListQuery(url, spec)
    if (!parsed.ok) return { refused: invalidListQuery(parsed.fields) }
    const query: ListQuery = everything ? { ...parsed.query, page: 1, itemsPerPage: -1 } : parsed.query
    return { page: queryList(contacts, query, spec) }
  }

  return [
    http.get(
      BASE,
      endpoint(backend, { can: ['read', 'Contact'] }, async ({ workspace, request }) => {
        const result = await filteredList(workspace.id, new URL(request.url), false)
        return result.refused ?? json<ListPage<ContactSummary>>(result.page)
      }),
    ),
    http.get(
      `${BASE}/vocabulary`,
      endpoint(backend, { can: ['read', 'Contact'] }, async ({ workspace }) => {
        const [{ contacts, holdings, tags, segments }, fields] = await Promise.all([
          listed(workspace.id),
          definitionsOf(backend, workspace.id),
        ])
        const defined = new Set(fields.map((field) => field.key))
        const untypedFields = [...new Set(contacts.flatMap((contact) => Object.keys(contact.fields)))]
          .filter((key) => !defined.has(key))
          .sort((a, b) => a.localeCompare(b))
        return json<ContactVocabulary>({
          tags,
          fields,
          untypedFields,
          segments,
          accounts: [...holdings.byAccount.values()].map(({ accountId, username }) => ({ accountId, username })),
        })
      }),
    ),
    http.get(
      `${BASE}/export`,
      endpoint(backend, { can: ['read', 'Contact'] }, async ({ workspace, request }) => {
        const result = await filteredList(workspace.id, new URL(request.url), true)
        if (result.refused) return result.refused
        const definitions = await definitionsOf(backend, workspace.id)
        const keys = [
          ...definitions.map((field) => field.key),
          ...[...new Set(result.page.items.flatMap((contact) => Object.keys(contact.fields)))]
            .filter((key) => !definitions.some((field) => field.key === key))
            .sort((a, b) => a.localeCompare(b)),
        ]
        return new Response(contactsToCsv(result.page.items, keys), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="contacts.csv"',
          },
        })
      }),
    ),
    http.put(
      `${BASE}/fields`,
      endpoint(
        backend,
        { can: ['manage', 'Contact'], body: z.object({ fields: fieldDefinitionsSchema }) },
        async ({ workspace, body }) => {
          await fieldDefinitionsOf(backend).insert({ id: workspace.id, ownerUid: workspace.id, fields: body.fields })
          return json(body.fields)
        },
      ),
    ),
    http.post(
      `${BASE}/segments`,
      endpoint(backend, { can: ['manage', 'Contact'], body: segmentInputSchema }, async ({ workspace, body }) => {
        const segment: StoredSegment = {
          ...body,
          id: `seg-${backend.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
          ownerUid: workspace.id,
          createdAt: backend.now(),
        }
        await segmentsOf(backend).insert(segment)
        return json<Segment>(withoutOwner(segment), { status: 201 })
      }),
    ),
    http.delete(
      `${BASE}/segments/:id`,
      endpoint(backend, { can: ['manage', 'Contact'] }, async ({ workspace, params }) => {
        const segment = await segmentsOf(backend).get(params.id ?? '')
        if (segment?.ownerUid !== workspace.id) return apiError(404, 'contacts/not-found', 'No such segment.')
        await segmentsOf(backend).remove(segment.id)
        return new Response(null, { status: 204 })
      }),
    ),
    http.post(
      `${BASE}/import/preview`,
      // Reading a file writes nothing: whoever may see the contacts may see what it would do.
      endpoint(backend, { can: ['read', 'Contact'], body: csvSchema }, async ({ workspace, body }) => {
        const { preview } = await readImport(workspace.id, body.csv)
        return json<ImportPreview>(preview)
      }),
    ),
    http.post(
      `${BASE}/import`,
      endpoint(backend, { can: ['create', 'Contact'], body: csvSchema }, async ({ workspace, body }) => {
        const { preview, contacts } = await readImport(workspace.id, body.csv)
        if (preview.missingColumns.length > 0)
          return apiError(422, 'contacts/import-unreadable', 'The file lacks the columns account and igsid.')
        // Written together: the engine's state is saved once, with every row, under its lock.
        const result = await service.withEngine(workspace.id, async ({ store, holdings }) => {
          let created = 0
          for (const row of contacts) {
            if (!holdings.byAccount.has(row.accountId)) continue
            const existing = store.getContact(row.accountId, row.contactId)
            if (!existing) created += 1
            const base: ContactState = existing ?? { accountId: row.accountId, contactId: row.contactId, tags: [] }
            const merged: ContactState = {
              ...base,
              tags: [...new Set([...base.tags, ...row.tags])],
              fields: { ...base.fields, ...row.fields },
            }
            if (row.username && !merged.username) merged.username = row.username
            if (row.source && !merged.source) merged.source = row.source
            if (row.firstInteractionAt !== null)
              merged.firstInteractionAt = Math.min(merged.firstInteractionAt ?? Infinity, row.firstInteractionAt)
            if (row.lastInteractionAt !== null)
              merged.lastInteractionAt = Math.max(merged.lastInteractionAt ?? -Infinity, row.lastInteractionAt)
            // An opt-out is the person's own word: an import may record one, never lift one.
            if (row.optedOut && merged.optedOutAt === undefined)
              merged.optedOutAt = row.lastInteractionAt ?? backend.now()
            store.putContact(merged)
          }
          return { created, updated: contacts.length - created }
        })
        return json<ImportResult>(result)
      }),
    ),
    http.get(
      `${BASE}/:id`,
      endpoint(backend, { can: ['read', 'Contact'] }, async ({ workspace, params }) => {
        const found = await findContact(workspace.id, params.id ?? '')
        if (!found) return notFound()
        const timeline = await timelineOf(backend, workspace.id, found.holdings, found.contact)
        return json<ContactDetail>({ ...found.contact, timeline })
      }),
    ),
    http.patch(
      `${BASE}/:id`,
      endpoint(backend, { can: ['update', 'Contact'], body: changeSchema }, async ({ workspace, params, body }) => {
        const found = await findContact(workspace.id, params.id ?? '')
        if (!found) return notFound()
        const definitions = await definitionsOf(backend, workspace.id)
        const refused: Record<string, string> = {}
        for (const [key, value] of Object.entries(body.fields ?? {})) {
          if (value === null || value.trim() === '') continue
          const checked = checkFieldValue(fieldTypeOf(definitions, key), value)
          if (!checked.ok) refused[`fields.${key}`] = checked.reason
        }
        if (Object.keys(refused).length > 0) return invalidRequest(refused)
        const { accountId, contactId } = found.contact
        const saved = await service.withEngine(workspace.id, async ({ store }) => {
          const state = store.getContact(accountId, contactId)
          if (!state) return null
          const fields = { ...state.fields }
          for (const [key, value] of Object.entries(body.fields ?? {}))
            if (value === null || value.trim() === '') delete fields[key]
            else fields[key] = value.trim()
          const removed = new Set(body.removeTags)
          const next: ContactState = {
            ...state,
            tags: [...new Set([...state.tags.filter((tag) => !removed.has(tag)), ...(body.addTags ?? [])])],
            fields,
          }
          store.putContact(next)
          return next
        })
        if (!saved) return notFound()
        return json<ContactSummary>(summaryOf(saved, found.holdings, await usernamesOf(backend, found.holdings)))
      }),
    ),
    http.delete(
      `${BASE}/:id`,
      endpoint(backend, { can: ['delete', 'Contact'] }, async ({ workspace, params }) => {
        const found = await findContact(workspace.id, params.id ?? '')
        if (!found) return notFound()
        await eraseContact(backend, workspace.id, found.contact)
        return new Response(null, { status: 204 })
      }),
    ),
  ]

  async function readImport(workspaceId: string, csv: string) {
    const [{ contacts, holdings }, definitions] = await Promise.all([
      workspaceContacts(backend, workspaceId),
      definitionsOf(backend, workspaceId),
    ])
    return readContactsCsv(csv, {
      accounts: [...holdings.byAccount.values()].map(({ accountId, username }) => ({ accountId, username })),
      definitions,
      existing: new Set(contacts.map((contact) => contact.id)),
    })
  }
}
