import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import EditorsBasic from './demos/EditorsBasic'
import EditorsCharacterLimit from './demos/EditorsCharacterLimit'
import EditorsCustomToolbar from './demos/EditorsCustomToolbar'
import EditorsError from './demos/EditorsError'
import EditorsReadOnly from './demos/EditorsReadOnly'
import { sourceOf } from './demoSource'
import './forms-pickers.css'

/** `/forms/editors`: the kit's Tiptap editor (@/components/rich-text, docs/kit.md "Rich text"). */
export default function EditorsScreen() {
  return (
    <CataloguePage
      wide
      title={<Trans>Editors</Trans>}
      intro={
        <Trans>
          Rich text with Tiptap: RichTextEditor makes a RichText document (Tiptap’s JSON, never HTML) of paragraphs and
          lists in bold, italic or struck through; RichTextView shows one read only. Import @/components/rich-text only
          from a screen loaded on demand.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Basic</Trans>}
        description={<Trans>The usual toolbar; Save shows the document kept, read only and as JSON.</Trans>}
        source={sourceOf('EditorsBasic')}
      >
        <EditorsBasic />
      </DemoCard>
      <DemoCard
        title={<Trans>Custom toolbar</Trans>}
        description={
          <Trans>The toolbar prop chooses the buttons and their order: here bold, italic, undo and redo.</Trans>
        }
        source={sourceOf('EditorsCustomToolbar')}
      >
        <EditorsCustomToolbar />
      </DemoCard>
      <DemoCard
        title={<Trans>Read only</Trans>}
        description={<Trans>A stored document shown as text to read, not a field.</Trans>}
        source={sourceOf('EditorsReadOnly')}
      >
        <EditorsReadOnly />
      </DemoCard>
      <DemoCard
        title={<Trans>Character limit</Trans>}
        description={<Trans>A counter tied to the box; past the limit it turns invalid and Save waits.</Trans>}
        source={sourceOf('EditorsCharacterLimit')}
      >
        <EditorsCharacterLimit />
      </DemoCard>
      <DemoCard
        title={<Trans>Error</Trans>}
        description={<Trans>A required text: save it empty to see the error read with the box.</Trans>}
        source={sourceOf('EditorsError')}
      >
        <EditorsError />
      </DemoCard>
    </CataloguePage>
  )
}
