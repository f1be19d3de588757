import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, DataList, Dialog, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { UserAvatar } from '@/components/avatar'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { apiErrorMessage } from '@/components/feedback'
import { Form, InputField, SelectField, SubmitButton, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { StatusBadge } from '@/components/status-badge'
import { notify } from '@/components/toast'
import { CUSTOMER_STATUSES, profileSchema, type CustomerDetail } from '@/domain/shop/customers'
import { useCountryOptions } from '../orders/AddressFields'
import { useCents } from '../orders/useCents'
import { useUpdateCustomer } from './api'
import { CUSTOMER_SERVER_MESSAGES, CUSTOMER_STATUS_LABELS, CUSTOMER_STATUS_TONES } from './labels'

/** Who the customer is, what they ordered, how to reach them; edit and suspend. */
export function ProfilePanel({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const cents = useCents()
  const update = useUpdateCustomer(customer.id)
  const [suspending, setSuspending] = useState(false)
  const suspended = customer.status === 'suspended'
  const setStatus = (status: CustomerDetail['status']) =>
    update.mutate(
      { status },
      {
        onSuccess: () =>
          notify.success(
            status === 'suspended' ? t`${customer.name} is suspended` : t`${customer.name} is active again`,
          ),
        onError: (error) => notify.error(i18n._(apiErrorMessage(error))),
      },
    )
  return (
    <Card size="3">
      <Flex direction="column" align="center" gap="2" mb="4">
        <UserAvatar name={customer.name} size="5" />
        <Heading as="h2" size="4">
          <bdi>{customer.name}</bdi>
        </Heading>
        <Text color="gray" size="2">
          <Trans>Customer ID #{customer.code}</Trans>
        </Text>
        <StatusBadge tone={CUSTOMER_STATUS_TONES[customer.status]}>
          {i18n._(CUSTOMER_STATUS_LABELS[customer.status])}
        </StatusBadge>
      </Flex>
      <Grid columns="2" gap="3" mb="4">
        <Flex direction="column" align="center">
          <Text size="5" weight="bold">
            {format.number(customer.figures.orders)}
          </Text>
          <Text size="2" color="gray">
            <Trans>Orders</Trans>
          </Text>
        </Flex>
        <Flex direction="column" align="center">
          <Text size="5" weight="bold">
            {cents(customer.figures.spent)}
          </Text>
          <Text size="2" color="gray">
            <Trans>Spent</Trans>
          </Text>
        </Flex>
      </Grid>
      <Heading as="h3" size="2" mt="2" mb="2">
        <Trans>Contact</Trans>
      </Heading>
      <DataList.Root size="2" orientation="vertical" mb="4">
        <DataList.Item>
          <DataList.Label>
            <Trans>E-mail</Trans>
          </DataList.Label>
          <DataList.Value>
            <bdi>{customer.email}</bdi>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>
            <Trans>Phone</Trans>
          </DataList.Label>
          <DataList.Value>
            <bdi dir="ltr">{customer.phone}</bdi>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>
            <Trans>Country</Trans>
          </DataList.Label>
          <DataList.Value>
            {new Intl.DisplayNames([format.locale], { type: 'region' }).of(customer.country) ?? customer.country}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>
            <Trans>Customer since</Trans>
          </DataList.Label>
          <DataList.Value>{format.date(customer.joined, { dateStyle: 'long' })}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Flex gap="2" justify="center" wrap="wrap">
        <EditProfileDialog customer={customer} />
        {suspended ? (
          <Button variant="soft" loading={update.isPending} onClick={() => setStatus('active')}>
            <IconPlayerPlay size={16} aria-hidden />
            <Trans>Reactivate</Trans>
          </Button>
        ) : (
          <Button variant="soft" color="red" loading={update.isPending} onClick={() => setSuspending(true)}>
            <IconPlayerPause size={16} aria-hidden />
            <Trans>Suspend</Trans>
          </Button>
        )}
      </Flex>
      <ConfirmDialog
        open={suspending}
        onOpenChange={setSuspending}
        title={t`Suspend ${customer.name}?`}
        description={t`They can no longer sign in to the shop or place orders until you reactivate them.`}
        cancelLabel={t`Cancel`}
        confirmLabel={t`Suspend`}
        onConfirm={() => {
          setSuspending(false)
          setStatus('suspended')
        }}
      />
    </Card>
  )
}

function EditProfileDialog({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button>
          <IconPencil size={16} aria-hidden />
          <Trans>Edit</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>
          <Trans>Edit customer</Trans>
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t`A new e-mail takes their orders along.`}
        </Dialog.Description>
        {open && <ProfileForm customer={customer} onDone={() => setOpen(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function ProfileForm({ customer, onDone }: { customer: CustomerDetail; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const update = useUpdateCustomer(customer.id)
  const countries = useCountryOptions()
  const statuses = useMemo(
    () => CUSTOMER_STATUSES.map((value) => ({ value, label: i18n._(CUSTOMER_STATUS_LABELS[value]) })),
    [i18n],
  )
  const form = useZodForm(profileSchema, {
    defaultValues: {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      country: customer.country,
      status: customer.status,
    },
  })
  return (
    <Form
      form={form}
      aria-label={t`Edit customer`}
      serverMessages={CUSTOMER_SERVER_MESSAGES}
      onSubmit={async (values) => {
        await update.mutateAsync(values)
        notify.success(t`Customer saved`)
        onDone()
      }}
    >
      <InputField control={form.control} name="name" label={t`Full name`} required />
      <InputField control={form.control} name="email" type="email" label={t`E-mail`} required />
      <InputField control={form.control} name="phone" type="tel" label={t`Phone`} required />
      <SelectField control={form.control} name="country" label={t`Country`} options={countries} required />
      <SelectField control={form.control} name="status" label={t`Status`} options={statuses} required />
      <Flex gap="3" justify="end">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            {t`Cancel`}
          </Button>
        </Dialog.Close>
        <SubmitButton>{t`Save`}</SubmitButton>
      </Flex>
    </Form>
  )
}
