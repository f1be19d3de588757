import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formMessage, type ServerFieldMessages } from '@/components/form'
import type { StatusTone } from '@/components/status-badge'
import {
  USER_REASONS,
  userSchemas,
  type UserEvent,
  type UserKind,
  type UserReason,
  type UserStatus,
} from '@/domain/users/model'

export const STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  active: msg`Active`,
  pending: msg`Pending`,
  inactive: msg`Inactive`,
}
export const STATUS_TONES: Record<UserStatus, StatusTone> = {
  active: 'success',
  pending: 'warning',
  inactive: 'neutral',
}

export const KIND_LABELS: Record<UserKind, MessageDescriptor> = { member: msg`Member`, directory: msg`Directory` }

export const EVENT_LABELS: Record<UserEvent['kind'], MessageDescriptor> = {
  created: msg`Added`,
  edited: msg`Details changed`,
  suspended: msg`Suspended`,
  reactivated: msg`Reactivated`,
}

const REASON_MESSAGES: Record<UserReason, MessageDescriptor> = {
  username: msg`Use 3 to 30 lowercase letters, digits, dots or underscores.`,
  phone: msg`Enter a phone number, e.g. +33 6 12 34 56 78.`,
  taken: msg`Someone already has this.`,
}

/** The backend's field codes in the users app's words. */
export const USER_SERVER_MESSAGES: ServerFieldMessages = REASON_MESSAGES

/** The schemas worded for a form (re-translated on a language switch: see formMessage). */
export const clientUserSchemas = () =>
  userSchemas(
    Object.fromEntries(USER_REASONS.map((reason) => [reason, formMessage(REASON_MESSAGES[reason])])) as Record<
      UserReason,
      string
    >,
  )
