import { describe, expect, it } from 'vitest'
import { hasText, isRichText, paragraphsDoc, plainTextOf } from '@/domain/richText'

describe('rich text (kanban comments, e-mail bodies)', () => {
  it('lets a document hold only paragraphs and lists of plain, bold, italic or struck text', () => {
    const comment = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Ship it', marks: [{ type: 'bold' }] }] },
        {
          type: 'orderedList',
          attrs: { start: 1 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'today' }] }] }],
        },
      ],
    }
    expect(isRichText(comment)).toBe(true)
    expect(hasText(comment as never)).toBe(true)
    expect(hasText({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe(false)
    const link = { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }
    expect(isRichText({ type: 'doc', content: [{ type: 'paragraph', content: [link] }] })).toBe(false)
    expect(isRichText({ type: 'doc', content: [{ type: 'heading', content: [] }] })).toBe(false)
    expect(isRichText({ type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'x' } }] })).toBe(false)
    expect(isRichText({ type: 'paragraph' })).toBe(false)
    expect(isRichText({ type: 'doc', content: [{ type: 'doc' }] })).toBe(false)
  })

  it('reads a document as words for excerpts and search, its blocks apart', () => {
    const doc = paragraphsDoc(['Hello Ana,', '', 'The reel is ready.'])
    expect(plainTextOf(doc)).toBe('Hello Ana, The reel is ready.')
    expect(isRichText(doc)).toBe(true)
    expect(hasText(paragraphsDoc(['', '  ']))).toBe(false)
  })
})
