import type { ContactFieldDefinition } from './fields'
import type { Segment } from './segments'
import type { ContactSource } from './source'

/** The shapes of /api/contacts, shared by the backend and the screens. */

/** One person talking to one account of the workspace. */
export interface ContactSummary {
  /** `${accountId}-${contactId}`: one person is a contact per account they talk to. */
  id: string
  accountId: string
  accountUsername: string | null
  /** The person's Instagram-scoped id (IGSID). */
  contactId: string
  username: string | null
  source: ContactSource | null
  /** Milliseconds since the epoch. */
  firstInteractionAt: number | null
  lastInteractionAt: number | null
  tags: string[]
  fields: Record<string, string>
  optedOut: boolean
}

export type TimelineItem =
  | { kind: 'event'; at: number; eventKind: string; text: string }
  | { kind: 'run'; at: number; automationId: string; automationName: string; status: string }
  | { kind: 'sent'; at: number; text: string; by: 'automation' | 'person'; automationName?: string }
  | { kind: 'note'; at: number; text: string; author: string | null }

export interface ContactDetail extends ContactSummary {
  /** Newest first. */
  timeline: TimelineItem[]
}

/** The filters the list offers besides search: what the workspace's contacts have. */
export interface ContactVocabulary {
  tags: string[]
  fields: ContactFieldDefinition[]
  /** Field names contacts have that no definition types (flows wrote them): text. */
  untypedFields: string[]
  segments: Segment[]
  accounts: { accountId: string; username: string }[]
}

/**
 * A change made by hand: tags added and removed, fields set (a null or empty value removes one).
 * Each applies to the contact as it is when the change arrives: a tag a flow or a teammate gave
 * them meanwhile stays, whatever the screen showed when the change was made.
 */
export interface ContactChange {
  addTags?: string[]
  removeTags?: string[]
  fields?: Record<string, string | null>
}

export type ImportProblem =
  | { code: 'unknown-account'; value: string }
  | { code: 'missing-id' }
  | { code: 'duplicate'; row: number }
  | { code: 'bad-field'; field: string; reason: string }
  | { code: 'bad-source'; value: string }
  | { code: 'bad-date'; column: string }

export interface ImportRow {
  /** The data row of the file, the first after the header being 1. */
  row: number
  accountId: string | null
  contactId: string
  username: string | null
  /** `update` when the workspace has the contact already: tags and fields are merged in. */
  action: 'create' | 'update'
  problems: ImportProblem[]
}

export interface ImportPreview {
  /** Columns the file lacks (`account`, `igsid`): nothing can be read without them. */
  missingColumns: string[]
  rows: ImportRow[]
  /** Rows without problems: what an import writes. */
  valid: number
}

export interface ImportResult {
  created: number
  updated: number
}
