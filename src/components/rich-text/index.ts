// Tiptap arrives on demand (lazyRichText.tsx): this kit may be imported from any screen.
export { RichTextEditor, RichTextView } from './lazyRichText'
export { type RichTextTool } from './tools'
