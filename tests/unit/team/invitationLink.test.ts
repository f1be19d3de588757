import { describe, expect, it } from 'vitest'
import { invitationProblem, signInLinkIn } from '@/features/team/invitationLink'
import { INVITATION_PROBLEMS } from '@/features/team/labels'
import { ApiError } from '@/lib/apiClient'

describe('an invitation’s page', () => {
  it('knows the identity service’s sign-in link from a bare visit', () => {
    const link = 'https://app.test/convite/inv-1?mode=signIn&lang=en&oobCode=abc&apiKey=key'
    expect(signInLinkIn(link)).toBe(link)
    expect(signInLinkIn('https://app.test/convite/inv-1')).toBeNull()
    expect(signInLinkIn('https://app.test/convite/inv-1?mode=resetPassword&oobCode=abc')).toBeNull()
    expect(signInLinkIn('https://app.test/convite/inv-1?mode=signIn&oobCode=')).toBeNull()
  })

  it('says why an invitation cannot be accepted, and offers signing out only for another account', () => {
    const wrong = invitationProblem(new ApiError(403, 'invitations/wrong-email', 'For someone else'))
    expect(wrong).toEqual({ message: INVITATION_PROBLEMS['invitations/wrong-email'], wrongAccount: true })
    for (const code of ['invitations/expired', 'invitations/not-found', 'invitations/unverified-email']) {
      expect(invitationProblem(new ApiError(410, code, 'No'))).toEqual({
        message: INVITATION_PROBLEMS[code],
        wrongAccount: false,
      })
    }
    expect(invitationProblem(new ApiError(0, 'network', 'Offline')).wrongAccount).toBe(false)
  })
})
