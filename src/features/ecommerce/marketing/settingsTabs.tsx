import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Flex, Grid, Heading, IconButton, Text } from '@radix-ui/themes'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useFieldArray, useWatch } from 'react-hook-form'
import {
  CheckboxGroupField,
  InputField,
  MoneyField,
  NumberField,
  RadioGroupField,
  SelectField,
  SwitchField,
  useZodForm,
} from '@/components/form'
import {
  ACCOUNT_POLICIES,
  checkoutSchema,
  CONTACT_METHODS,
  CURRENCIES,
  CUSTOMER_EMAILS,
  detailsSchema,
  FIELD_POLICIES,
  LOCATION_KINDS,
  locationsSchema,
  MANUAL_METHODS,
  notificationsSchema,
  PAYMENT_PROVIDERS,
  paymentsSchema,
  shippingSchema,
  STAFF_EMAILS,
  TIME_ZONES,
  type SettingsTab,
  type StoreSettings,
} from '@/domain/shop/storeSettings'
import { useSaveSettings } from './api'
import { SettingsTabForm } from './SettingsTabForm'
import {
  ACCOUNT_LABELS,
  CONTACT_LABELS,
  CUSTOMER_EMAIL_LABELS,
  FIELD_POLICY_LABELS,
  LOCATION_KIND_LABELS,
  MANUAL_LABELS,
  PROVIDER_LABELS,
  STAFF_EMAIL_LABELS,
} from './labels'

export interface TabProps {
  settings: StoreSettings
  owner: string
  onDirtyChange: (tab: SettingsTab, dirty: boolean) => void
}

/** Options from a list of values and their words. */
function useOptions<T extends string>(values: readonly T[], words: Record<T, { id: string }>) {
  const { i18n } = useLingui()
  return values.map((value) => ({ value, label: i18n._(words[value]) }))
}

/** A new row's id: unique within the workspace's settings, never shown. */
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export function DetailsTab({ settings, owner, onDirtyChange }: TabProps) {
  const { t } = useLingui()
  const stored = settings.details
  const form = useZodForm(detailsSchema, { defaultValues: stored })
  const save = useSaveSettings('details')
  const { control } = form
  return (
    <SettingsTabForm
      tab="details"
      owner={owner}
      form={form}
      stored={stored}
      save={async (values) => (await save.mutateAsync(values)).details}
      onDirtyChange={onDirtyChange}
    >
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <InputField control={control} name="storeName" label={t`Store name`} required />
        <InputField control={control} name="legalName" label={t`Legal name`} required />
        <InputField control={control} name="phone" type="tel" label={t`Contact phone`} autoComplete="tel" required />
        <InputField
          control={control}
          name="email"
          type="email"
          label={t`Contact e-mail`}
          autoComplete="email"
          required
        />
      </Grid>
      <Heading as="h3" size="3">
        <Trans>Address</Trans>
      </Heading>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <InputField control={control} name="street" label={t`Street`} autoComplete="street-address" required />
        <InputField control={control} name="city" label={t`City`} autoComplete="address-level2" required />
        <InputField control={control} name="postcode" label={t`Postcode`} autoComplete="postal-code" required />
        <InputField control={control} name="country" label={t`Country`} autoComplete="country-name" required />
      </Grid>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <SelectField
          control={control}
          name="currency"
          label={t`Currency`}
          options={CURRENCIES.map((value) => ({ value, label: value }))}
          required
        />
        <SelectField
          control={control}
          name="timeZone"
          label={t`Time zone`}
          options={TIME_ZONES.map((value) => ({ value, label: value.replace('_', ' ') }))}
          required
        />
      </Grid>
    </SettingsTabForm>
  )
}

export function PaymentsTab({ settings, owner, onDirtyChange }: TabProps) {
  const { t } = useLingui()
  const stored = settings.payments
  const form = useZodForm(paymentsSchema, { defaultValues: stored })
  const save = useSaveSettings('payments')
  return (
    <SettingsTabForm
      tab="payments"
      owner={owner}
      form={form}
      stored={stored}
      save={async (values) => (await save.mutateAsync(values)).payments}
      onDirtyChange={onDirtyChange}
    >
      <CheckboxGroupField
        control={form.control}
        name="providers"
        label={t`Payment providers`}
        hint={t`Customers pay with these at checkout; payouts reach the shop’s account in two working days.`}
        options={useOptions(PAYMENT_PROVIDERS, PROVIDER_LABELS)}
      />
      <CheckboxGroupField
        control={form.control}
        name="manual"
        label={t`Manual payment methods`}
        hint={t`Orders paid this way wait until the team marks them paid.`}
        options={useOptions(MANUAL_METHODS, MANUAL_LABELS)}
      />
    </SettingsTabForm>
  )
}

export function CheckoutTab({ settings, owner, onDirtyChange }: TabProps) {
  const { t } = useLingui()
  const stored = settings.checkout
  const form = useZodForm(checkoutSchema, { defaultValues: stored })
  const save = useSaveSettings('checkout')
  const fieldPolicies = useOptions(FIELD_POLICIES, FIELD_POLICY_LABELS)
  const { control } = form
  return (
    <SettingsTabForm
      tab="checkout"
      owner={owner}
      form={form}
      stored={stored}
      save={async (values) => (await save.mutateAsync(values)).checkout}
      onDirtyChange={onDirtyChange}
    >
      <RadioGroupField
        control={control}
        name="accounts"
        label={t`Customer accounts`}
        options={useOptions(ACCOUNT_POLICIES, ACCOUNT_LABELS)}
      />
      <RadioGroupField
        control={control}
        name="contact"
        label={t`Customers reach us and are reached by`}
        options={useOptions(CONTACT_METHODS, CONTACT_LABELS)}
      />
      <Heading as="h3" size="3">
        <Trans>Customer information</Trans>
      </Heading>
      <Grid columns={{ initial: '1', sm: '3' }} gap="4">
        <SelectField control={control} name="companyName" label={t`Company name`} options={fieldPolicies} />
        <SelectField control={control} name="addressLine2" label={t`Address line 2`} options={fieldPolicies} />
        <SelectField control={control} name="phone" label={t`Phone number for the driver`} options={fieldPolicies} />
      </Grid>
      <SwitchField control={control} name="tipping" label={t`Offer a tip for the delivery driver at checkout`} />
    </SettingsTabForm>
  )
}

export function ShippingTab({ settings, owner, onDirtyChange }: TabProps) {
  const { t } = useLingui()
  const stored = settings.shipping
  const currency = settings.details.currency
  const form = useZodForm(shippingSchema, { defaultValues: stored })
  const save = useSaveSettings('shipping')
  const zones = useFieldArray({ control: form.control, name: 'zones', keyName: 'key' })
  const names = useWatch({ control: form.control, name: 'zones' })
  return (
    <SettingsTabForm
      tab="shipping"
      owner={owner}
      form={form}
      stored={stored}
      save={async (values) => (await save.mutateAsync(values)).shipping}
      onDirtyChange={onDirtyChange}
    >
      {zones.fields.length === 0 && (
        <Text color="gray">
          <Trans>No delivery zone: customers cannot check out until one is added.</Trans>
        </Text>
      )}
      <Flex direction="column" gap="3" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t`Delivery zones`}>
          {zones.fields.map((zone, index) => {
            const name = names?.[index]?.name || t`Zone ${index + 1}`
            return (
              <li key={zone.key}>
                <Card>
                  <Flex direction="column" gap="3">
                    <Flex justify="between" align="center" gap="2">
                      <Heading as="h3" size="2">
                        <bdi>{name}</bdi>
                      </Heading>
                      <IconButton
                        type="button"
                        variant="ghost"
                        color="red"
                        aria-label={t`Remove zone ${name}`}
                        onClick={() => zones.remove(index)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </IconButton>
                    </Flex>
                    <Grid columns={{ initial: '1', sm: '2' }} gap="3">
                      <InputField control={form.control} name={`zones.${index}.name`} label={t`Zone name`} required />
                      <InputField
                        control={form.control}
                        name={`zones.${index}.countries`}
                        label={t`Countries and regions`}
                        required
                      />
                    </Grid>
                    <Grid columns={{ initial: '1', sm: '3' }} gap="3">
                      <MoneyField
                        control={form.control}
                        name={`zones.${index}.rate`}
                        label={t`Delivery rate`}
                        currency={currency}
                        required
                      />
                      <MoneyField
                        control={form.control}
                        name={`zones.${index}.freeFrom`}
                        label={t`Free delivery from`}
                        hint={t`Leave empty for never.`}
                        currency={currency}
                      />
                      <NumberField
                        control={form.control}
                        name={`zones.${index}.days`}
                        label={t`Delivery time in days`}
                        maximumFractionDigits={0}
                        required
                      />
                    </Grid>
                  </Flex>
                </Card>
              </li>
            )
          })}
        </ul>
      </Flex>
      <Flex>
        <Button
          type="button"
          variant="soft"
          onClick={() => zones.append({ id: newId('zone'), name: '', countries: '', rate: 0, days: 3 })}
        >
          <IconPlus size={16} aria-hidden />
          <Trans>Add a zone</Trans>
        </Button>
      </Flex>
    </SettingsTabForm>
  )
}

export function LocationsTab({ settings, owner, onDirtyChange }: TabProps) {
  const { t } = useLingui()
  const stored = settings.locations
  const form = useZodForm(locationsSchema, { defaultValues: stored })
  const save = useSaveSettings('locations')
  const locations = useFieldArray({ control: form.control, name: 'locations', keyName: 'key' })
  const rows = useWatch({ control: form.control, name: 'locations' }) ?? []
  const kinds = useOptions(LOCATION_KINDS, LOCATION_KIND_LABELS)
  const nameOf = (index: number) => rows[index]?.name || t`Location ${index + 1}`
  const remove = (index: number) => {
    const removed = rows[index]
    locations.remove(index)
    // The default goes to the first location left, so there always is one.
    if (removed && form.getValues('defaultId') === removed.id) {
      const next = rows.find((_, other) => other !== index)
      form.setValue('defaultId', next?.id ?? '', { shouldDirty: true })
    }
  }
  return (
    <SettingsTabForm
      tab="locations"
      owner={owner}
      form={form}
      stored={stored}
      save={async (values) => (await save.mutateAsync(values)).locations}
      onDirtyChange={onDirtyChange}
    >
      <Flex direction="column" gap="3" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t`Locations`}>
          {locations.fields.map((location, index) => (
            <li key={location.key}>
              <Card>
                <Flex direction="column" gap="3">
                  <Flex justify="between" align="center" gap="2">
                    <Heading as="h3" size="2">
                      <bdi>{nameOf(index)}</bdi>
                    </Heading>
                    <IconButton
                      type="button"
                      variant="ghost"
                      color="red"
                      disabled={locations.fields.length === 1}
                      aria-label={t`Remove location ${nameOf(index)}`}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </IconButton>
                  </Flex>
                  <Grid columns={{ initial: '1', sm: '2' }} gap="3">
                    <InputField control={form.control} name={`locations.${index}.name`} label={t`Name`} required />
                    <SelectField
                      control={form.control}
                      name={`locations.${index}.kind`}
                      label={t`Kind`}
                      options={kinds}
                      required
                    />
                    <InputField control={form.control} name={`locations.${index}.street`} label={t`Street`} required />
                    <InputField control={form.control} name={`locations.${index}.city`} label={t`City`} required />
                    <InputField
                      control={form.control}
                      name={`locations.${index}.country`}
                      label={t`Country`}
                      required
                    />
                  </Grid>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      </Flex>
      <Flex>
        <Button
          type="button"
          variant="soft"
          onClick={() =>
            locations.append({ id: newId('loc'), name: '', kind: 'shop', street: '', city: '', country: '' })
          }
        >
          <IconPlus size={16} aria-hidden />
          <Trans>Add a location</Trans>
        </Button>
      </Flex>
      <RadioGroupField
        control={form.control}
        name="defaultId"
        label={t`Orders ship from`}
        options={rows.map((row, index) => ({ value: row.id, label: nameOf(index) }))}
        required
      />
    </SettingsTabForm>
  )
}

export function NotificationsTab({ settings, owner, onDirtyChange }: TabProps) {
  const { t } = useLingui()
  const stored = settings.notifications
  const form = useZodForm(notificationsSchema, { defaultValues: stored })
  const save = useSaveSettings('notifications')
  return (
    <SettingsTabForm
      tab="notifications"
      owner={owner}
      form={form}
      stored={stored}
      save={async (values) => (await save.mutateAsync(values)).notifications}
      onDirtyChange={onDirtyChange}
    >
      <CheckboxGroupField
        control={form.control}
        name="staff"
        label={t`The team is e-mailed when`}
        options={useOptions(STAFF_EMAILS, STAFF_EMAIL_LABELS)}
      />
      <CheckboxGroupField
        control={form.control}
        name="customer"
        label={t`Customers receive`}
        options={useOptions(CUSTOMER_EMAILS, CUSTOMER_EMAIL_LABELS)}
      />
    </SettingsTabForm>
  )
}
