import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import ListActions from './demos/ListActions'
import ListAvatars from './demos/ListAvatars'
import ListCheckboxes from './demos/ListCheckboxes'
import ListDataList from './demos/ListDataList'
import ListNavigation from './demos/ListNavigation'
import ListProgress from './demos/ListProgress'
import ListStates from './demos/ListStates'
import ListTwoLine from './demos/ListTwoLine'
import { sourceOf } from './demoSource'

/** `/components/list`: Radix Themes' DataList and semantic lists built from its pieces. */
export default function ListScreen() {
  return (
    <CataloguePage
      title={<Trans>List</Trans>}
      intro={
        <Trans>
          Radix Themes’ DataList for one record’s details; a semantic list (ul) of Radix Themes pieces for rows of
          records.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Data list</Trans>}
        description={<Trans>Labels and values; stacked on narrow screens.</Trans>}
        source={sourceOf('ListDataList')}
      >
        <ListDataList />
      </DemoCard>
      <DemoCard title={<Trans>With avatars</Trans>} source={sourceOf('ListAvatars')}>
        <ListAvatars />
      </DemoCard>
      <DemoCard
        title={<Trans>Two lines</Trans>}
        description={<Trans>A title line and a preview cut after two lines.</Trans>}
        source={sourceOf('ListTwoLine')}
      >
        <ListTwoLine />
      </DemoCard>
      <DemoCard
        title={<Trans>With actions</Trans>}
        description={<Trans>Buttons named after their row; archiving offers Undo.</Trans>}
        source={sourceOf('ListActions')}
      >
        <ListActions />
      </DemoCard>
      <DemoCard title={<Trans>With checkboxes</Trans>} source={sourceOf('ListCheckboxes')}>
        <ListCheckboxes />
      </DemoCard>
      <DemoCard
        title={<Trans>With progress</Trans>}
        description={<Trans>A bar per row, named by it, with the figure written beside it.</Trans>}
        source={sourceOf('ListProgress')}
      >
        <ListProgress />
      </DemoCard>
      <DemoCard
        title={<Trans>Navigation</Trans>}
        description={<Trans>Links in a named nav; the current page is marked.</Trans>}
        source={sourceOf('ListNavigation')}
      >
        <ListNavigation />
      </DemoCard>
      <DemoCard
        title={<Trans>Loading and empty</Trans>}
        description={<Trans>Skeletons the size of the rows; an empty state with a way forward.</Trans>}
        source={sourceOf('ListStates')}
      >
        <ListStates />
      </DemoCard>
    </CataloguePage>
  )
}
