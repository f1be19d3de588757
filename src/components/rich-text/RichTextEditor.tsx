import { useLingui } from '@lingui/react/macro'
import { Flex, IconButton } from '@radix-ui/themes'
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconItalic,
  IconList,
  IconListNumbers,
  IconStrikethrough,
} from '@tabler/icons-react'
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from '@tiptap/react'
import type { CSSProperties } from 'react'
import type { RichText } from '@/domain/richText'
import { RICH_TEXT_EXTENSIONS } from './extensions'
import { DEFAULT_TOOLBAR, type RichTextTool } from './tools'
import './richText.css'

export interface RichTextEditorProps {
  /** The accessible name of the text box. */
  label: string
  /** What it starts with; to empty it after a send, give the editor a new `key`. */
  initial?: RichText
  onChange: (doc: RichText) => void
  /** Its least height, a CSS length (5rem by default). */
  minHeight?: string
  invalid?: boolean
  /** The id of the text explaining an error, read with the box. */
  describedBy?: string
  /** The buttons shown, in this order (DEFAULT_TOOLBAR when left out); `[]` shows no toolbar. */
  toolbar?: readonly RichTextTool[]
}

/** A rich-text box with its formatting toolbar; what it makes is a `RichText` document. */
export function RichTextEditor({
  label,
  initial,
  onChange,
  minHeight,
  invalid,
  describedBy,
  toolbar = DEFAULT_TOOLBAR,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initial as JSONContent | undefined,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichText),
    editorProps: {
      attributes: {
        class: 'rich-text-editor',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
  })
  return (
    <Flex direction="column" gap="2" style={{ '--rich-text-min-height': minHeight } as CSSProperties}>
      {editor && toolbar.length > 0 && <Toolbar editor={editor} tools={toolbar} />}
      <EditorContent editor={editor} />
    </Flex>
  )
}

function Toolbar({ editor, tools: shown }: { editor: Editor; tools: readonly RichTextTool[] }) {
  const { t } = useLingui()
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const tools = [
    { key: 'bold', label: t`Bold`, Icon: IconBold, run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: t`Italic`, Icon: IconItalic, run: () => editor.chain().focus().toggleItalic().run() },
    {
      key: 'strike',
      label: t`Strikethrough`,
      Icon: IconStrikethrough,
      run: () => editor.chain().focus().toggleStrike().run(),
    },
    {
      key: 'bulletList',
      label: t`Bulleted list`,
      Icon: IconList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: t`Numbered list`,
      Icon: IconListNumbers,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    { key: 'undo', label: t`Undo`, Icon: IconArrowBackUp, run: () => editor.chain().focus().undo().run() },
    { key: 'redo', label: t`Redo`, Icon: IconArrowForwardUp, run: () => editor.chain().focus().redo().run() },
  ] as const
  const toggles = { ...active, undo: undefined, redo: undefined }
  const enabled = { undo: active.canUndo, redo: active.canRedo }
  return (
    <Flex gap="1" role="toolbar" aria-label={t`Formatting`}>
      {shown
        .map((name) => tools.find((tool) => tool.key === name)!)
        .map(({ key, label, Icon, run }) => (
          <IconButton
            key={key}
            type="button"
            size="1"
            variant={toggles[key] ? 'solid' : 'soft'}
            color="gray"
            aria-label={label}
            // Marks and lists are toggles (pressed or not); undo and redo are plain actions.
            aria-pressed={toggles[key]}
            disabled={key === 'undo' || key === 'redo' ? !enabled[key] : undefined}
            // A pointer press keeps the focus (and the selection, and a mark chosen for the next
            // letters) in the text; the keyboard reaches the buttons with Tab as usual.
            onMouseDown={(event) => event.preventDefault()}
            onClick={run}
          >
            <Icon size={14} aria-hidden />
          </IconButton>
        ))}
    </Flex>
  )
}
