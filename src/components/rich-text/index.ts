// Tiptap is heavy: import this kit only from a screen or a piece that is loaded on demand.
export { RichTextEditor } from './RichTextEditor'
export { RichTextView } from './RichTextView'
