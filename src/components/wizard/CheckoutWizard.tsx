import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { DataList } from '@radix-ui/themes'
import { useWatch } from 'react-hook-form'
import { z } from 'zod'
import {
  CheckboxField,
  formMessage,
  InputField,
  NumberField,
  RadioGroupField,
  SelectField,
  SwitchField,
} from '@/components/form'
import { useFormat } from '@/components/format'
import { PLANS, PRICING_CURRENCY } from '@/domain/pages/pricing'
import { checkoutSteps, COUNTRIES } from '@/domain/wizards/schemas'
import type { Wizard } from './useWizard'
import { StepForm, WizardFrame } from './WizardFrame'

const confirmation = checkoutSteps.confirmation.extend({
  acceptTerms: z.literal(true, { error: formMessage(msg`Accept the terms of service to place the order.`) }),
})

/**
 * Buying a Conversa plan in four steps: cart, address, payment and confirmation, submitted once.
 * The signed-in template's wizard and the public front site's checkout both show it; each hands
 * its own `wizard` (where it submits).
 */
export function CheckoutWizard({ wizard }: { wizard: Wizard }) {
  const { t } = useLingui()
  const format = useFormat()
  const priceOf = (plan: 'pro' | 'business') => PLANS.find((candidate) => candidate.id === plan)!.monthly
  const countryNames = new Intl.DisplayNames([format.locale], { type: 'region' })
  const cart = wizard.data.cart as { plan?: 'pro' | 'business'; extraAccounts?: number } | undefined
  const address = wizard.data.address as { fullName?: string; city?: string; country?: string } | undefined
  return (
    <WizardFrame
      wizard={wizard}
      done={(reference) => <Trans>Order {reference} is confirmed. A receipt is on its way to your inbox.</Trans>}
      steps={[
        {
          id: 'cart',
          title: <Trans>Cart</Trans>,
          render: () => (
            <StepForm wizard={wizard} schema={checkoutSteps.cart} defaults={{ extraAccounts: 0, onboarding: false }}>
              {(form) => (
                <>
                  <RadioGroupField
                    control={form.control}
                    name="plan"
                    label={t`Plan`}
                    required
                    options={[
                      { value: 'pro', label: t`Pro, ${format.money(priceOf('pro'), PRICING_CURRENCY)} per month` },
                      {
                        value: 'business',
                        label: t`Business, ${format.money(priceOf('business'), PRICING_CURRENCY)} per month`,
                      },
                    ]}
                  />
                  <NumberField
                    control={form.control}
                    name="extraAccounts"
                    label={t`Extra Instagram accounts`}
                    hint={t`From 0 to 20, on top of those the plan includes.`}
                  />
                  <SwitchField control={form.control} name="onboarding" label={t`Add a one-hour onboarding call`} />
                </>
              )}
            </StepForm>
          ),
        },
        {
          id: 'address',
          title: <Trans>Address</Trans>,
          render: () => (
            <StepForm
              wizard={wizard}
              schema={checkoutSteps.address}
              defaults={{ fullName: '', street: '', city: '', postalCode: '' }}
            >
              {(form) => (
                <>
                  <InputField
                    control={form.control}
                    name="fullName"
                    label={t`Full name`}
                    autoComplete="name"
                    required
                  />
                  <InputField
                    control={form.control}
                    name="street"
                    label={t`Street and number`}
                    autoComplete="street-address"
                    required
                  />
                  <InputField
                    control={form.control}
                    name="city"
                    label={t`City`}
                    autoComplete="address-level2"
                    required
                  />
                  <InputField
                    control={form.control}
                    name="postalCode"
                    label={t`Postal code`}
                    autoComplete="postal-code"
                    required
                  />
                  <SelectField
                    control={form.control}
                    name="country"
                    label={t`Country`}
                    required
                    placeholder={t`Choose a country`}
                    options={COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) ?? code }))}
                  />
                </>
              )}
            </StepForm>
          ),
        },
        {
          id: 'payment',
          title: <Trans>Payment</Trans>,
          render: () => (
            <StepForm
              wizard={wizard}
              schema={checkoutSteps.payment}
              defaults={{ method: 'card', cardName: '', cardNumber: '' }}
            >
              {(form) => <PaymentFields form={form} />}
            </StepForm>
          ),
        },
        {
          id: 'confirmation',
          title: <Trans>Confirmation</Trans>,
          render: () => (
            <StepForm wizard={wizard} schema={confirmation} defaults={{}} submitLabel={t`Place order`}>
              {(form) => (
                <>
                  <DataList.Root>
                    <DataList.Item>
                      <DataList.Label>
                        <Trans>Plan</Trans>
                      </DataList.Label>
                      <DataList.Value>{cart?.plan === 'business' ? t`Business` : t`Pro`}</DataList.Value>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.Label>
                        <Trans>Extra accounts</Trans>
                      </DataList.Label>
                      <DataList.Value>{format.number(cart?.extraAccounts ?? 0)}</DataList.Value>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.Label>
                        <Trans>Deliver to</Trans>
                      </DataList.Label>
                      <DataList.Value>
                        {[address?.fullName, address?.city, address?.country && countryNames.of(address.country)]
                          .filter(Boolean)
                          .join(', ')}
                      </DataList.Value>
                    </DataList.Item>
                  </DataList.Root>
                  <CheckboxField
                    control={form.control}
                    name="acceptTerms"
                    label={t`I accept the terms of service`}
                    required
                  />
                </>
              )}
            </StepForm>
          ),
        },
      ]}
    />
  )
}

function PaymentFields({
  form,
}: {
  form: Parameters<Parameters<typeof StepForm<typeof checkoutSteps.payment>>[0]['children']>[0]
}) {
  const { t } = useLingui()
  const method = useWatch({ control: form.control, name: 'method' })
  return (
    <>
      <RadioGroupField
        control={form.control}
        name="method"
        label={t`Payment method`}
        required
        options={[
          { value: 'card', label: t`Card` },
          { value: 'transfer', label: t`Bank transfer` },
        ]}
      />
      {method === 'card' && (
        <>
          <InputField
            control={form.control}
            name="cardName"
            label={t`Name on the card`}
            autoComplete="cc-name"
            required
          />
          <InputField
            control={form.control}
            name="cardNumber"
            label={t`Card number`}
            hint={t`16 digits, spaces allowed.`}
            autoComplete="cc-number"
            inputMode="numeric"
            required
          />
        </>
      )}
    </>
  )
}
