import type { GraphError } from '@/domain/automations/client'
import { isTransientGraphError } from '@/domain/automations/client'
import type { SendFailureReason } from '@/domain/chat/apiTypes'

/**
 * Why a Send API refusal stopped a message from the inbox, in the inbox's words (the platform's
 * error codes: ../shared/reference/instagram-platform.md, "Errors"). Kept small and stable: the
 * screen translates each reason.
 */
export function sendFailureReason(error: GraphError): SendFailureReason {
  if (error.code === 10 && error.error_subcode === 2534022) return 'window-closed'
  if (error.code === 551) return 'person-unavailable'
  if (error.code === 190 || error.code === 102) return 'access-lost'
  if (error.code === 200 || (error.code === 10 && error.error_subcode === 1893063)) return 'messaging-disabled'
  if (isTransientGraphError(error)) return 'temporary'
  return 'refused'
}
