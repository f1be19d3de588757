import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import SelectForm from './demos/SelectForm'
import SelectGroups from './demos/SelectGroups'
import SelectNative from './demos/SelectNative'
import SelectVariants from './demos/SelectVariants'
import { sourceOf } from './demoSource'
import './forms-inputs.css'

/** `/forms/select`: Radix Themes' Select, the browser's select, and the kit's SelectField. */
export default function SelectScreen() {
  return (
    <CataloguePage
      title={<Trans>Select</Trans>}
      intro={
        <Trans>
          One choice from a short list that does not need to stay in view: Radix Themes’ Select, SelectField from
          components/form in a form. For a long list to search, use the combobox.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Variants and sizes</Trans>}
        description={<Trans>Surface, classic, soft and ghost triggers; sizes 1 to 3.</Trans>}
        source={sourceOf('SelectVariants')}
      >
        <SelectVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Groups and disabled options</Trans>}
        description={<Trans>Named groups help scan a list; a disabled option stays visible.</Trans>}
        source={sourceOf('SelectGroups')}
      >
        <SelectGroups />
      </DemoCard>
      <DemoCard
        title={<Trans>Native or Radix</Trans>}
        description={
          <Trans>
            The native select uses the phone’s picker and suits long plain lists; Radix’s matches the kit and takes
            groups.
          </Trans>
        }
        source={sourceOf('SelectNative')}
      >
        <SelectNative />
      </DemoCard>
      <DemoCard
        title={<Trans>In a form, with an error</Trans>}
        description={<Trans>Continue without a trigger to see the error; the account is disabled.</Trans>}
        source={sourceOf('SelectForm')}
      >
        <SelectForm />
      </DemoCard>
    </CataloguePage>
  )
}
