import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Checkbox, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { Controller } from 'react-hook-form'
import { Form, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationsSchema,
  type CustomerDetail,
  type NotificationChannel,
} from '@/domain/shop/customers'
import { useUpdateCustomer } from './api'
import { CHANNEL_LABELS, TOPIC_LABELS } from './labels'

/** What the shop tells the customer, and through which channel: saved as a whole. */
export function NotificationsTab({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui()
  const update = useUpdateCustomer(customer.id)
  const form = useZodForm(notificationsSchema, { defaultValues: customer.notifications })
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="1">
        <Trans>Notifications</Trans>
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        <Trans>What the roastery sends this customer, and through which channel.</Trans>
      </Text>
      <Form
        form={form}
        aria-label={t`Notifications`}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync({ notifications: values })
          form.reset(saved.notifications)
          notify.success(t`Notification preferences saved`)
        }}
      >
        <Table.Root size="2">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>
                <Trans>Type</Trans>
              </Table.ColumnHeaderCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.ColumnHeaderCell key={channel} justify="center">
                  {i18n._(CHANNEL_LABELS[channel])}
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {NOTIFICATION_TOPICS.map((topic) => (
              <Table.Row key={topic}>
                <Table.RowHeaderCell>{i18n._(TOPIC_LABELS[topic])}</Table.RowHeaderCell>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Cell key={channel} justify="center">
                    <Controller
                      control={form.control}
                      name={topic}
                      render={({ field }) => {
                        const chosen = (field.value ?? []) as NotificationChannel[]
                        return (
                          <Checkbox
                            aria-label={`${i18n._(TOPIC_LABELS[topic])}: ${i18n._(CHANNEL_LABELS[channel])}`}
                            checked={chosen.includes(channel)}
                            onCheckedChange={(checked) =>
                              field.onChange(
                                checked === true
                                  ? NOTIFICATION_CHANNELS.filter((each) => each === channel || chosen.includes(each))
                                  : chosen.filter((each) => each !== channel),
                              )
                            }
                          />
                        )
                      }}
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Flex justify="end">
          <SubmitButton>{t`Save preferences`}</SubmitButton>
        </Flex>
      </Form>
    </Card>
  )
}
