import { z } from 'zod'
import type { FileRef } from '@/domain/files'
import { MAX_ATTACHMENTS } from '@/domain/files'
import { richTextOf, type RichText } from '@/domain/richText'

/**
 * The e-mail app (docs/product.md, "Email"): a workspace's mailbox. A message sits in one folder;
 * trash is a flag (`isDeleted`) so a restored message goes back where it was; starred and the
 * labels cut across folders.
 */
export const MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam'] as const
export type MailFolder = (typeof MAIL_FOLDERS)[number]

/** The sidebar's views: `/apps/email/filter/{filter}`. */
export const MAIL_FILTERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const
export type MailFilter = (typeof MAIL_FILTERS)[number]

/** `/apps/email/label/{label}`. */
export const MAIL_LABELS = ['personal', 'company', 'important', 'private'] as const
export type MailLabel = (typeof MAIL_LABELS)[number]

export interface MailAddress {
  name: string
  email: string
}

export interface MailReply {
  id: string
  from: MailAddress
  to: MailAddress[]
  message: RichText
  time: string
}

/** What a message's flags are: what the bulk actions change and what Undo puts back. */
export interface MailState {
  id: string
  folder: MailFolder
  isDeleted: boolean
  isRead: boolean
  isStarred: boolean
  labels: MailLabel[]
}

export interface Email extends MailState {
  from: MailAddress
  to: MailAddress[]
  cc: MailAddress[]
  bcc: MailAddress[]
  subject: string
  message: RichText
  attachments: FileRef[]
  /** When it was sent or received (a draft: last saved), an ISO instant. */
  time: string
  replies: MailReply[]
}

/** A row of the list: the message without its body and thread. */
export interface EmailSummary extends MailState {
  from: MailAddress
  to: MailAddress[]
  subject: string
  excerpt: string
  time: string
  attachmentCount: number
  replyCount: number
}

/** The sidebar's badges: unread in the inbox and in spam, drafts waiting. */
export interface MailCounts {
  inbox: number
  draft: number
  spam: number
}

/** The list's answer: a page of rows, how many match, and the sidebar's badges. */
export interface MailPage {
  items: EmailSummary[]
  total: number
  counts: MailCounts
}

/** One message with its neighbours in the view it was opened from. */
export interface OpenedEmail {
  email: Email
  previous: string | null
  next: string | null
}

/** A bulk action's answer: the flags of the messages it changed as they were before (for Undo). */
export interface MailActionResult {
  before: MailState[]
  counts: MailCounts
}

/** Where a list is: a folder view or a label. */
export type MailView = { filter: MailFilter } | { label: MailLabel }

export const isMailFilter = (value: unknown): value is MailFilter =>
  (MAIL_FILTERS as readonly unknown[]).includes(value)
export const isMailLabel = (value: unknown): value is MailLabel => (MAIL_LABELS as readonly unknown[]).includes(value)

/** Whether a message shows in a view. Trash holds the deleted messages and nothing else shows them. */
export function inView(message: MailState, view: MailView): boolean {
  if ('label' in view) return !message.isDeleted && message.labels.includes(view.label)
  if (view.filter === 'trash') return message.isDeleted
  if (message.isDeleted) return false
  return view.filter === 'starred' ? message.isStarred : message.folder === view.filter
}

export function countsOf(messages: readonly MailState[]): MailCounts {
  const live = messages.filter((message) => !message.isDeleted)
  return {
    inbox: live.filter((message) => message.folder === 'inbox' && !message.isRead).length,
    draft: live.filter((message) => message.folder === 'draft').length,
    spam: live.filter((message) => message.folder === 'spam' && !message.isRead).length,
  }
}

/**
 * A bulk action on selected messages. `move` applies to received mail only (inbox and spam):
 * what one sent or drafted is never "spam". `restore` takes a message out of the trash.
 */
export const mailActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('trash') }),
  z.object({ kind: z.literal('restore') }),
  z.object({ kind: z.literal('move'), folder: z.enum(['inbox', 'spam']) }),
  z.object({ kind: z.literal('read'), value: z.boolean() }),
  z.object({ kind: z.literal('star'), value: z.boolean() }),
  z.object({ kind: z.literal('label'), label: z.enum(MAIL_LABELS), value: z.boolean() }),
])
export type MailAction = z.output<typeof mailActionSchema>

/** The message after the action, or null when the action does not apply to it (left as it is). */
export function applyAction(message: MailState, action: MailAction): MailState | null {
  switch (action.kind) {
    case 'trash':
      return message.isDeleted ? null : { ...message, isDeleted: true }
    case 'restore':
      return message.isDeleted ? { ...message, isDeleted: false } : null
    case 'move':
      if (message.folder !== 'inbox' && message.folder !== 'spam') return null
      return message.folder === action.folder && !message.isDeleted
        ? null
        : { ...message, folder: action.folder, isDeleted: false }
    case 'read':
      return message.isRead === action.value ? null : { ...message, isRead: action.value }
    case 'star':
      return message.isStarred === action.value ? null : { ...message, isStarred: action.value }
    case 'label': {
      const has = message.labels.includes(action.label)
      if (has === action.value) return null
      const labels = action.value
        ? MAIL_LABELS.filter((label) => label === action.label || message.labels.includes(label))
        : message.labels.filter((label) => label !== action.label)
      return { ...message, labels }
    }
  }
}

/** The label toggle of a selection: removes the label when every selected message has it. */
export function labelToggle(selected: readonly MailState[], label: MailLabel): MailAction {
  return { kind: 'label', label, value: !selected.every((message) => message.labels.includes(label)) }
}

/** The read toggle of a selection: marks read unless every selected message is read already. */
export function readToggle(selected: readonly MailState[]): Extract<MailAction, { kind: 'read' }> {
  return { kind: 'read', value: !selected.every((message) => message.isRead) }
}

export const mailStateSchema = z.object({
  id: z.string().min(1),
  folder: z.enum(MAIL_FOLDERS),
  isDeleted: z.boolean(),
  isRead: z.boolean(),
  isStarred: z.boolean(),
  labels: z.array(z.enum(MAIL_LABELS)).max(MAIL_LABELS.length),
})

export const MAIL_BODY_MAX_JSON = 40_000
const bodySchema = richTextOf(MAIL_BODY_MAX_JSON)
const address = z.email().max(254)

/**
 * The recipients field as typed: addresses separated by commas, semicolons or spaces. Returns the
 * addresses, or the first piece that is not one.
 */
export function parseRecipients(text: string): { ok: true; emails: string[] } | { ok: false; invalid: string } {
  const pieces = text
    .split(/[\s,;]+/)
    .map((piece) => piece.trim())
    .filter(Boolean)
  for (const piece of pieces) if (!address.safeParse(piece).success) return { ok: false, invalid: piece }
  return { ok: true, emails: [...new Set(pieces.map((piece) => piece.toLowerCase()))] }
}

const recipients = z.array(address).max(50)

/** A draft: anything typed so far (addresses that are there must be addresses). */
export const draftSchema = z.object({
  to: recipients,
  cc: recipients,
  bcc: recipients,
  subject: z.string().max(200),
  message: bodySchema,
  attachmentIds: z.array(z.string().min(1)).max(MAX_ATTACHMENTS),
})
export type DraftInput = z.output<typeof draftSchema>

/** A message to send: at least one recipient in To, and something in the subject or the body. */
export const sendSchema = draftSchema.extend({ to: recipients.min(1), draftId: z.string().min(1).nullable() })
export type SendInput = z.output<typeof sendSchema>

export const replySchema = z.object({ message: bodySchema })

/** Previous and next in the list shown, for the reading view's arrows. */
export function neighboursOf(ids: readonly string[], id: string): { previous: string | null; next: string | null } {
  const at = ids.indexOf(id)
  if (at === -1) return { previous: null, next: null }
  return { previous: ids[at - 1] ?? null, next: ids[at + 1] ?? null }
}
