import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import DataBasic from './demos/DataBasic'
import DataCustomCells from './demos/DataCustomCells'
import DataDense from './demos/DataDense'
import DataExpandable from './demos/DataExpandable'
import DataFixedHeader from './demos/DataFixedHeader'
import DataGrouped from './demos/DataGrouped'
import DataKitchenSink from './demos/DataKitchenSink'
import DataRowEditing from './demos/DataRowEditing'
import DataSelection from './demos/DataSelection'
import DataServerPaging from './demos/DataServerPaging'
import { sourceOf } from './demoSource'
import './tables.css'

/**
 * `/tables/data-table`: the kit's DataTable (docs/kit.md, "Data table") in each of its uses. The
 * first demos page a short fixed list in the browser; the last three read the mock backend's
 * contacts. Only the kitchen sink keeps its list in the URL: the page holds ten tables and one
 * address bar, and two tables owning `?page=` would page each other.
 */
export default function DataTableScreen() {
  return (
    <CataloguePage
      wide
      title={<Trans>Data table</Trans>}
      intro={
        <Trans>
          Lists of records, paged, sorted, searched and filtered by the server: DataTable from @/components/data-table,
          on TanStack Table.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Basic</Trans>}
        description={<Trans>Columns, sortable headers and paging. The column that names the row comes first.</Trans>}
        source={sourceOf('DataBasic')}
      >
        <DataBasic />
      </DemoCard>
      <DemoCard
        title={<Trans>Dense</Trans>}
        description={<Trans>Tighter rows for a table read at a glance.</Trans>}
        source={sourceOf('DataDense')}
      >
        <DataDense />
      </DemoCard>
      <DemoCard
        title={<Trans>Custom cells</Trans>}
        description={<Trans>Avatar and name, a status badge, money and a progress bar in the cells.</Trans>}
        source={sourceOf('DataCustomCells')}
      >
        <DataCustomCells />
      </DemoCard>
      <DemoCard
        title={<Trans>Row selection</Trans>}
        description={<Trans>Select rows across pages, then act on all of them at once.</Trans>}
        source={sourceOf('DataSelection')}
      >
        <DataSelection />
      </DemoCard>
      <DemoCard
        title={<Trans>Fixed header</Trans>}
        description={<Trans>The header stays in view while the rows scroll.</Trans>}
        source={sourceOf('DataFixedHeader')}
      >
        <DataFixedHeader />
      </DemoCard>
      <DemoCard
        title={<Trans>Expandable rows</Trans>}
        description={<Trans>Details open under a row without leaving the list.</Trans>}
        source={sourceOf('DataExpandable')}
      >
        <DataExpandable />
      </DemoCard>
      <DemoCard
        title={<Trans>Grouped rows</Trans>}
        description={<Trans>Rows gathered by status, each group with its count and total.</Trans>}
        source={sourceOf('DataGrouped')}
      >
        <DataGrouped />
      </DemoCard>
      <DemoCard
        title={<Trans>Row editing in a dialog</Trans>}
        description={<Trans>Edit a contact in a dialog; the row shows what the server saved.</Trans>}
        source={sourceOf('DataRowEditing')}
      >
        <DataRowEditing />
      </DemoCard>
      <DemoCard
        title={<Trans>Server-side paging</Trans>}
        description={<Trans>Each page and order is a request; the rows stay on screen while the next ones load.</Trans>}
        source={sourceOf('DataServerPaging')}
      >
        <DataServerPaging />
      </DemoCard>
      <DemoCard
        title={<Trans>Kitchen sink</Trans>}
        description={
          <Trans>Search, filters, sorting, paging, selection and editing together, kept in the address bar.</Trans>
        }
        source={sourceOf('DataKitchenSink')}
      >
        <DataKitchenSink />
      </DemoCard>
    </CataloguePage>
  )
}
