import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import AlertDismissible from './demos/AlertDismissible'
import AlertHighContrast from './demos/AlertHighContrast'
import AlertSizes from './demos/AlertSizes'
import AlertTones from './demos/AlertTones'
import AlertVariants from './demos/AlertVariants'
import AlertWithAction from './demos/AlertWithAction'
import { sourceOf } from './demoSource'

/** `/components/alert`: Radix Themes' Callout in the kit's tones. */
export default function AlertScreen() {
  return (
    <CataloguePage
      title={<Trans>Alert</Trans>}
      intro={<Trans>A notice inside the page: Radix Themes’ Callout, with an icon that repeats its tone.</Trans>}
    >
      <DemoCard
        title={<Trans>Tones</Trans>}
        description={<Trans>Blue for news, green for success, amber for a warning, red for an error.</Trans>}
        source={sourceOf('AlertTones')}
      >
        <AlertTones />
      </DemoCard>
      <DemoCard
        title={<Trans>Variants</Trans>}
        description={<Trans>Soft for most notices; surface and outline to set one apart from the page.</Trans>}
        source={sourceOf('AlertVariants')}
      >
        <AlertVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Sizes</Trans>}
        description={<Trans>Smaller inside cards and forms, larger for the notice a page is about.</Trans>}
        source={sourceOf('AlertSizes')}
      >
        <AlertSizes />
      </DemoCard>
      <DemoCard
        title={<Trans>With an action</Trans>}
        description={<Trans>The notice offers the fix for what it reports, and says when it is done.</Trans>}
        source={sourceOf('AlertWithAction')}
      >
        <AlertWithAction />
      </DemoCard>
      <DemoCard
        title={<Trans>Dismissible</Trans>}
        description={<Trans>For news the person may close; focus never falls to the top of the page.</Trans>}
        source={sourceOf('AlertDismissible')}
      >
        <AlertDismissible />
      </DemoCard>
      <DemoCard
        title={<Trans>High contrast</Trans>}
        description={<Trans>Darker text for a notice that must be read at once.</Trans>}
        source={sourceOf('AlertHighContrast')}
      >
        <AlertHighContrast />
      </DemoCard>
    </CataloguePage>
  )
}
