import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import TabsBadges from './demos/TabsBadges'
import TabsBasic from './demos/TabsBasic'
import TabsDisabled from './demos/TabsDisabled'
import TabsIcons from './demos/TabsIcons'
import TabsScroll from './demos/TabsScroll'
import TabsUrl from './demos/TabsUrl'
import TabsVertical from './demos/TabsVertical'
import { sourceOf } from './demoSource'
import './tabs.css'

/** `/components/tabs`: Radix Themes' Tabs and TabNav, and the radix-ui primitive for vertical tabs. */
export default function TabsScreen() {
  return (
    <CataloguePage
      title={<Trans>Tabs</Trans>}
      intro={
        <Trans>
          Views of one thing side by side: Radix Themes’ Tabs inside a page, TabNav when each tab is an address.
        </Trans>
      }
    >
      <DemoCard title={<Trans>Basic</Trans>} source={sourceOf('TabsBasic')}>
        <TabsBasic />
      </DemoCard>
      <DemoCard title={<Trans>With icons</Trans>} source={sourceOf('TabsIcons')}>
        <TabsIcons />
      </DemoCard>
      <DemoCard
        title={<Trans>With counts</Trans>}
        description={<Trans>A badge beside the word, for what waits in each tab.</Trans>}
        source={sourceOf('TabsBadges')}
      >
        <TabsBadges />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled tab</Trans>}
        description={<Trans>Shown but not reachable; the panel says why.</Trans>}
        source={sourceOf('TabsDisabled')}
      >
        <TabsDisabled />
      </DemoCard>
      <DemoCard
        title={<Trans>Vertical</Trans>}
        description={<Trans>The list at the inline start; up and down arrows move.</Trans>}
        source={sourceOf('TabsVertical')}
      >
        <TabsVertical />
      </DemoCard>
      <DemoCard
        title={<Trans>Tab in the address</Trans>}
        description={<Trans>TabNav links write ?tab= to the URL.</Trans>}
        source={sourceOf('TabsUrl')}
      >
        <TabsUrl />
      </DemoCard>
      <DemoCard
        title={<Trans>Many tabs</Trans>}
        description={<Trans>The list scrolls sideways, mirrored in Arabic.</Trans>}
        source={sourceOf('TabsScroll')}
      >
        <TabsScroll />
      </DemoCard>
    </CataloguePage>
  )
}
