import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AgentStatus, OutgoingStatus, SendFailureReason, ThreadStatus } from '@/domain/chat/apiTypes'

/** Why a message from the inbox did not reach Instagram, in words the person can act on. */
export const FAILURE_MESSAGES: Record<SendFailureReason, MessageDescriptor> = {
  'window-closed': msg`Not sent: more than 24 hours have passed since this person's last message, and Instagram allows replies only within that window.`,
  'person-unavailable': msg`Not sent: Instagram says this person cannot receive messages right now.`,
  temporary: msg`Not sent: Instagram had a temporary problem. Try again.`,
  'access-lost': msg`Not sent: the access to this Instagram account has expired or was revoked. Renew it in Integrations.`,
  'messaging-disabled': msg`Not sent: messaging is disabled or restricted for this Instagram account.`,
  refused: msg`Not sent: Instagram refused this message.`,
}

/** The mark under an outgoing message; "sent" while the request is on its way. */
export const MARK_LABELS: Record<OutgoingStatus | 'sent', MessageDescriptor> = {
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  seen: msg`Seen`,
  failed: msg`Failed`,
}

export const AGENT_STATUS_LABELS: Record<AgentStatus, MessageDescriptor> = {
  online: msg`Online`,
  away: msg`Away`,
  busy: msg`Busy`,
  offline: msg`Offline`,
}

/** Fixed scales, never the accent (docs/kit.md, "Colours"). */
export const AGENT_STATUS_COLORS: Record<AgentStatus, string> = {
  online: 'var(--grass-9)',
  away: 'var(--amber-9)',
  busy: 'var(--red-9)',
  offline: 'var(--gray-8)',
}

/** Where a thread stands for the team. */
export const THREAD_STATUS_LABELS: Record<ThreadStatus, MessageDescriptor> = {
  open: msg`Open`,
  waiting: msg`Waiting`,
  done: msg`Done`,
}

/** Radix colour scales, never the accent (docs/kit.md, "Colours"). */
export const THREAD_STATUS_COLORS: Record<ThreadStatus, 'blue' | 'amber' | 'grass'> = {
  open: 'blue',
  waiting: 'amber',
  done: 'grass',
}
