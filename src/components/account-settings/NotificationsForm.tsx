import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Checkbox, Flex, Heading, Select, Table, Text } from '@radix-ui/themes'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import { apiErrorMessage } from '@/components/feedback'
import { FormAlert } from '@/components/form'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_TIMING,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationSettings,
} from '@/domain/account/settings'

const EVENT_LABELS: Record<NotificationEvent, MessageDescriptor> = {
  'new-message': msg`A new direct message`,
  'keyword-comment': msg`A comment with one of your keywords`,
  'run-failed': msg`An automation could not send`,
  'token-expiring': msg`An Instagram connection is about to expire`,
  'new-sign-in': msg`A sign-in from a new browser`,
  'weekly-summary': msg`The weekly summary of your automations`,
}
const CHANNEL_LABELS: Record<NotificationChannel, MessageDescriptor> = {
  email: msg`Email`,
  browser: msg`Browser`,
  app: msg`App`,
}
const TIMING_LABELS: Record<(typeof NOTIFICATION_TIMING)[number], MessageDescriptor> = {
  online: msg`Only when I'm online`,
  anytime: msg`Anytime`,
}

/**
 * The notification matrix (events × channels, and when to send them), saved with `save`. Used for
 * one's own settings and, by an admin, for a directory person's.
 */
export function NotificationsForm({
  saved,
  save,
  intro,
  savedMessage,
}: {
  saved: NotificationSettings
  save: UseMutationResult<unknown, Error, NotificationSettings>
  intro: ReactNode
  savedMessage: MessageDescriptor
}) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(saved)
  const has = (event: NotificationEvent, channel: NotificationChannel) =>
    draft.channels[event]?.includes(channel) ?? false
  const toggle = (event: NotificationEvent, channel: NotificationChannel, on: boolean) =>
    setDraft((current) => {
      const others = (current.channels[event] ?? []).filter((each) => each !== channel)
      // Kept in the columns' order, whatever order they were ticked in.
      const next = on ? NOTIFICATION_CHANNELS.filter((each) => each === channel || others.includes(each)) : others
      return { ...current, channels: { ...current.channels, [event]: next } }
    })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(draft)
  }
  const changed = JSON.stringify(draft) !== JSON.stringify(saved)
  return (
    <Card size="3">
      <form onSubmit={onSubmit} aria-labelledby="notifications-heading">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4" id="notifications-heading">
              <Trans>Notifications</Trans>
            </Heading>
            <Text as="p" size="2" color="gray">
              {intro}
            </Text>
          </Flex>
          {save.isSuccess && !changed && <FormAlert tone="success" message={savedMessage} />}
          {save.isError && <FormAlert message={apiErrorMessage(save.error)} onRetry={() => save.mutate(draft)} />}
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>
                  <Trans>When</Trans>
                </Table.ColumnHeaderCell>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.ColumnHeaderCell key={channel} justify="center">
                    {i18n._(CHANNEL_LABELS[channel])}
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {NOTIFICATION_EVENTS.map((event) => (
                <Table.Row key={event}>
                  <Table.RowHeaderCell>{i18n._(EVENT_LABELS[event])}</Table.RowHeaderCell>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Table.Cell key={channel} justify="center">
                      <Checkbox
                        checked={has(event, channel)}
                        onCheckedChange={(checked) => toggle(event, channel, checked === true)}
                        aria-label={t`${i18n._(EVENT_LABELS[event])}: ${i18n._(CHANNEL_LABELS[channel])}`}
                      />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Flex direction="column" gap="1" maxWidth="320px">
            <Text as="label" size="2" weight="medium" id="notification-timing">
              <Trans>When should we send them?</Trans>
            </Text>
            <Select.Root
              value={draft.timing}
              onValueChange={(timing) =>
                setDraft((current) => ({ ...current, timing: timing as typeof current.timing }))
              }
            >
              <Select.Trigger aria-labelledby="notification-timing" />
              <Select.Content>
                {NOTIFICATION_TIMING.map((timing) => (
                  <Select.Item key={timing} value={timing}>
                    {i18n._(TIMING_LABELS[timing])}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex gap="3" justify="end" wrap="wrap">
            <Button type="button" variant="soft" color="gray" disabled={!changed} onClick={() => setDraft(saved)}>
              <Trans>Discard changes</Trans>
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!changed}>
              <Trans>Save changes</Trans>
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  )
}
