import { EditorContent, useEditor, type JSONContent } from '@tiptap/react'
import type { RichText } from '@/domain/richText'
import { RICH_TEXT_EXTENSIONS } from './extensions'
import './richText.css'

/** A stored document shown by the same editor, read only: rendered node by node, never as HTML. */
export function RichTextView({ doc }: { doc: RichText }) {
  const editor = useEditor(
    {
      extensions: RICH_TEXT_EXTENSIONS,
      content: doc as JSONContent,
      editable: false,
      immediatelyRender: true,
      // Text to read, not a field: Tiptap's default role (textbox) would announce an unnamed input.
      editorProps: { attributes: { role: 'presentation' } },
    },
    [doc],
  )
  return <EditorContent editor={editor} className="rich-text-view" />
}
