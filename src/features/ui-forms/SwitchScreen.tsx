import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import SwitchForm from './demos/SwitchForm'
import SwitchStates from './demos/SwitchStates'
import SwitchVariants from './demos/SwitchVariants'
import { sourceOf } from './demoSource'
import './forms-inputs.css'

/** `/forms/switch`: Radix Themes' Switch and the kit's SwitchField. */
export default function SwitchScreen() {
  return (
    <CataloguePage
      title={<Trans>Switch</Trans>}
      intro={
        <Trans>
          A setting that is on or off: Radix Themes’ Switch when it acts at once, SwitchField from components/form when
          it is saved with a form.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Variants, sizes and colours</Trans>}
        source={sourceOf('SwitchVariants')}
        description={<Trans>Each switch is named by its label, which toggles it too.</Trans>}
      >
        <SwitchVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Immediate effect, disabled, helper text</Trans>}
        description={<Trans>The badge shows what the switch just did.</Trans>}
        source={sourceOf('SwitchStates')}
      >
        <SwitchStates />
      </DemoCard>
      <DemoCard
        title={<Trans>In a form, with an error</Trans>}
        description={<Trans>A rule across two switches, checked by zod when saving.</Trans>}
        source={sourceOf('SwitchForm')}
      >
        <SwitchForm />
      </DemoCard>
    </CataloguePage>
  )
}
