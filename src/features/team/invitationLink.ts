import type { MessageDescriptor } from '@lingui/core'
import { apiErrorMessage } from '@/components/feedback'
import { ApiError } from '@/lib/apiClient'
import { INVITATION_PROBLEMS } from './labels'

/**
 * The page's address when it is an email sign-in link (the identity service adds `mode=signIn`
 * and the one-time `oobCode` to the invitation's address), else null. Read from the query rather
 * than the SDK, so the screen knows at once what to show.
 */
export function signInLinkIn(href: string): string | null {
  const query = new URL(href).searchParams
  return query.get('mode') === 'signIn' && query.get('oobCode') ? href : null
}

/** Why an invitation could not be accepted, and whether signing in as someone else would help. */
export function invitationProblem(error: unknown): { message: MessageDescriptor; wrongAccount: boolean } {
  const code = error instanceof ApiError ? error.code : ''
  return {
    message: INVITATION_PROBLEMS[code] ?? apiErrorMessage(error),
    wrongAccount: code === 'invitations/wrong-email',
  }
}
