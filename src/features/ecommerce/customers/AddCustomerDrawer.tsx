import { useLingui } from '@lingui/react/macro'
import { Flex, Heading } from '@radix-ui/themes'
import { useMemo } from 'react'
import { Drawer } from '@/components/drawer'
import { Form, InputField, SelectField, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { CUSTOMER_STATUSES, newCustomerSchema } from '@/domain/shop/customers'
import { AddressFields, useCountryOptions } from '../orders/AddressFields'
import { useAddCustomer } from './api'
import { CUSTOMER_SERVER_MESSAGES, CUSTOMER_STATUS_LABELS } from './labels'

/** Adds a customer: who they are, where they live, whom to bill. A taken e-mail is refused on its field. */
export function AddCustomerDrawer({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onAdded: (id: string) => void
}) {
  const { t } = useLingui()
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t`Add customer`}
      description={t`They can then be found in the list and receive orders.`}
      width="32rem"
    >
      {open && (
        <AddCustomerForm
          onDone={(id) => {
            onOpenChange(false)
            onAdded(id)
          }}
        />
      )}
    </Drawer>
  )
}

function AddCustomerForm({ onDone }: { onDone: (id: string) => void }) {
  const { t, i18n } = useLingui()
  const add = useAddCustomer()
  const countries = useCountryOptions()
  const statuses = useMemo(
    () => CUSTOMER_STATUSES.map((value) => ({ value, label: i18n._(CUSTOMER_STATUS_LABELS[value]) })),
    [i18n],
  )
  const form = useZodForm(newCustomerSchema, {
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      country: 'PT',
      status: 'active',
      address: { line1: '', line2: '', city: '', postcode: '', country: 'PT' },
      billing: { company: '', taxId: '' },
    },
  })
  return (
    <Form
      form={form}
      aria-label={t`Add customer`}
      serverMessages={CUSTOMER_SERVER_MESSAGES}
      onSubmit={async (values, { idempotencyKey }) => {
        const saved = await add.mutateAsync({ input: values, idempotencyKey })
        notify.success(t`${saved.name} added as customer #${saved.code}`)
        onDone(saved.id)
      }}
    >
      <Heading as="h3" size="3">
        {t`Basic information`}
      </Heading>
      <InputField control={form.control} name="name" label={t`Full name`} autoComplete="off" required />
      <InputField control={form.control} name="email" type="email" label={t`E-mail`} autoComplete="off" required />
      <InputField control={form.control} name="phone" type="tel" label={t`Phone`} autoComplete="off" required />
      <SelectField control={form.control} name="country" label={t`Country`} options={countries} required />
      <SelectField control={form.control} name="status" label={t`Status`} options={statuses} required />
      <Heading as="h3" size="3">
        {t`Shipping address`}
      </Heading>
      <AddressFields control={form.control} prefix="address." withName={false} />
      <Heading as="h3" size="3">
        {t`Billing`}
      </Heading>
      <InputField control={form.control} name="billing.company" label={t`Company (optional)`} />
      <InputField control={form.control} name="billing.taxId" label={t`Tax number (optional)`} />
      <Flex justify="end">
        <SubmitButton>{t`Add customer`}</SubmitButton>
      </Flex>
    </Form>
  )
}
