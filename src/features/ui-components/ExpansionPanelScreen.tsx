import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import ExpansionPanelControlled from './demos/ExpansionPanelControlled'
import ExpansionPanelDisabled from './demos/ExpansionPanelDisabled'
import ExpansionPanelIcons from './demos/ExpansionPanelIcons'
import ExpansionPanelMultiple from './demos/ExpansionPanelMultiple'
import ExpansionPanelSingle from './demos/ExpansionPanelSingle'
import ExpansionPanelStyles from './demos/ExpansionPanelStyles'
import { sourceOf } from './demoSource'

/** `/components/expansion-panel`: radix-ui's Accordion primitive in Radix Themes tokens. */
export default function ExpansionPanelScreen() {
  return (
    <CataloguePage
      title={<Trans>Expansion panel</Trans>}
      intro={
        <Trans>
          Sections that open and close: the Accordion of the radix-ui primitives (Radix Themes has none), styled with
          the theme’s tokens. The arrow keys move between titles.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>One at a time</Trans>}
        description={<Trans>Opening a panel closes the other.</Trans>}
        source={sourceOf('ExpansionPanelSingle')}
      >
        <ExpansionPanelSingle />
      </DemoCard>
      <DemoCard
        title={<Trans>Several at once</Trans>}
        description={<Trans>Panels open independently.</Trans>}
        source={sourceOf('ExpansionPanelMultiple')}
      >
        <ExpansionPanelMultiple />
      </DemoCard>
      <DemoCard
        title={<Trans>With icons</Trans>}
        description={<Trans>An icon before the title, a status after it.</Trans>}
        source={sourceOf('ExpansionPanelIcons')}
      >
        <ExpansionPanelIcons />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled panel</Trans>}
        description={<Trans>Its title says why it cannot open.</Trans>}
        source={sourceOf('ExpansionPanelDisabled')}
      >
        <ExpansionPanelDisabled />
      </DemoCard>
      <DemoCard
        title={<Trans>Controlled</Trans>}
        description={<Trans>Expand all, collapse all.</Trans>}
        source={sourceOf('ExpansionPanelControlled')}
      >
        <ExpansionPanelControlled />
      </DemoCard>
      <DemoCard
        title={<Trans>Inset and popout</Trans>}
        description={<Trans>Separate panels; the open one narrows or stands out.</Trans>}
        source={sourceOf('ExpansionPanelStyles')}
      >
        <ExpansionPanelStyles />
      </DemoCard>
    </CataloguePage>
  )
}
