import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import TextareaAutoGrow from './demos/TextareaAutoGrow'
import TextareaCounter from './demos/TextareaCounter'
import TextareaForm from './demos/TextareaForm'
import TextareaVariants from './demos/TextareaVariants'
import { sourceOf } from './demoSource'
import './forms-inputs.css'

/** `/forms/textarea`: Radix Themes' TextArea and the kit's TextAreaField. */
export default function TextareaScreen() {
  return (
    <CataloguePage
      title={<Trans>Textarea</Trans>}
      intro={
        <Trans>Text on several lines: Radix Themes’ TextArea, TextAreaField from components/form in a form.</Trans>
      }
    >
      <DemoCard
        title={<Trans>Variants and sizes</Trans>}
        description={<Trans>Surface, classic and soft; sizes 1 to 3; a vertical resize handle.</Trans>}
        source={sourceOf('TextareaVariants')}
      >
        <TextareaVariants />
      </DemoCard>
      <DemoCard
        title={<Trans>Character counter</Trans>}
        description={<Trans>Counted as people see characters, so an emoji is one.</Trans>}
        source={sourceOf('TextareaCounter')}
      >
        <TextareaCounter />
      </DemoCard>
      <DemoCard
        title={<Trans>Auto-growing</Trans>}
        description={<Trans>One line to start, taller as the reply grows, scrolling past eight lines.</Trans>}
        source={sourceOf('TextareaAutoGrow')}
      >
        <TextareaAutoGrow />
      </DemoCard>
      <DemoCard
        title={<Trans>In a form, with an error; read-only</Trans>}
        description={<Trans>Save the short message to see the error.</Trans>}
        source={sourceOf('TextareaForm')}
      >
        <TextareaForm />
      </DemoCard>
    </CataloguePage>
  )
}
