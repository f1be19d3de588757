import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import CheckboxForm from './demos/CheckboxForm'
import CheckboxSelectAll from './demos/CheckboxSelectAll'
import CheckboxStates from './demos/CheckboxStates'
import CheckboxVariants from './demos/CheckboxVariants'
import { sourceOf } from './demoSource'
import './forms-inputs.css'

/** `/forms/checkbox`: Radix Themes' Checkbox and the kit's CheckboxField and CheckboxGroupField. */
export default function CheckboxScreen() {
  return (
    <CataloguePage
      title={<Trans>Checkbox</Trans>}
      intro={
        <Trans>
          Yes-or-no answers and choices of several: Radix Themes’ Checkbox, and in a form CheckboxField or
          CheckboxGroupField from components/form.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Variants, sizes and colours</Trans>}
        description={<Trans>Surface is the default; a colour never carries the meaning alone.</Trans>}
        source={sourceOf('CheckboxVariants')}
      >
        <CheckboxVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Select all</Trans>}
        description={<Trans>The indeterminate state says that some, not all, are ticked.</Trans>}
        source={sourceOf('CheckboxSelectAll')}
      >
        <CheckboxSelectAll />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled and with helper text</Trans>}
        description={<Trans>A disabled box still shows its state; a helper line explains a choice.</Trans>}
        source={sourceOf('CheckboxStates')}
      >
        <CheckboxStates />
      </DemoCard>
      <DemoCard
        title={<Trans>In a form, with errors</Trans>}
        description={<Trans>Send it untouched: each field says what is missing and the first one takes focus.</Trans>}
        source={sourceOf('CheckboxForm')}
      >
        <CheckboxForm />
      </DemoCard>
    </CataloguePage>
  )
}
