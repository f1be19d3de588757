import { Trans, useLingui } from '@lingui/react/macro'
import { Grid } from '@radix-ui/themes'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Form, InputField, RadioGroupField, SelectField, SwitchField, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { PLAN_COPY } from '@/components/pricing/planCopy'
import { notify } from '@/components/toast'
import { ADDRESS_KINDS, COUNTRIES, USER_LANGUAGES, type DialogSaved } from '@/domain/dialogs/schemas'
import { monthlyPrice, PLANS, PRICING_CURRENCY } from '@/domain/pages/pricing'
import { useSession } from '@/runtime/session/useSession'
import { useSaveDialog } from './api'
import { CardFields, emptyCard } from '@/components/payment'
import { DialogActions } from './ExampleDialog'
import { clientSchemas, SERVER_MESSAGES } from './labels'

/** The country names of the current language, for a select. */
function useCountryOptions() {
  const format = useFormat()
  const names = new Intl.DisplayNames([format.locale], { type: 'region' })
  return COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }))
}

export function AddCardForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui()
  const save = useSaveDialog('add-card')
  const form = useZodForm(clientSchemas()['add-card'], { defaultValues: { ...emptyCard, makeDefault: true } })
  return (
    <Form
      form={form}
      serverMessages={SERVER_MESSAGES}
      aria-label={t`Add a new card`}
      onSubmit={async (values, { idempotencyKey }) => {
        const { saved } = await save.mutateAsync({ values, idempotencyKey })
        notify.success(t`Card ending in ${saved.last4} added.`)
        onSaved()
      }}
    >
      <CardFields control={form.control} />
      <SwitchField control={form.control} name="makeDefault" label={t`Use as the default payment method`} />
      <DialogActions submit={<Trans>Add card</Trans>} />
    </Form>
  )
}

export function PricingForm({ saved, onSaved }: { saved?: DialogSaved['pricing']; onSaved: () => void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const format = useFormat()
  const save = useSaveDialog('pricing')
  const form = useZodForm(clientSchemas().pricing, { defaultValues: saved ?? { plan: 'pro', period: 'monthly' } })
  const plans = PLANS.map((plan) => {
    const price = format.money(monthlyPrice(plan, form.watch('period') ?? 'monthly'), PRICING_CURRENCY)
    return { value: plan.id, label: t`${i18n._(PLAN_COPY[plan.id].name)}: ${price} per month` }
  })
  return (
    <Form
      form={form}
      aria-label={t`Choose a plan`}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ values, idempotencyKey })
        notify.success(t`Plan saved: ${i18n._(PLAN_COPY[values.plan].name)}.`)
        onSaved()
      }}
    >
      <RadioGroupField control={form.control} name="plan" label={t`Plan`} options={plans} required />
      <RadioGroupField
        control={form.control}
        name="period"
        label={t`Billing`}
        direction="row"
        hint={t`Annual billing: pay ten months, get twelve.`}
        options={[
          { value: 'monthly', label: t`Monthly` },
          { value: 'annual', label: t`Annual` },
        ]}
        required
      />
      <DialogActions submit={<Trans>Choose this plan</Trans>} />
    </Form>
  )
}

export function EditUserForm({ saved, onSaved }: { saved?: DialogSaved['edit-user']; onSaved: () => void }) {
  const { t } = useLingui()
  const { user } = useSession()
  const countries = useCountryOptions()
  const save = useSaveDialog('edit-user')
  const [firstName = '', ...rest] = (user?.fullName ?? '').split(' ')
  const form = useZodForm(clientSchemas()['edit-user'], {
    defaultValues: saved ?? {
      firstName,
      lastName: rest.join(' '),
      username: user?.username ?? '',
      email: user?.email ?? '',
      phone: '',
      language: 'en',
      country: 'FR',
      billingAddress: false,
    },
  })
  const languages: Record<(typeof USER_LANGUAGES)[number], string> = { en: 'English', fr: 'Français', ar: 'العربية' }
  return (
    <Form
      form={form}
      serverMessages={SERVER_MESSAGES}
      aria-label={t`Edit user information`}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ values, idempotencyKey })
        notify.success(t`${values.firstName} ${values.lastName} is saved.`)
        onSaved()
      }}
    >
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <InputField control={form.control} name="firstName" label={t`First name`} autoComplete="given-name" required />
        <InputField control={form.control} name="lastName" label={t`Last name`} autoComplete="family-name" required />
        <InputField control={form.control} name="username" label={t`Username`} autoComplete="username" required />
        <InputField control={form.control} name="email" type="email" label={t`Email`} autoComplete="email" required />
        <InputField control={form.control} name="phone" type="tel" label={t`Phone`} autoComplete="tel" required />
        <SelectField
          control={form.control}
          name="language"
          label={t`Language`}
          options={USER_LANGUAGES.map((code) => ({ value: code, label: languages[code] }))}
          required
        />
        <SelectField control={form.control} name="country" label={t`Country`} options={countries} required />
      </Grid>
      <SwitchField control={form.control} name="billingAddress" label={t`Use as the billing address`} />
      <DialogActions submit={<Trans>Save</Trans>} />
    </Form>
  )
}

export function EnableOtpForm({ saved, onSaved }: { saved?: DialogSaved['enable-otp']; onSaved: () => void }) {
  const { t } = useLingui()
  const save = useSaveDialog('enable-otp')
  const form = useZodForm(clientSchemas()['enable-otp'], { defaultValues: saved ?? { phone: '' } })
  return (
    <Form
      form={form}
      serverMessages={SERVER_MESSAGES}
      aria-label={t`Enable one-time passwords`}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ values, idempotencyKey })
        notify.success(t`One-time passwords will be sent to ${values.phone}.`)
        onSaved()
      }}
    >
      <InputField
        control={form.control}
        name="phone"
        type="tel"
        label={t`Phone number`}
        autoComplete="tel"
        hint={t`We send a code to this number each time you sign in.`}
        required
      />
      <DialogActions submit={<Trans>Enable</Trans>} />
    </Form>
  )
}

export function AddAddressForm({ saved, onSaved }: { saved?: DialogSaved['add-address']; onSaved: () => void }) {
  const { t } = useLingui()
  const countries = useCountryOptions()
  const save = useSaveDialog('add-address')
  const form = useZodForm(clientSchemas()['add-address'], {
    defaultValues: saved ?? {
      firstName: '',
      lastName: '',
      country: 'FR',
      line1: '',
      line2: '',
      city: '',
      postalCode: '',
      kind: 'home',
      billing: false,
    },
  })
  const kinds: Record<(typeof ADDRESS_KINDS)[number], string> = { home: t`Home`, office: t`Office` }
  return (
    <Form
      form={form}
      serverMessages={SERVER_MESSAGES}
      aria-label={t`Add a new address`}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ values, idempotencyKey })
        notify.success(t`Address saved: ${values.line1}, ${values.city}.`)
        onSaved()
      }}
    >
      <RadioGroupField
        control={form.control}
        name="kind"
        label={t`Address type`}
        direction="row"
        options={ADDRESS_KINDS.map((kind) => ({ value: kind, label: kinds[kind] }))}
        required
      />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <InputField control={form.control} name="firstName" label={t`First name`} autoComplete="given-name" required />
        <InputField control={form.control} name="lastName" label={t`Last name`} autoComplete="family-name" required />
        <SelectField control={form.control} name="country" label={t`Country`} options={countries} required />
        <InputField control={form.control} name="city" label={t`City`} autoComplete="address-level2" required />
        <InputField control={form.control} name="line1" label={t`Address`} autoComplete="address-line1" required />
        <InputField
          control={form.control}
          name="line2"
          label={t`Apartment, suite (optional)`}
          autoComplete="address-line2"
        />
        <InputField
          control={form.control}
          name="postalCode"
          label={t`Postal code`}
          autoComplete="postal-code"
          required
        />
      </Grid>
      <SwitchField control={form.control} name="billing" label={t`Use as the billing address`} />
      <DialogActions submit={<Trans>Save address</Trans>} />
    </Form>
  )
}
