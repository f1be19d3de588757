import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import WizardIcons from './demos/WizardIcons'
import WizardIconsVertical from './demos/WizardIconsVertical'
import { sourceOf } from './demoSource'
import './forms-layouts.css'

/** `/forms/form-wizard-icons`: the kit's wizard (@/components/wizard) with an icon for each step, in a row and in a column. */
export default function FormWizardIconsScreen() {
  return (
    <CataloguePage
      wide
      title={<Trans>Wizard with icons</Trans>}
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
        source={sourceOf('WizardIcons')}
      >
        <WizardIcons />
      </DemoCard>
      <DemoCard
        title={<Trans>Vertical</Trans>}
        description={<Trans>The steps in a column beside the form, on the right in Arabic.</Trans>}
        source={sourceOf('WizardIconsVertical')}
      >
        <WizardIconsVertical />
      </DemoCard>
    </CataloguePage>
  )
}
