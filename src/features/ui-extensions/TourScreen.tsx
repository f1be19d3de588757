import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import 'driver.js/dist/driver.css'
import './extensions.css'
import NavbarTour from './demos/NavbarTour'
import ScreenTour from './demos/ScreenTour'
import { sourceOf } from './demoSource'

/** `/extensions/tour`: guided tours with driver.js, translated, keyboard-usable, mirrored in right-to-left. */
export default function TourScreen() {
  return (
    <CataloguePage
      title={<Trans>Guided tour</Trans>}
      intro={
        <Trans>
          Step-by-step highlights with driver.js: steps and the remembered choice in tour/tourSteps.ts, the popover in
          the theme through tour/useTour.ts.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Tour of the navbar</Trans>}
        description={<Trans>Search, notifications, the customizer and your account, one after the other.</Trans>}
        source={sourceOf('NavbarTour')}
      >
        <NavbarTour />
      </DemoCard>
      <DemoCard
        title={<Trans>Tour of a screen, remembered</Trans>}
        description={<Trans>Offered until it is taken or declined; the choice is kept on this device.</Trans>}
        source={sourceOf('ScreenTour')}
      >
        <ScreenTour />
      </DemoCard>
    </CataloguePage>
  )
}
