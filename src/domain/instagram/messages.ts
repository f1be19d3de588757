import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AccountStatus } from '@/domain/instagram/oauth'
import { ApiError } from '@/lib/apiClient'
import { apiErrorMessage } from '@/lib/apiErrorMessage'

/** What to tell the person for each failure of the integration endpoints. */
export function integrationErrorMessage(cause: unknown): MessageDescriptor {
  if (cause instanceof ApiError) {
    switch (cause.code) {
      case 'instagram/state-mismatch':
        return msg`This answer from Instagram does not match the connection you started, so it was refused for your safety. Start the connection again.`
      case 'instagram/code-already-used':
        return msg`This Instagram authorization was already used or has expired. Start the connection again.`
      case 'instagram/unreachable':
        return msg`Instagram could not be reached. Try again in a moment.`
      case 'instagram/exchange-failed':
        return msg`Instagram refused to complete the connection. Start it again.`
      case 'instagram/refresh-too-early':
        return msg`This access was renewed less than 24 hours ago. Try again later.`
      case 'instagram/token-expired':
        return msg`This access has expired. Connect the account again.`
      case 'instagram/token-revoked':
        return msg`Instagram revoked this access (for example after a password change). Connect the account again.`
      case 'instagram/not-found':
        return msg`This account is no longer connected.`
      case 'instagram/account-taken':
        return msg`This Instagram account is already connected to another Conversa workspace. An account belongs to one workspace at a time: ask that workspace to disconnect it, then connect it here.`
    }
  }
  return apiErrorMessage(cause)
}

export const STATUS_LABELS: Record<AccountStatus, MessageDescriptor> = {
  connected: msg`Connected`,
  expiring: msg`Expiring soon`,
  expired: msg`Expired`,
  revoked: msg`Revoked`,
}

/** Never `green`: the theme rebuilds that scale from the user's primary colour (src/styles/theme.css). */
export const STATUS_COLORS: Record<AccountStatus, 'grass' | 'orange' | 'red' | 'gray'> = {
  connected: 'grass',
  expiring: 'orange',
  expired: 'red',
  revoked: 'red',
}
