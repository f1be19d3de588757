import StarterKit from '@tiptap/starter-kit'

/**
 * The editor makes only what a document may hold (src/domain/richText.ts, RICH_TEXT_NODES):
 * paragraphs and lists, in bold, italic or struck through. No links, headings or code.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    codeBlock: false,
    code: false,
    horizontalRule: false,
    link: false,
    underline: false,
  }),
]
