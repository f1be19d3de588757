import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, IconButton, Text } from '@radix-ui/themes'
import { IconBold, IconItalic, IconList, IconListNumbers, IconStrikethrough } from '@tabler/icons-react'
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { UserAvatar } from '@/components/avatar'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'
import { hasText, type KanbanCard, type KanbanComment, type RichText } from '@/domain/kanban/board'
import { useAddComment } from './api'

/**
 * The editor makes only what a comment may hold (src/domain/kanban/board.ts, RICH_TEXT_NODES):
 * paragraphs and lists, in bold, italic or struck through. No links, headings or code.
 */
const EXTENSIONS = [
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

/** A card's comments, oldest first, and the editor to add one. */
export default function CardComments({ card }: { card: KanbanCard }) {
  return (
    <Flex direction="column" gap="3">
      <Heading as="h3" size="3">
        <Trans>Comments</Trans>
      </Heading>
      {card.comments.length === 0 ? (
        <Text as="p" size="2" color="gray">
          <Trans>No comment yet.</Trans>
        </Text>
      ) : (
        <Flex direction="column" gap="3" asChild>
          <ol className="kanban-comments">
            {card.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        </Flex>
      )}
      <CommentEditor cardId={card.id} />
    </Flex>
  )
}

function CommentItem({ comment }: { comment: KanbanComment }) {
  const format = useFormat()
  // Shown by the same editor, read only: the document is rendered node by node, never as HTML.
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: comment.body as JSONContent,
    editable: false,
    immediatelyRender: true,
  })
  return (
    <li>
      <Flex gap="2" align="start">
        <UserAvatar name={comment.author} size="1" />
        <Flex direction="column" gap="1" flexGrow="1">
          <Text size="1" color="gray">
            <Text weight="medium" color="gray" highContrast>
              {comment.author}
            </Text>{' '}
            · {format.dateTime(comment.at)}
          </Text>
          <EditorContent editor={editor} className="kanban-rich-text" />
        </Flex>
      </Flex>
    </li>
  )
}

function CommentEditor({ cardId }: { cardId: string }) {
  const { t } = useLingui()
  const add = useAddComment()
  const editor = useEditor({
    extensions: EXTENSIONS,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'kanban-editor',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t`New comment`,
      },
    },
  })
  const empty = useEditorState({ editor, selector: ({ editor: current }) => !current || current.isEmpty })
  const send = () => {
    if (!editor) return
    const body = editor.getJSON() as RichText
    if (!hasText(body)) return
    add.mutate(
      { id: cardId, body },
      {
        onSuccess: () => {
          editor.commands.clearContent()
          notify.success(t`Your comment is added.`)
        },
        onError: () => notify.error(t`The comment could not be added. Try again.`),
      },
    )
  }
  return (
    <Flex direction="column" gap="2">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
      <Flex justify="end">
        <Button onClick={send} disabled={empty} loading={add.isPending}>
          <Trans>Comment</Trans>
        </Button>
      </Flex>
    </Flex>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useLingui()
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
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
  ] as const
  return (
    <Flex gap="1" role="toolbar" aria-label={t`Formatting`}>
      {tools.map(({ key, label, Icon, run }) => (
        <IconButton
          key={key}
          type="button"
          size="1"
          variant={active[key] ? 'solid' : 'soft'}
          color="gray"
          aria-label={label}
          aria-pressed={active[key]}
          onClick={run}
        >
          <Icon size={14} aria-hidden />
        </IconButton>
      ))}
    </Flex>
  )
}
