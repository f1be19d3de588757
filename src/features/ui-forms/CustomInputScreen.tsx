import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import CustomInputCheckboxCards from './demos/CustomInputCheckboxCards'
import CustomInputForm from './demos/CustomInputForm'
import CustomInputPlans from './demos/CustomInputPlans'
import CustomInputRadioCards from './demos/CustomInputRadioCards'
import { sourceOf } from './demoSource'
import './forms-inputs.css'

/** `/forms/custom-input`: Radix Themes' RadioCards and CheckboxCards. */
export default function CustomInputScreen() {
  return (
    <CataloguePage
      title={<Trans>Custom inputs</Trans>}
      intro={
        <Trans>
          Radio buttons and checkboxes drawn as cards, for choices that need a picture, a description or a price: Radix
          Themes’ RadioCards and CheckboxCards.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Radio cards with icons</Trans>}
        description={<Trans>One choice; the arrows move between the cards.</Trans>}
        source={sourceOf('CustomInputRadioCards')}
      >
        <CustomInputRadioCards />
      </DemoCard>
      <DemoCard
        title={<Trans>With a description and a price</Trans>}
        description={<Trans>Prices in the current language’s format; a disabled plan stays readable.</Trans>}
        source={sourceOf('CustomInputPlans')}
      >
        <CustomInputPlans />
      </DemoCard>
      <DemoCard
        title={<Trans>Checkbox cards</Trans>}
        description={<Trans>Any number of choices, with the total kept up to date.</Trans>}
        source={sourceOf('CustomInputCheckboxCards')}
      >
        <CustomInputCheckboxCards />
      </DemoCard>
      <DemoCard
        title={<Trans>In a form</Trans>}
        description={<Trans>Subscribe without a delivery rhythm to see the error; the choice shows once sent.</Trans>}
        source={sourceOf('CustomInputForm')}
      >
        <CustomInputForm />
      </DemoCard>
    </CataloguePage>
  )
}
