import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, Popover, Separator, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { IconAlertTriangle, IconAt, IconClockExclamation, IconPlugConnectedX, IconShieldX } from '@tabler/icons-react'
import { Link } from 'wouter'
import { notificationHint, notificationTitle, type NotificationKind } from '@/domain/shell/notifications'
import { hrefOfData } from '@/routes/match'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { notificationsQuery, useMarkNotificationsRead } from './api'
import './navbar.css'

const ICONS: Record<NotificationKind, typeof IconAlertTriangle> = {
  'run-failed': IconAlertTriangle,
  'token-expiring': IconClockExclamation,
  'token-expired': IconClockExclamation,
  'account-disconnected': IconPlugConnectedX,
  'forged-webhook': IconShieldX,
  mention: IconAt,
}

const TONES: Record<NotificationKind, string> = {
  'run-failed': 'var(--red-11)',
  'token-expiring': 'var(--amber-11)',
  'token-expired': 'var(--red-11)',
  'account-disconnected': 'var(--red-11)',
  'forged-webhook': 'var(--amber-11)',
  mention: 'var(--blue-11)',
}

/**
 * The notifications popover's content, loaded when first opened: each notification says what
 * happened and links to where it can be fixed (opening it marks it read); "Mark all as read".
 */
export default function NotificationsPanel({ onNavigate }: { onNavigate(): void }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const notifications = useQuery(notificationsQuery())
  const markRead = useMarkNotificationsRead()
  const items = notifications.data?.items ?? []
  const unread = notifications.data?.unread ?? 0
  return (
    <Popover.Content className="navbar-panel" align="end" aria-label={t`Notifications`}>
      <Flex align="center" justify="between" gap="2" mb="2">
        <Heading as="h2" size="3">
          <Trans>Notifications</Trans>
        </Heading>
        {unread > 0 && (
          <Button size="1" variant="soft" loading={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
            <Trans>Mark all as read</Trans>
          </Button>
        )}
      </Flex>
      {markRead.isError && (
        <Text as="p" size="1" color="red" role="alert">
          {t`The notifications could not be marked as read. Try again.`}
        </Text>
      )}
      <Separator size="4" mb="2" />
      {notifications.isError ? (
        <ErrorState error={notifications.error} onRetry={() => void notifications.refetch()} />
      ) : notifications.isPending ? (
        <Text size="2" color="gray" role="status">
          <Trans>Loading notifications…</Trans>
        </Text>
      ) : items.length === 0 ? (
        <EmptyState title={t`You are all caught up`} description={t`Failed runs and account problems show up here.`} />
      ) : (
        <ul className="navbar-panel__list">
          {items.map((notification) => {
            const Glyph = ICONS[notification.kind]
            const path = hrefOfData(notification.route, notification.params)
            const href = path && notification.search ? `${path}?${notification.search}` : path
            const body = (
              <>
                <Glyph size={20} aria-hidden="true" style={{ color: TONES[notification.kind], flex: 'none' }} />
                <Flex direction="column" gap="1">
                  <Text size="2" weight={notification.read ? 'regular' : 'bold'}>
                    {i18n._(notificationTitle(notification))}
                    {!notification.read && <span className="visually-hidden">{` (${t`unread`})`}</span>}
                  </Text>
                  <Text size="1" color="gray">
                    {i18n._(notificationHint(notification.kind))}
                  </Text>
                  <Text size="1" color="gray">
                    {format.relative(notification.at)}
                  </Text>
                </Flex>
              </>
            )
            return (
              <li key={notification.id}>
                {href ? (
                  <Link
                    href={href}
                    className="notification-item"
                    data-unread={notification.read ? undefined : ''}
                    onClick={() => {
                      if (!notification.read) markRead.mutate({ ids: [notification.id] })
                      onNavigate()
                    }}
                  >
                    {body}
                  </Link>
                ) : (
                  <div className="notification-item">{body}</div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </Popover.Content>
  )
}
