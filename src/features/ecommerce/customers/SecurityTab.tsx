import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Heading, Switch, Table, Text } from '@radix-ui/themes'
import { z } from 'zod'
import { apiErrorMessage } from '@/components/feedback'
import { Form, formMessage, InputField, SubmitButton, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'
import type { CustomerDetail } from '@/domain/shop/customers'
import { useChangePassword, useUpdateCustomer } from './api'

const passwordForm = z
  .object({ password: z.string().min(8).max(128), confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    error: formMessage(msg`The two passwords differ.`),
  })

/** A new password for the customer, their two-step sign-in, and where they signed in lately. */
export function SecurityTab({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const change = useChangePassword(customer.id)
  const update = useUpdateCustomer(customer.id)
  const form = useZodForm(passwordForm, { defaultValues: { password: '', confirm: '' } })
  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Heading as="h2" size="4" mb="1">
          <Trans>Change password</Trans>
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          {customer.passwordChangedAt ? (
            <Trans>Last changed {format.dateTime(customer.passwordChangedAt)}.</Trans>
          ) : (
            <Trans>At least 8 characters. The customer is signed out of every device.</Trans>
          )}
        </Text>
        <Form
          form={form}
          aria-label={t`Change password`}
          onSubmit={async (values) => {
            await change.mutateAsync(values.password)
            form.reset({ password: '', confirm: '' })
            notify.success(t`Password changed`)
          }}
        >
          <InputField
            control={form.control}
            name="password"
            type="password"
            label={t`New password`}
            autoComplete="new-password"
            required
          />
          <InputField
            control={form.control}
            name="confirm"
            type="password"
            label={t`Confirm the new password`}
            autoComplete="new-password"
            required
          />
          <Flex justify="end">
            <SubmitButton>{t`Change password`}</SubmitButton>
          </Flex>
        </Form>
      </Card>
      <Card size="3">
        <Flex justify="between" align="center" gap="3">
          <Flex direction="column">
            <Heading as="h2" size="4">
              <Trans>Two-step verification</Trans>
            </Heading>
            <Text size="2" color="gray">
              <Trans>A code sent by SMS at each sign-in to the shop.</Trans>
            </Text>
          </Flex>
          <Switch
            aria-label={t`Two-step verification`}
            checked={customer.twoStep}
            disabled={update.isPending}
            onCheckedChange={(twoStep) =>
              update.mutate(
                { twoStep },
                {
                  onSuccess: () =>
                    notify.success(twoStep ? t`Two-step verification is on` : t`Two-step verification is off`),
                  onError: (error) => notify.error(i18n._(apiErrorMessage(error))),
                },
              )
            }
          />
        </Flex>
      </Card>
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          <Trans>Recent devices</Trans>
        </Heading>
        <Table.Root size="2">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>
                <Trans>Browser</Trans>
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <Trans>Device</Trans>
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <Trans>Location</Trans>
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <Trans>Last activity</Trans>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {customer.devices.map((device) => (
              <Table.Row key={device.at}>
                <Table.RowHeaderCell>
                  <bdi>{device.browser}</bdi>
                </Table.RowHeaderCell>
                <Table.Cell>{device.device === 'mobile' ? t`Phone` : t`Computer`}</Table.Cell>
                <Table.Cell>
                  <bdi>{device.location}</bdi>
                </Table.Cell>
                <Table.Cell>{format.dateTime(device.at)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card>
    </Flex>
  )
}
