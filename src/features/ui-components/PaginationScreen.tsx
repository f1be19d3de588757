import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import PaginationBasic from './demos/PaginationBasic'
import PaginationDisabled from './demos/PaginationDisabled'
import PaginationRange from './demos/PaginationRange'
import PaginationSizes from './demos/PaginationSizes'
import PaginationUrl from './demos/PaginationUrl'
import { sourceOf } from './demoSource'
import './pagination.css'

/** `/components/pagination`: the kit's Pagination (`@/components/Pagination`). */
export default function PaginationScreen() {
  return (
    <CataloguePage
      title={<Trans>Pagination</Trans>}
      intro={
        <Trans>
          The kit’s Pagination: page size, the range shown, first, previous, next and last. The data table uses it for
          every list.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Basic, with first, last and page size</Trans>}
        description={<Trans>Under a list: the page size starts again from the first page.</Trans>}
        source={sourceOf('PaginationBasic')}
      >
        <PaginationBasic />
      </DemoCard>
      <DemoCard
        title={<Trans>Showing a range</Trans>}
        description={<Trans>“Showing 11–20 of 96”, its numbers formatted in the current language.</Trans>}
        source={sourceOf('PaginationRange')}
      >
        <PaginationRange />
      </DemoCard>
      <DemoCard
        title={<Trans>Sizes</Trans>}
        description={<Trans>Compact, default and large, through Radix Themes’ scaling.</Trans>}
        source={sourceOf('PaginationSizes')}
      >
        <PaginationSizes />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled</Trans>}
        description={<Trans>One page, or nothing at all: there is nowhere to go.</Trans>}
        source={sourceOf('PaginationDisabled')}
      >
        <PaginationDisabled />
      </DemoCard>
      <DemoCard
        title={<Trans>Page in the address</Trans>}
        description={<Trans>Controlled by the URL’s query, so Back and shared links work.</Trans>}
        source={sourceOf('PaginationUrl')}
      >
        <PaginationUrl />
      </DemoCard>
    </CataloguePage>
  )
}
