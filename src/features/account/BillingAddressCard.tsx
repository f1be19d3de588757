import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Grid, Heading } from '@radix-ui/themes'
import { Form, InputField, SelectField, SubmitButton, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'
import { COUNTRIES } from '@/domain/dialogs/schemas'
import type { BillingAddress } from '@/domain/account/settings'
import { useSession } from '@/runtime/session/useSession'
import { saveBillingAddress, useSettingsChange } from './api'
import { clientSettingsSchemas, SETTINGS_SERVER_MESSAGES } from '@/components/account-settings'

/** Where invoices go: saved on the backend, checked as it is typed after the first try. */
export function BillingAddressCard({ address }: { address: BillingAddress | null }) {
  const { t } = useLingui()
  const format = useFormat()
  const { user } = useSession()
  const save = useSettingsChange(saveBillingAddress)
  const names = new Intl.DisplayNames([format.locale], { type: 'region' })
  const form = useZodForm(clientSettingsSchemas().billingAddress, {
    defaultValues: address ?? {
      company: '',
      email: user?.email ?? '',
      taxId: '',
      country: 'FR',
      line1: '',
      city: '',
      postalCode: '',
    },
  })
  return (
    <Card size="3">
      <Form
        form={form}
        serverMessages={SETTINGS_SERVER_MESSAGES}
        aria-label={t`Billing address`}
        onSubmit={async (values) => {
          await save.mutateAsync(values)
          notify.success(t`The billing address is saved.`)
        }}
      >
        <Heading as="h2" size="4">
          <Trans>Billing address</Trans>
        </Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <InputField control={form.control} name="company" label={t`Company (optional)`} autoComplete="organization" />
          <InputField control={form.control} name="email" label={t`Billing email`} autoComplete="email" required />
          <InputField
            control={form.control}
            name="taxId"
            label={t`VAT number (optional)`}
            placeholder="FR40303265045"
            autoComplete="off"
          />
          <SelectField
            control={form.control}
            name="country"
            label={t`Country`}
            options={COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }))}
            required
          />
          <InputField control={form.control} name="line1" label={t`Address`} autoComplete="address-line1" required />
          <InputField control={form.control} name="city" label={t`City`} autoComplete="address-level2" required />
          <InputField
            control={form.control}
            name="postalCode"
            label={t`Postal code`}
            autoComplete="postal-code"
            required
          />
        </Grid>
        <Flex justify="end">
          <SubmitButton>
            <Trans>Save address</Trans>
          </SubmitButton>
        </Flex>
      </Form>
    </Card>
  )
}
