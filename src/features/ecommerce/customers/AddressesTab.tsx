import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Dialog, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { IconCreditCard, IconPencil, IconPlus, IconStar } from '@tabler/icons-react'
import { useState } from 'react'
import { z } from 'zod'
import { apiErrorMessage } from '@/components/feedback'
import { CheckboxField, Form, InputField, SubmitButton, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'
import { customerAddressSchema, type CustomerAddress, type CustomerDetail } from '@/domain/shop/customers'
import { AddressFields } from '../orders/AddressFields'
import { useAddAddress, useEditAddress, useUpdateCustomer } from './api'
import '../orders/orders.css'
import './customers.css'

const addressForm = customerAddressSchema.extend({ isDefault: z.boolean() })
const billingForm = z.object({
  company: z.string().trim().max(80),
  taxId: z.string().trim().max(20),
  email: z.email(),
})

const BRANDS = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' } as const

/** Where the customer receives parcels, whom the shop bills, the cards they pay with. */
export function AddressesTab({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui()
  const { locale } = useFormat()
  const region = new Intl.DisplayNames([locale], { type: 'region' })
  const edit = useEditAddress(customer.id)
  const makeDefault = (address: CustomerAddress) =>
    edit.mutate(
      { ...address, line2: address.line2 ?? '', addressId: address.id, isDefault: true },
      {
        onSuccess: () => notify.success(t`${address.label} is now the default address`),
        onError: (error) => notify.error(i18n._(apiErrorMessage(error))),
      },
    )
  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            <Trans>Addresses</Trans>
          </Heading>
          <AddressDialog customer={customer} />
        </Flex>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3" asChild>
          <ul className="customer-cards">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <Card variant="surface">
                  <Flex justify="between" gap="2" mb="1">
                    <Flex gap="2" align="center">
                      <Text weight="bold">
                        <bdi>{address.label}</bdi>
                      </Text>
                      {address.isDefault && (
                        <Badge color="grass">
                          <Trans>Default</Trans>
                        </Badge>
                      )}
                    </Flex>
                    <AddressDialog customer={customer} address={address} />
                  </Flex>
                  <Text as="div" size="2" color="gray">
                    <address className="order-address">
                      <bdi>{address.name}</bdi>
                      <bdi>{address.line1}</bdi>
                      {address.line2 && <bdi>{address.line2}</bdi>}
                      <bdi>
                        {address.postcode} {address.city}
                      </bdi>
                      <span>{region.of(address.country) ?? address.country}</span>
                    </address>
                  </Text>
                  {!address.isDefault && (
                    <Button
                      variant="ghost"
                      size="1"
                      mt="2"
                      disabled={edit.isPending}
                      onClick={() => makeDefault(address)}
                    >
                      <IconStar size={14} aria-hidden />
                      {t`Make ${address.label} the default`}
                    </Button>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </Grid>
      </Card>
      <BillingCard customer={customer} />
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          <Trans>Payment methods</Trans>
        </Heading>
        {customer.cards.length === 0 ? (
          <Text as="p" color="gray">
            <Trans>No card saved yet: the customer adds one at their next checkout.</Trans>
          </Text>
        ) : (
          <Flex direction="column" gap="2" asChild>
            <ul className="customer-cards">
              {customer.cards.map((card) => (
                <li key={card.id}>
                  <Flex gap="2" align="center">
                    <IconCreditCard size={18} aria-hidden />
                    <Text>
                      <Trans>
                        {BRANDS[card.brand]} ending in {card.last4}
                      </Trans>
                    </Text>
                    <Text color="gray" size="2">
                      <Trans>expires {card.expiry}</Trans>
                    </Text>
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </Card>
    </Flex>
  )
}

function AddressDialog({ customer, address }: { customer: CustomerDetail; address?: CustomerAddress }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const title = address ? t`Edit address ${address.label}` : t`Add address`
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        {address ? (
          <Button variant="ghost" size="1" aria-label={title}>
            <IconPencil size={16} aria-hidden />
          </Button>
        ) : (
          <Button variant="soft">
            <IconPlus size={16} aria-hidden />
            {title}
          </Button>
        )}
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t`Where the shop delivers ${customer.name}'s parcels.`}
        </Dialog.Description>
        {open && <AddressForm customer={customer} address={address} onDone={() => setOpen(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function AddressForm({
  customer,
  address,
  onDone,
}: {
  customer: CustomerDetail
  address?: CustomerAddress
  onDone: () => void
}) {
  const { t } = useLingui()
  const add = useAddAddress(customer.id)
  const edit = useEditAddress(customer.id)
  const form = useZodForm(addressForm, {
    defaultValues: address
      ? { ...address, line2: address.line2 ?? '' }
      : {
          label: '',
          name: customer.name,
          line1: '',
          line2: '',
          city: '',
          postcode: '',
          country: customer.country,
          isDefault: false,
        },
  })
  return (
    <Form
      form={form}
      aria-label={address ? t`Edit address` : t`Add address`}
      onSubmit={async (values, { idempotencyKey }) => {
        if (address) await edit.mutateAsync({ ...values, addressId: address.id })
        else await add.mutateAsync({ address: values, idempotencyKey })
        notify.success(t`Address saved`)
        onDone()
      }}
    >
      <InputField control={form.control} name="label" label={t`Label (Home, Office…)`} required />
      <AddressFields control={form.control} />
      <CheckboxField control={form.control} name="isDefault" label={t`Use as the default address`} />
      <Flex gap="3" justify="end">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            {t`Cancel`}
          </Button>
        </Dialog.Close>
        <SubmitButton>{t`Save address`}</SubmitButton>
      </Flex>
    </Form>
  )
}

function BillingCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui()
  const update = useUpdateCustomer(customer.id)
  const form = useZodForm(billingForm, { defaultValues: customer.billing })
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="3">
        <Trans>Billing</Trans>
      </Heading>
      <Form
        form={form}
        aria-label={t`Billing`}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync({ billing: values })
          form.reset(saved.billing)
          notify.success(t`Billing details saved`)
        }}
      >
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <InputField control={form.control} name="company" label={t`Company (optional)`} />
          <InputField control={form.control} name="taxId" label={t`Tax number (optional)`} />
        </Grid>
        <InputField control={form.control} name="email" type="email" label={t`E-mail for invoices`} required />
        <Flex justify="end">
          <SubmitButton>{t`Save billing`}</SubmitButton>
        </Flex>
      </Form>
    </Card>
  )
}
