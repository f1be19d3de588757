import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes'
import { useEffect } from 'react'
import { Link, useLocation } from 'wouter'
import { waitFor } from 'xstate'
import { BrandMark } from '@/components/BrandMark'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { InputField, RadioGroupField } from '@/components/form'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'
import { StepForm, useStepper, WizardFrame, wizardDraftKey } from '@/components/wizard'
import { monthlyPrice, PLANS, PRICING_CURRENCY } from '@/domain/pages/pricing'
import { ApiError } from '@/lib/apiClient'
import { flowErrorMessage } from '@/lib/authFlowErrors'
import { selectSignedIn } from '@/machines/authSessionSelectors'
import type { StepValues } from '@/machines/wizard'
import { pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { useSessionActor } from '@/runtime/session/useSession'
import { useSetUsername } from './api'
import { useAuthFlow } from './authFlow'
import { REGISTER_STEPS, registerSteps, type RegisterData } from './registerSteps'
import { AuthVariant } from './variants/AuthVariant'

/** Where a new account goes: the dashboards, or the payment of the paid plan it chose. */
function landingOf(choice: RegisterData['plan']) {
  return choice.plan === 'starter' ? '/' : `${pathOf('front-payment')}?${new URLSearchParams(choice)}`
}

/** `/pages/authentication/register-multi-steps`: an account, its profile and a plan, in three steps. */
export default function RegisterMultiStepsScreen({ route }: ScreenProps) {
  return (
    <AuthVariant route={route} signsIn leavesItself>
      <RegisterWizard />
    </AuthVariant>
  )
}

function RegisterWizard() {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const { routes } = useAuthFlow()
  const session = useSessionActor()
  const setUsername = useSetUsername()
  const [, navigate] = useLocation()
  const wizard = useStepper({
    steps: REGISTER_STEPS,
    draftKey: wizardDraftKey('register-multi-steps', 'anonymous'),
    // A reload keeps every step but the passwords, and so starts again from the first step.
    keep: ({ data }) => {
      const account = data.account as Partial<RegisterData['account']> | undefined
      return { step: 0, data: { ...data, ...(account ? { account: { email: account.email ?? '' } } : {}) } }
    },
    submit: async (data) => {
      const { account, profile } = data as unknown as RegisterData
      // One registration, through the session (the same errors as the other sign-up screens).
      session.send({
        type: 'REGISTER',
        registration: { fullName: profile.fullName, email: account.email.trim(), password: account.password },
      })
      const settled = await waitFor(
        session,
        (snapshot) =>
          (selectSignedIn(snapshot) && !snapshot.hasTag('busy')) ||
          snapshot.hasTag('signedOut') ||
          snapshot.hasTag('profileFailed'),
      )
      if (!selectSignedIn(settled) || settled.hasTag('profileFailed'))
        throw Object.assign(new Error('registration failed'), { code: settled.context.error?.code ?? 'unknown' })
      const username = profile.username
      if (username && username !== settled.context.userData?.username) {
        // The account exists now: a username the backend refuses is said, to change under My account
        // (read when it happens, in the language of that moment: the wizard keeps this function).
        await setUsername
          .mutateAsync(username)
          .catch((error: unknown) =>
            notify.error(
              i18n._(
                error instanceof ApiError && error.code === 'username-taken'
                  ? msg`Your account is ready, but the username ${username} is taken: choose another one under My account.`
                  : msg`Your account is ready, but its username could not be saved: set it under My account.`,
              ),
            ),
          )
      }
      return { reference: account.email }
    },
  })

  useEffect(() => {
    if (wizard.submitted) navigate(landingOf((wizard.data as unknown as RegisterData).plan), { replace: true })
  }, [wizard.submitted, wizard.data, navigate])

  const values = (step: keyof RegisterData) => (wizard.data[step] ?? {}) as StepValues
  const plan = values('plan')
  return (
    <Box p={{ initial: '4', md: '6' }} maxWidth="1040px" mx="auto">
      <Flex justify="between" align="center" mb="5">
        <BrandMark />
        <LanguageSwitcher />
      </Flex>
      <Flex direction="column" gap="1" mb="5">
        <Heading as="h1" size="7">
          <Trans>Create your account</Trans>
        </Heading>
        <Text color="gray">
          <Trans>
            Three steps: your sign-in, your profile, and the plan to start with. You can go back to any step before
            creating the account.
          </Trans>
        </Text>
      </Flex>
      <WizardFrame
        wizard={wizard}
        done={() => <Trans>Your account is ready.</Trans>}
        explainFailure={(failure) => (failure.code === 'network' ? null : i18n._(flowErrorMessage(failure.code)))}
        steps={[
          {
            id: 'account',
            title: <Trans>Account</Trans>,
            render: () => (
              <StepForm
                wizard={wizard}
                schema={registerSteps.account}
                defaults={{ email: '', password: '', confirmation: '' }}
              >
                {(form) => (
                  <>
                    <InputField
                      control={form.control}
                      name="email"
                      type="email"
                      autoComplete="email"
                      label={t`Email`}
                      required
                    />
                    <InputField
                      control={form.control}
                      name="password"
                      type="password"
                      autoComplete="new-password"
                      label={t`Password`}
                      hint={t`At least 6 characters.`}
                      required
                    />
                    <InputField
                      control={form.control}
                      name="confirmation"
                      type="password"
                      autoComplete="new-password"
                      label={t`Confirm password`}
                      required
                    />
                  </>
                )}
              </StepForm>
            ),
          },
          {
            id: 'profile',
            title: <Trans>Profile</Trans>,
            render: () => (
              <StepForm wizard={wizard} schema={registerSteps.profile} defaults={{ fullName: '', username: '' }}>
                {(form) => (
                  <>
                    <InputField
                      control={form.control}
                      name="fullName"
                      autoComplete="name"
                      label={t`Full name`}
                      required
                    />
                    <InputField
                      control={form.control}
                      name="username"
                      autoComplete="username"
                      label={t`Username`}
                      hint={t`Optional: left empty, one is made from your name.`}
                    />
                  </>
                )}
              </StepForm>
            ),
          },
          {
            id: 'plan',
            title: <Trans>Plan</Trans>,
            render: () => (
              <StepForm
                wizard={wizard}
                schema={registerSteps.plan}
                defaults={{ plan: (plan.plan as RegisterData['plan']['plan']) ?? 'starter', period: 'monthly' }}
                submitLabel={t`Create account`}
              >
                {(form) => {
                  const period = form.watch('period') ?? 'monthly'
                  const price = (id: (typeof PLANS)[number]['id']) =>
                    format.money(
                      monthlyPrice(
                        PLANS.find((candidate) => candidate.id === id)!,
                        period,
                      ),
                      PRICING_CURRENCY,
                    )
                  const proPrice = price('pro')
                  const businessPrice = price('business')
                  return (
                    <>
                      <RadioGroupField
                        control={form.control}
                        name="period"
                        label={t`Billing`}
                        direction="row"
                        options={[
                          { value: 'monthly', label: t`Monthly` },
                          { value: 'annual', label: t`Annual (two months free)` },
                        ]}
                        required
                      />
                      <RadioGroupField
                        control={form.control}
                        name="plan"
                        label={t`Plan`}
                        options={[
                          { value: 'starter', label: t`Starter: free, 1 Instagram account, 3 automations` },
                          { value: 'pro', label: t`Pro: ${proPrice} a month, 3 accounts, unlimited automations` },
                          {
                            value: 'business',
                            label: t`Business: ${businessPrice} a month, 10 accounts, team roles`,
                          },
                        ]}
                        required
                      />
                      <Text as="p" size="2" color="gray">
                        <Trans>A paid plan opens its payment once the account exists; you can also pay later.</Trans>
                      </Text>
                    </>
                  )
                }}
              </StepForm>
            ),
          },
        ]}
      />
      <Flex justify="center" gap="2" mt="5">
        <Text size="2" color="gray">
          <Trans>Already have an account?</Trans>
        </Text>
        <RadixLink asChild size="2">
          <Link href={pathOf(routes.login)}>
            <Trans>Sign in instead</Trans>
          </Link>
        </RadixLink>
      </Flex>
    </Box>
  )
}
