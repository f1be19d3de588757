import { describe, expect, it } from 'vitest'
import { GraphErrors } from '@/mocks/instagram/graphErrors'
import { sendFailureReason } from '@/server/chat/sendFailure'

/** Each Send API refusal the mock Instagram gives, as the reason the inbox shows. */
describe('why a send from the inbox failed', () => {
  it.each([
    ['outside the window', GraphErrors.outsideWindow(), 'window-closed'],
    ['person unavailable', GraphErrors.personNotReceiving(), 'person-unavailable'],
    ['temporary', GraphErrors.temporary(), 'temporary'],
    ['rate limited', GraphErrors.rateLimited(), 'temporary'],
    ['revoked token', GraphErrors.revokedToken(460), 'access-lost'],
    ['expired token', GraphErrors.expiredToken(0), 'access-lost'],
    ['messaging disabled', GraphErrors.ownerDisabledMessaging(), 'messaging-disabled'],
    ['account restricted', GraphErrors.temporarilyRestricted(), 'messaging-disabled'],
    ['no such recipient', GraphErrors.invalidRecipient(), 'refused'],
  ] as const)('%s', (_name, result, reason) => {
    const { error } = result.body as {
      error: { code: number; error_subcode?: number; is_transient?: boolean; message: string }
    }
    expect(sendFailureReason(error)).toBe(reason)
  })
})
