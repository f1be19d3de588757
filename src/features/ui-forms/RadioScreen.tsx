import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import RadioForm from './demos/RadioForm'
import RadioStates from './demos/RadioStates'
import RadioVariants from './demos/RadioVariants'
import { sourceOf } from './demoSource'
import './forms-inputs.css'

/** `/forms/radio`: Radix Themes' RadioGroup and the kit's RadioGroupField. */
export default function RadioScreen() {
  return (
    <CataloguePage
      title={<Trans>Radio</Trans>}
      intro={
        <Trans>
          One choice among a few, all in view: Radix Themes’ RadioGroup, and in a form RadioGroupField from
          components/form. For pictures or prices in each option, see the custom inputs.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Variants, sizes and colours</Trans>}
        description={<Trans>Every group has a name; the arrows move the choice within it.</Trans>}
        source={sourceOf('RadioVariants')}
      >
        <RadioVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled and with helper text</Trans>}
        description={<Trans>A whole group or one option can be disabled; the helper line follows the choice.</Trans>}
        source={sourceOf('RadioStates')}
      >
        <RadioStates />
      </DemoCard>
      <DemoCard
        title={<Trans>In a form, with an error</Trans>}
        description={<Trans>Send it without a choice to see the error under the group.</Trans>}
        source={sourceOf('RadioForm')}
      >
        <RadioForm />
      </DemoCard>
    </CataloguePage>
  )
}
