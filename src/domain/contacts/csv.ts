import Papa from 'papaparse'
import type { ContactSummary, ImportPreview, ImportProblem, ImportRow } from './apiTypes'
import { checkFieldValue, fieldTypeOf, type ContactFieldDefinition } from './fields'
import { CONTACT_SOURCES, type ContactSource } from './source'

/**
 * Contacts as CSV (RFC 4180, through papaparse): the fixed columns, then one column per field.
 * A field named like a fixed column is written `field:<name>`. Values a spreadsheet would run as
 * a formula (`=`, `+`, `-`, `@` first) are written with a leading `'`, which reading takes off.
 */
const COLUMNS = [
  'account',
  'igsid',
  'username',
  'source',
  'first_interaction',
  'last_interaction',
  'tags',
  'opted_out',
] as const

const FIELD_PREFIX = 'field:'
const TAG_SEPARATOR = ';'

const columnOfField = (key: string) =>
  (COLUMNS as readonly string[]).includes(key) || key.startsWith(FIELD_PREFIX) ? `${FIELD_PREFIX}${key}` : key

const isoOf = (at: number | null) => (at === null ? '' : new Date(at).toISOString())

export function contactsToCsv(contacts: readonly ContactSummary[], fieldKeys: readonly string[]): string {
  const data = contacts.map((contact) => [
    contact.accountUsername ?? contact.accountId,
    contact.contactId,
    contact.username ?? '',
    contact.source ?? '',
    isoOf(contact.firstInteractionAt),
    isoOf(contact.lastInteractionAt),
    contact.tags.join(`${TAG_SEPARATOR} `),
    contact.optedOut ? 'yes' : 'no',
    ...fieldKeys.map((key) => contact.fields[key] ?? ''),
  ])
  return Papa.unparse(
    { fields: [...COLUMNS, ...fieldKeys.map(columnOfField)], data },
    { newline: '\r\n', escapeFormulae: true },
  )
}

/** A contact as a valid row of the file gives it. */
export interface ImportedContact {
  accountId: string
  contactId: string
  username: string | null
  source: ContactSource | null
  firstInteractionAt: number | null
  lastInteractionAt: number | null
  tags: string[]
  fields: Record<string, string>
  optedOut: boolean | null
}

export interface ImportContext {
  accounts: readonly { accountId: string; username: string }[]
  definitions: readonly ContactFieldDefinition[]
  /** The contacts the workspace has, by `${accountId}-${contactId}`. */
  existing: ReadonlySet<string>
}

const unescaped = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value)

/** Reads the file, row by row, saying what is wrong with each: nothing is written from here. */
export function readContactsCsv(
  text: string,
  context: ImportContext,
): { preview: ImportPreview; contacts: ImportedContact[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  })
  const headers = parsed.meta.fields ?? []
  const missingColumns = ['account', 'igsid'].filter((column) => !headers.includes(column))
  if (missingColumns.length > 0) return { preview: { missingColumns, rows: [], valid: 0 }, contacts: [] }
  const fieldColumns = headers.filter((header) => !(COLUMNS as readonly string[]).includes(header))
  const seen = new Map<string, number>()
  const rows: ImportRow[] = []
  const contacts: ImportedContact[] = []
  parsed.data.forEach((raw, index) => {
    const row = index + 1
    const cell = (column: string) => unescaped(raw[column]?.trim() ?? '')
    const problems: ImportProblem[] = []
    const accountText = cell('account').replace(/^@/, '')
    const account = context.accounts.find(
      (candidate) =>
        candidate.accountId === accountText || candidate.username.toLowerCase() === accountText.toLowerCase(),
    )
    if (!account) problems.push({ code: 'unknown-account', value: accountText })
    const contactId = cell('igsid')
    if (!/^[\w.-]+$/.test(contactId)) problems.push({ code: 'missing-id' })
    const key = `${account?.accountId ?? accountText}-${contactId}`
    const earlier = seen.get(key)
    if (earlier !== undefined && contactId) problems.push({ code: 'duplicate', row: earlier })
    else seen.set(key, row)
    const sourceText = cell('source')
    const source = (CONTACT_SOURCES as readonly string[]).includes(sourceText) ? (sourceText as ContactSource) : null
    if (sourceText && !source) problems.push({ code: 'bad-source', value: sourceText })
    const time = (column: string) => {
      const value = cell(column)
      if (!value) return null
      const at = Date.parse(value)
      if (Number.isFinite(at)) return at
      problems.push({ code: 'bad-date', column })
      return null
    }
    const firstInteractionAt = time('first_interaction')
    const lastInteractionAt = time('last_interaction')
    const fields: Record<string, string> = {}
    for (const column of fieldColumns) {
      const value = cell(column)
      if (!value) continue
      const field = column.startsWith(FIELD_PREFIX) ? column.slice(FIELD_PREFIX.length) : column
      const checked = checkFieldValue(fieldTypeOf(context.definitions, field), value)
      if (checked.ok) fields[field] = value
      else problems.push({ code: 'bad-field', field, reason: checked.reason })
    }
    const optedOutText = cell('opted_out').toLowerCase()
    const optedOut = ['yes', 'true', '1'].includes(optedOutText)
      ? true
      : ['no', 'false', '0'].includes(optedOutText)
        ? false
        : null
    const username = cell('username').replace(/^@/, '') || null
    rows.push({
      row,
      accountId: account?.accountId ?? null,
      contactId,
      username,
      action: account && context.existing.has(`${account.accountId}-${contactId}`) ? 'update' : 'create',
      problems,
    })
    if (problems.length > 0 || !account) return
    contacts.push({
      accountId: account.accountId,
      contactId,
      username,
      source,
      firstInteractionAt,
      lastInteractionAt,
      tags: cell('tags')
        .split(TAG_SEPARATOR)
        .map((tag) => tag.trim())
        .filter(Boolean),
      fields,
      optedOut,
    })
  })
  return { preview: { missingColumns: [], rows, valid: contacts.length }, contacts }
}
