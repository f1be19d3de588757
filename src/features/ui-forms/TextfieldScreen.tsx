import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import TextfieldForm from './demos/TextfieldForm'
import TextfieldPassword from './demos/TextfieldPassword'
import TextfieldSlots from './demos/TextfieldSlots'
import TextfieldStates from './demos/TextfieldStates'
import TextfieldVariants from './demos/TextfieldVariants'
import { sourceOf } from './demoSource'
import './forms-inputs.css'

/** `/forms/textfield`: Radix Themes' TextField and the kit's text, number and money fields. */
export default function TextfieldScreen() {
  return (
    <CataloguePage
      title={<Trans>Text field</Trans>}
      intro={
        <Trans>
          One line of text: Radix Themes’ TextField; in a form InputField, NumberField and MoneyField (react-hook-form)
          or FormField (a form with its own state), all from components/form.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Variants, sizes and colours</Trans>}
        description={<Trans>Surface is the kit’s default; size 3 is the forms’ size.</Trans>}
        source={sourceOf('TextfieldVariants')}
      >
        <TextfieldVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Prefix and suffix slots</Trans>}
        description={<Trans>Icons, a clear button, a short note inside the field.</Trans>}
        source={sourceOf('TextfieldSlots')}
      >
        <TextfieldSlots />
      </DemoCard>
      <DemoCard
        title={<Trans>Password with show and hide</Trans>}
        description={<Trans>A toggle button in the field’s end slot.</Trans>}
        source={sourceOf('TextfieldPassword')}
      >
        <TextfieldPassword />
      </DemoCard>
      <DemoCard
        title={<Trans>Helper text, error, read-only</Trans>}
        description={<Trans>The error shows while the address is incomplete; complete it and it goes.</Trans>}
        source={sourceOf('TextfieldStates')}
      >
        <TextfieldStates />
      </DemoCard>
      <DemoCard
        title={<Trans>In a form, with validation</Trans>}
        description={<Trans>Save it as it is: the errors appear and focus goes to the first one.</Trans>}
        source={sourceOf('TextfieldForm')}
      >
        <TextfieldForm />
      </DemoCard>
    </CataloguePage>
  )
}
