import { Trans } from '@lingui/react/macro'
import { IconBrandInstagram, IconId, IconListCheck, IconUserCircle } from '@tabler/icons-react'
import { WizardFrame } from '@/components/wizard'
import { AccountStep, PersonalStep, ReviewStep, SocialStep, useSignupWizard } from '../signupWizard'

/** The same wizard with an icon in each step's marker instead of its number (the title still names the step). */
export default function WizardIcons() {
  const wizard = useSignupWizard('wizard-icons')
  return (
    <WizardFrame
      wizard={wizard}
      orientation="horizontal"
      headingLevel="h3"
      done={(reference) => <Trans>Account {reference} is created. A confirmation e-mail is on its way.</Trans>}
      steps={[
        {
          id: 'account',
          title: <Trans>Account details</Trans>,
          icon: <IconUserCircle size={16} />,
          render: () => <AccountStep wizard={wizard} />,
        },
        {
          id: 'personal',
          title: <Trans>Personal info</Trans>,
          icon: <IconId size={16} />,
          render: () => <PersonalStep wizard={wizard} />,
        },
        {
          id: 'social',
          title: <Trans>Social links</Trans>,
          icon: <IconBrandInstagram size={16} />,
          render: () => <SocialStep wizard={wizard} />,
        },
        {
          id: 'review',
          title: <Trans>Review and submit</Trans>,
          icon: <IconListCheck size={16} />,
          render: () => <ReviewStep wizard={wizard} />,
        },
      ]}
    />
  )
}
