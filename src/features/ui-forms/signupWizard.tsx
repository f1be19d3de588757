import { Trans, useLingui } from '@lingui/react/macro'
import { DataList, Text } from '@radix-ui/themes'
import { DateField } from '@/components/date'
import { InputField, SelectField } from '@/components/form'
import { useFormat } from '@/components/format'
import { StepForm, useStepper, wizardDraftKey, type Wizard } from '@/components/wizard'
import { pretendToSave, useCountryOptions } from './layoutParts'
import { SIGNUP_STEPS, signupSteps, type SignupData } from './wizardSchemas'

/**
 * The four steps the wizard demos share (account, personal info, social links, review), each a
 * StepForm validated by its schema before Next. The demos differ only in how WizardFrame shows them.
 */
export function useSignupWizard(name: string): Wizard {
  return useStepper({
    steps: SIGNUP_STEPS,
    draftKey: wizardDraftKey(`catalogue-${name}`, 'demo'),
    // A reload keeps what was typed but the passwords, and so goes back to the first step.
    keep: ({ data }) => {
      const account = data.account as Partial<SignupData['account']> | undefined
      return {
        step: 0,
        data: { ...data, account: { username: account?.username ?? '', email: account?.email ?? '' } },
      }
    },
    // Stands for the request: the answer carries the new account's reference.
    submit: async () => {
      await pretendToSave(900)
      return { reference: `CNV-${String(Date.now()).slice(-5)}` }
    },
  })
}

export function AccountStep({ wizard }: { wizard: Wizard }) {
  const { t } = useLingui()
  return (
    <StepForm
      wizard={wizard}
      schema={signupSteps.account}
      defaults={{ username: '', email: '', password: '', confirmPassword: '' }}
    >
      {(form) => (
        <>
          <InputField control={form.control} name="username" label={t`Username`} autoComplete="username" required />
          <InputField
            control={form.control}
            name="email"
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            required
          />
          <InputField
            control={form.control}
            name="password"
            label={t`Password`}
            type="password"
            autoComplete="new-password"
            hint={t`At least 8 characters.`}
            required
          />
          <InputField
            control={form.control}
            name="confirmPassword"
            label={t`Confirm the password`}
            type="password"
            autoComplete="new-password"
            required
          />
        </>
      )}
    </StepForm>
  )
}

export function PersonalStep({ wizard }: { wizard: Wizard }) {
  const { t } = useLingui()
  const countries = useCountryOptions()
  return (
    <StepForm
      wizard={wizard}
      schema={signupSteps.personal}
      defaults={{ firstName: '', lastName: '', birthDate: null, phone: '' }}
    >
      {(form) => (
        <>
          <InputField
            control={form.control}
            name="firstName"
            label={t`First name`}
            autoComplete="given-name"
            required
          />
          <InputField control={form.control} name="lastName" label={t`Last name`} autoComplete="family-name" required />
          <SelectField
            control={form.control}
            name="country"
            label={t`Country`}
            options={countries}
            placeholder={t`Choose a country`}
            required
          />
          <DateField control={form.control} name="birthDate" label={t`Birth date`} max="2010-12-31" />
          <InputField control={form.control} name="phone" label={t`Phone`} type="tel" autoComplete="tel" />
        </>
      )}
    </StepForm>
  )
}

export function SocialStep({ wizard }: { wizard: Wizard }) {
  const { t } = useLingui()
  return (
    <StepForm wizard={wizard} schema={signupSteps.social} defaults={{ instagram: '', facebook: '', website: '' }}>
      {(form) => (
        <>
          <InputField
            control={form.control}
            name="instagram"
            label={t`Instagram account`}
            hint={t`The professional account Conversa answers for.`}
            required
          />
          <InputField control={form.control} name="facebook" label={t`Facebook page`} type="url" />
          <InputField control={form.control} name="website" label={t`Website`} type="url" />
        </>
      )}
    </StepForm>
  )
}

/** Everything typed, to check before submitting; Back goes to the step to change. */
export function ReviewStep({ wizard }: { wizard: Wizard }) {
  const { t } = useLingui()
  const format = useFormat()
  const countries = useCountryOptions()
  const { account, personal, social } = wizard.data as Partial<SignupData>
  const none = t`Not given`
  const rows: [string, string | undefined][] = [
    [t`Username`, account?.username],
    [t`E-mail`, account?.email],
    [t`Name`, personal && `${personal.firstName} ${personal.lastName}`],
    [t`Country`, countries.find((country) => country.value === personal?.country)?.label],
    [t`Birth date`, personal?.birthDate ? format.date(personal.birthDate) : undefined],
    [t`Phone`, personal?.phone],
    [t`Instagram account`, social?.instagram],
    [t`Facebook page`, social?.facebook],
    [t`Website`, social?.website],
  ]
  return (
    <StepForm wizard={wizard} schema={signupSteps.review} defaults={{}} submitLabel={t`Create the account`}>
      {() => (
        <>
          <Text size="2" color="gray">
            <Trans>Check your details. Back takes you to a step to change it; nothing typed is lost.</Trans>
          </Text>
          <DataList.Root>
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.Label>{label}</DataList.Label>
                <DataList.Value>{value || none}</DataList.Value>
              </DataList.Item>
            ))}
          </DataList.Root>
        </>
      )}
    </StepForm>
  )
}
