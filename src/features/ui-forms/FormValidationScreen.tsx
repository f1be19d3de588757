import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import ValidationSignup from './demos/ValidationSignup'
import { sourceOf } from './demoSource'
import './forms-layouts.css'

/** `/forms/form-validation`: react-hook-form and zod, every kind of rule on one sign-up form. */
export default function FormValidationScreen() {
  return (
    <CataloguePage
      wide
      title={<Trans>Form validation</Trans>}
      intro={
        <Trans>
          react-hook-form checks the form against a zod schema kept in a plain module, with messages in the current
          language (@/components/form, useZodForm).
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Sign-up rules</Trans>}
        description={
          <Trans>
            Required fields, an e-mail, lengths, a number range, a strong password typed twice, a box to tick, a date
            not in the past, and a username checked with the server as you type. Each field is checked when you leave
            it, then at every keystroke; a failed submission lists what to fix, with a link to each field.
          </Trans>
        }
        source={sourceOf('ValidationSignup')}
      >
        <ValidationSignup />
      </DemoCard>
    </CataloguePage>
  )
}
