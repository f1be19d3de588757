import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * What the navbar's notifications tell: derived by the backend from what the
 * automation and webhook services recorded, each linking to where it can be fixed.
 */
export type NotificationKind =
  'run-failed' | 'token-expiring' | 'token-expired' | 'account-disconnected' | 'forged-webhook' | 'mention'

export interface AppNotification {
  /** Stable for the same fact (a run, a connection's expiry, a delivery): read marks stick to it. */
  id: string
  kind: NotificationKind
  /** When it happened (ISO), or when the token expires for `token-expiring`. */
  at: string
  read: boolean
  /** The automation's name, the account's username, the delivery's id, or who mentioned the person. */
  subject: string
  /** Where it can be fixed: a route table name and its parameters. */
  route: string
  params?: Record<string, string>
  /** And its query string, when it opens something inside the route (the inbox's `thread=`). */
  search?: string
}

export interface NotificationsResponse {
  items: AppNotification[]
  unread: number
}

/** `POST /api/notifications/read`: mark these ids read, or all of them. */
export type MarkReadRequest = { ids: string[] } | { all: true }

/** How long before its expiry a token is worth a notification (Instagram tokens last 60 days). */
export const TOKEN_WARNING_MS = 7 * 86_400_000
/** At most this many notifications are listed, newest first. */
export const NOTIFICATIONS_LIMIT = 30

export function notificationTitle(notification: Pick<AppNotification, 'kind' | 'subject'>): MessageDescriptor {
  const subject = notification.subject
  switch (notification.kind) {
    case 'run-failed':
      return msg`A run of “${subject}” failed`
    case 'token-expiring':
      return msg`The Instagram access of @${subject} expires soon`
    case 'token-expired':
      return msg`The Instagram access of @${subject} has expired`
    case 'account-disconnected':
      return msg`Instagram disconnected @${subject}`
    case 'forged-webhook':
      return msg`A webhook with a wrong signature was refused`
    case 'mention':
      return msg`${subject} mentioned you in a note`
  }
}

export function notificationHint(kind: NotificationKind): MessageDescriptor {
  switch (kind) {
    case 'run-failed':
      return msg`Open the run history to see which step Instagram refused.`
    case 'token-expiring':
      return msg`Renew it on the integrations page before it stops working.`
    case 'token-expired':
    case 'account-disconnected':
      return msg`Connect the account again; its automations wait until then.`
    case 'forged-webhook':
      return msg`Someone may be posting events as Instagram. Check the webhooks page.`
    case 'mention':
      return msg`Open the conversation to read the note.`
  }
}
