import { Trans } from '@lingui/react/macro'
import { WizardFrame } from '@/components/wizard'
import { AccountStep, PersonalStep, ReviewStep, SocialStep, useSignupWizard } from '../signupWizard'

/**
 * Numbered steps in a column at the inline start (on the right in Arabic), above the form on a
 * phone. Same steps, same checks: only `orientation` changes.
 */
export default function WizardNumberedVertical() {
  const wizard = useSignupWizard('wizard-numbered-vertical')
  return (
    <WizardFrame
      wizard={wizard}
      orientation="vertical"
      // Under the demo card's h2.
      headingLevel="h3"
      done={(reference) => <Trans>Account {reference} is created. A confirmation e-mail is on its way.</Trans>}
      steps={[
        { id: 'account', title: <Trans>Account details</Trans>, render: () => <AccountStep wizard={wizard} /> },
        { id: 'personal', title: <Trans>Personal info</Trans>, render: () => <PersonalStep wizard={wizard} /> },
        { id: 'social', title: <Trans>Social links</Trans>, render: () => <SocialStep wizard={wizard} /> },
        { id: 'review', title: <Trans>Review and submit</Trans>, render: () => <ReviewStep wizard={wizard} /> },
      ]}
    />
  )
}
