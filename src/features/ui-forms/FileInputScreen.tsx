import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import FileInputDisabled from './demos/FileInputDisabled'
import FileInputImages from './demos/FileInputImages'
import FileInputMultiple from './demos/FileInputMultiple'
import FileInputPlain from './demos/FileInputPlain'
import { sourceOf } from './demoSource'
import './forms-pickers.css'

/** `/forms/file-input`: the kit's FileDropZone (react-dropzone) and the browser's own file input. */
export default function FileInputScreen() {
  return (
    <CataloguePage
      title={<Trans>File input</Trans>}
      intro={
        <Trans>
          Files chosen or dropped: FileDropZone from @/components/attachments (react-dropzone), or react-dropzone itself
          for other types and limits. Every demo keeps its files in the page: nothing is uploaded.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Single file</Trans>}
        description={<Trans>The browser’s input with a visible label; the file stays in the page.</Trans>}
        source={sourceOf('FileInputPlain')}
      >
        <FileInputPlain />
      </DemoCard>
      <DemoCard
        title={<Trans>Several files</Trans>}
        description={<Trans>The kit’s drop zone with a list to remove from; nothing is uploaded.</Trans>}
        source={sourceOf('FileInputMultiple')}
      >
        <FileInputMultiple />
      </DemoCard>
      <DemoCard
        title={<Trans>Images with previews</Trans>}
        description={
          <Trans>
            Accepted types and a size limit, each refused file named with its reason; previews stay in the page.
          </Trans>
        }
        source={sourceOf('FileInputImages')}
      >
        <FileInputImages />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled</Trans>}
        description={<Trans>A plain input turned off, and a drop zone with no room left.</Trans>}
        source={sourceOf('FileInputDisabled')}
      >
        <FileInputDisabled />
      </DemoCard>
    </CataloguePage>
  )
}
