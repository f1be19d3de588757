import { Skeleton } from '@radix-ui/themes'
import { Suspense } from 'react'
import type { RichText } from '@/domain/richText'
import { lazyPart } from '../deferred'
import type { RichTextEditorProps } from './RichTextEditor'

// Tiptap and ProseMirror are the heaviest code a screen here draws: they arrive in a chunk of their
// own as the first editor or document mounts, so the screen around it (its heading, its other
// fields) shows without waiting for them.
const Editor = lazyPart(() => import('./RichTextEditor'), 'RichTextEditor')
const View = lazyPart(() => import('./RichTextView'), 'RichTextView')

/** A rich-text box with its formatting toolbar; what it makes is a `RichText` document. */
export function RichTextEditor(props: RichTextEditorProps) {
  const withToolbar = props.toolbar === undefined || props.toolbar.length > 0
  // The toolbar's row (a small icon button) and the box at its least height, until Tiptap is in.
  const height = `calc(${props.minHeight ?? '5rem'}${withToolbar ? ' + var(--space-6) + var(--space-2)' : ''})`
  return (
    <Suspense fallback={<Skeleton width="100%" style={{ blockSize: height }} />}>
      <Editor {...props} />
    </Suspense>
  )
}

/** A stored document shown by the same editor, read only: rendered node by node, never as HTML. */
export function RichTextView({ doc }: { doc: RichText }) {
  return (
    <Suspense fallback={<Skeleton width="100%" height="1.5em" />}>
      <View doc={doc} />
    </Suspense>
  )
}
