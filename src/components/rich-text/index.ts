// Tiptap is heavy: import this kit only from a screen or a piece that is loaded on demand.
export { DEFAULT_TOOLBAR, RichTextEditor, type RichTextTool } from './RichTextEditor'
export { RichTextView } from './RichTextView'
