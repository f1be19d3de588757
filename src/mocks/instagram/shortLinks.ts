/**
 * `ig.me` links (ig.me links): `https://ig.me/m/{username}?ref={ref}` opens a conversation with
 * the account; the ref arrives in a `messaging_referral` webhook, sent only when the account has
 * ice breakers set.
 */
export interface ShortLink {
  username: string
  ref: string | null
}

/** The account and ref of an `ig.me/m/` link, or null when it is not one. */
export function parseShortLink(link: string): ShortLink | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  const match = /^\/m\/([A-Za-z0-9._]{1,30})\/?$/.exec(url.pathname)
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname !== 'ig.me' || !match) return null
  return { username: match[1]!.toLowerCase(), ref: url.searchParams.get('ref') || null }
}

/** The webhook body Meta posts when `personId` opens the account's link with `ref`. */
export function referralPayload(accountId: string, personId: string, ref: string, now: number) {
  return {
    object: 'instagram',
    entry: [
      {
        id: accountId,
        time: now,
        messaging: [
          {
            sender: { id: personId },
            recipient: { id: accountId },
            timestamp: now,
            referral: { ref, source: 'SHORTLINK', type: 'OPEN_THREAD' },
          },
        ],
      },
    ],
  }
}

/** Why opening a link sent no referral. */
export type NoReferral =
  'not_a_link' | 'no_such_account' | 'no_such_person' | 'no_ref' | 'no_ice_breakers' | 'not_subscribed'
