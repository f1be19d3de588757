import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { InputField, NumberField, RadioGroupField, SwitchField } from '@/components/form'
import { DateField } from '@/components/date'
import { createDealSteps } from '@/domain/wizards/schemas'
import { StepForm, useWizard, WizardFrame } from '@/components/wizard'

/** `/wizard-examples/create-deal`: a promotion for Conversa plans, in four steps. */
export default function CreateDealWizardScreen() {
  const { t } = useLingui()
  const wizard = useWizard('create-deal')
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          <Trans>Create deal</Trans>
        </Heading>
        <Text color="gray">
          <Trans>Offer a discount on Conversa plans to new or existing customers.</Trans>
        </Text>
      </Flex>
      <WizardFrame
        wizard={wizard}
        done={(reference) => <Trans>Deal {reference} is created and ready to share.</Trans>}
        steps={[
          {
            id: 'type',
            title: <Trans>Deal type</Trans>,
            render: () => (
              <StepForm wizard={wizard} schema={createDealSteps.type} defaults={{}}>
                {(form) => (
                  <>
                    <RadioGroupField
                      control={form.control}
                      name="type"
                      label={t`Kind of deal`}
                      required
                      options={[
                        { value: 'percentage', label: t`Percentage off` },
                        { value: 'flat', label: t`Fixed amount off` },
                        { value: 'free-trial', label: t`Free trial days` },
                      ]}
                    />
                    <RadioGroupField
                      control={form.control}
                      name="audience"
                      label={t`Who may use it`}
                      required
                      options={[
                        { value: 'new', label: t`New customers` },
                        { value: 'existing', label: t`Existing customers` },
                        { value: 'everyone', label: t`Everyone` },
                      ]}
                    />
                  </>
                )}
              </StepForm>
            ),
          },
          {
            id: 'details',
            title: <Trans>Deal details</Trans>,
            render: () => (
              <StepForm wizard={wizard} schema={createDealSteps.details} defaults={{ title: '', code: '' }}>
                {(form) => (
                  <>
                    <InputField control={form.control} name="title" label={t`Deal title`} required />
                    <InputField
                      control={form.control}
                      name="code"
                      label={t`Coupon code`}
                      hint={t`4 to 12 capital letters or digits.`}
                      required
                    />
                    <NumberField
                      control={form.control}
                      name="amount"
                      label={t`Amount`}
                      hint={t`A percentage, euros or days, from 1 to 100.`}
                      required
                    />
                  </>
                )}
              </StepForm>
            ),
          },
          {
            id: 'usage',
            title: <Trans>Usage</Trans>,
            render: () => (
              <StepForm wizard={wizard} schema={createDealSteps.usage} defaults={{}}>
                {(form) => (
                  <>
                    <NumberField control={form.control} name="maxUses" label={t`Maximum uses`} required />
                    <DateField control={form.control} name="endsOn" label={t`Ends on`} required />
                  </>
                )}
              </StepForm>
            ),
          },
          {
            id: 'review',
            title: <Trans>Review</Trans>,
            render: () => (
              <StepForm
                wizard={wizard}
                schema={createDealSteps.review}
                defaults={{ notify: false }}
                submitLabel={t`Create deal`}
              >
                {(form) => (
                  <>
                    <Text as="p">
                      <Trans>
                        Check the deal before creating it: {String(wizard.data.details?.title ?? '')} (
                        {String(wizard.data.details?.code ?? '')}).
                      </Trans>
                    </Text>
                    <SwitchField
                      control={form.control}
                      name="notify"
                      label={t`Tell the customers it applies to by email`}
                    />
                  </>
                )}
              </StepForm>
            ),
          },
        ]}
      />
    </Flex>
  )
}
