import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import WizardNumbered from './demos/WizardNumbered'
import WizardNumberedVertical from './demos/WizardNumberedVertical'
import { sourceOf } from './demoSource'
import './forms-layouts.css'

/** `/forms/form-wizard-numbered`: the kit's wizard (@/components/wizard) with numbered steps, in a row and in a column. */
export default function FormWizardNumberedScreen() {
  return (
    <CataloguePage
      wide
      title={<Trans>Wizard with numbered steps</Trans>}
      intro={
        <Trans>
          A sign-up in four steps on the kit’s wizard (@/components/wizard): each step is checked before the next, Back
          keeps what was typed, the last step lists everything before it is submitted.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Horizontal</Trans>}
        description={<Trans>The steps in a row above the form.</Trans>}
        source={sourceOf('WizardNumbered')}
      >
        <WizardNumbered />
      </DemoCard>
      <DemoCard
        title={<Trans>Vertical</Trans>}
        description={<Trans>The steps in a column beside the form, on the right in Arabic.</Trans>}
        source={sourceOf('WizardNumberedVertical')}
      >
        <WizardNumberedVertical />
      </DemoCard>
    </CataloguePage>
  )
}
