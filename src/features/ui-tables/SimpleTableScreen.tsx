import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import SimpleBasic from './demos/SimpleBasic'
import SimpleDensity from './demos/SimpleDensity'
import SimpleFixedHeader from './demos/SimpleFixedHeader'
import SimpleHeight from './demos/SimpleHeight'
import SimpleVariants from './demos/SimpleVariants'
import { sourceOf } from './demoSource'
import './tables.css'

/** `/tables/simple-table`: Radix Themes' Table for a few rows that need no paging or sorting. */
export default function SimpleTableScreen() {
  return (
    <CataloguePage
      wide
      title={<Trans>Simple table</Trans>}
      intro={
        <Trans>
          A few rows shown as they are: Radix Themes’ Table. For a list to page, sort or search, use the data table.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Basic</Trans>}
        description={<Trans>A caption, column headers, a row header per row, numbers aligned to the end.</Trans>}
        source={sourceOf('SimpleBasic')}
      >
        <SimpleBasic />
      </DemoCard>
      <DemoCard
        title={<Trans>Theme</Trans>}
        description={<Trans>Surface, ghost, or striped rows for long lines of figures.</Trans>}
        source={sourceOf('SimpleVariants')}
      >
        <SimpleVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Density</Trans>}
        description={<Trans>Three sizes, from compact to comfortable.</Trans>}
        source={sourceOf('SimpleDensity')}
      >
        <SimpleDensity />
      </DemoCard>
      <DemoCard
        title={<Trans>Fixed height</Trans>}
        description={<Trans>The table scrolls inside a frame of fixed height.</Trans>}
        source={sourceOf('SimpleHeight')}
      >
        <SimpleHeight />
      </DemoCard>
      <DemoCard
        title={<Trans>Fixed header</Trans>}
        description={<Trans>The column headers stay in view while the rows scroll.</Trans>}
        source={sourceOf('SimpleFixedHeader')}
      >
        <SimpleFixedHeader />
      </DemoCard>
    </CataloguePage>
  )
}
