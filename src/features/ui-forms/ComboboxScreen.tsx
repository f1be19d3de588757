import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import ComboboxBasic from './demos/ComboboxBasic'
import ComboboxForm from './demos/ComboboxForm'
import ComboboxMultiple from './demos/ComboboxMultiple'
import ComboboxStates from './demos/ComboboxStates'
import ComboboxTimeZone from './demos/ComboboxTimeZone'
import { sourceOf } from './demoSource'
import './forms-inputs.css'

/** `/forms/combobox`: the kit's Combobox choosing from a fixed list, one value or several. */
export default function ComboboxScreen() {
  return (
    <CataloguePage
      title={<Trans>Combobox</Trans>}
      intro={
        <Trans>
          A choice among many options found by typing: Combobox and ComboboxField from components/combobox. The arrows
          move, Enter chooses, Escape closes and then clears.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Basic</Trans>}
        description={<Trans>One value from a fixed list, its names written by the browser in your language.</Trans>}
        source={sourceOf('ComboboxBasic')}
      >
        <ComboboxBasic />
      </DemoCard>
      <DemoCard
        title={<Trans>With a description</Trans>}
        description={<Trans>A second line under each option: here the time zone’s offset from UTC.</Trans>}
        source={sourceOf('ComboboxTimeZone')}
      >
        <ComboboxTimeZone />
      </DemoCard>
      <DemoCard
        title={<Trans>Multiple values</Trans>}
        description={<Trans>Chosen values become chips; Backspace in the empty input removes the last one.</Trans>}
        source={sourceOf('ComboboxMultiple')}
      >
        <ComboboxMultiple />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled and invalid</Trans>}
        description={<Trans>The error is tied to the input, so a screen reader reads it with the label.</Trans>}
        source={sourceOf('ComboboxStates')}
      >
        <ComboboxStates />
      </DemoCard>
      <DemoCard
        title={<Trans>In a form</Trans>}
        description={<Trans>ComboboxField with react-hook-form and zod: send it empty to see the errors.</Trans>}
        source={sourceOf('ComboboxForm')}
      >
        <ComboboxForm />
      </DemoCard>
    </CataloguePage>
  )
}
