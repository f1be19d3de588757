import { z } from 'zod'

/**
 * Rich text as the editors make it (Tiptap's JSON document), kept as data and shown again by the
 * same editor read only: never stored or rendered as HTML, so nothing a person types can run.
 * Kanban comments and e-mail bodies use it (docs/product.md, "Kanban" and "Email").
 */
export type RichText = { type: 'doc'; content?: unknown[] }

/** What a document may hold: paragraphs and lists of text in bold, italic or struck through. */
export const RICH_TEXT_NODES = [
  'doc',
  'paragraph',
  'text',
  'bulletList',
  'orderedList',
  'listItem',
  'hardBreak',
] as const
export const RICH_TEXT_MARKS = ['bold', 'italic', 'strike'] as const

/** Whether `node` is a document of those nodes and marks only (what the editors can make). */
export function isRichText(node: unknown, depth = 0): boolean {
  if (!node || typeof node !== 'object' || depth > 20) return false
  const { type, text, content, marks, ...rest } = node as Record<string, unknown>
  if (!(RICH_TEXT_NODES as readonly unknown[]).includes(type)) return false
  if ((depth === 0) !== (type === 'doc')) return false
  // Lists carry their attributes (where an ordered one starts, its type); nothing else does.
  const isList = type === 'bulletList' || type === 'orderedList'
  if (Object.keys(rest).some((key) => key !== 'attrs') || (rest.attrs !== undefined && !isList)) return false
  if (type === 'text' ? typeof text !== 'string' : text !== undefined) return false
  if (marks !== undefined) {
    if (!Array.isArray(marks)) return false
    for (const mark of marks)
      if (!mark || !(RICH_TEXT_MARKS as readonly unknown[]).includes((mark as { type?: unknown }).type)) return false
  }
  return content === undefined || (Array.isArray(content) && content.every((child) => isRichText(child, depth + 1)))
}

/** A document checked for shape and for its size as JSON before it is kept. */
export const richTextOf = (maxJsonLength: number) =>
  z
    .custom<RichText>((doc) => isRichText(doc), { error: 'rich-text' })
    .refine((doc) => JSON.stringify(doc).length <= maxJsonLength, { error: 'too-long' })

/** A comment-sized document. */
export const richTextSchema = richTextOf(8_000)

/** Whether a document says anything: the editor's empty document has no text. */
export function hasText(doc: RichText): boolean {
  return plainTextOf(doc).trim() !== ''
}

/** The document's words, its blocks separated by a space: for excerpts and search. */
export function plainTextOf(doc: RichText): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { text, content } = node as { text?: unknown; content?: unknown }
    if (typeof text === 'string') parts.push(text)
    else if (Array.isArray(content)) {
      content.forEach(walk)
      parts.push(' ')
    }
  }
  walk(doc)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** A document of plain paragraphs (seed data, a quoted message). */
export function paragraphsDoc(paragraphs: readonly string[]): RichText {
  return {
    type: 'doc',
    content: paragraphs.map((text) =>
      text === '' ? { type: 'paragraph' } : { type: 'paragraph', content: [{ type: 'text', text }] },
    ),
  }
}
