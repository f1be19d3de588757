import { normalizeCodeExchange } from '@/domain/instagram/oauth'
import { createMemoryMockDb } from '@/mocks/node'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { InstagramPlatform } from '@/mocks/instagram/platform'

export const HOUR = 3_600_000
export const REDIRECT = 'http://127.0.0.1:4173/callback/instagram'

/** A platform on a seeded memory database, its clock in the test's hands, and Business Login steps. */
export async function setup(shape: 'data' | 'flat' = 'data') {
  let clock = Date.UTC(2026, 5, 1)
  const platform = new InstagramPlatform(createMemoryMockDb({ seed: 7 }), () => clock, { tokenResponseShape: shape })
  const account = (await platform.listAccounts())[0]!
  const advance = (ms: number) => void (clock += ms)
  const authorize = (state = 'state-1') => {
    const validation = platform.validateAuthorize(
      new URLSearchParams({
        client_id: INSTAGRAM_APP.clientId,
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'instagram_business_basic,instagram_business_manage_messages,instagram_business_manage_comments',
        state,
      }),
    )
    if (!validation.ok) throw new Error(validation.message)
    return validation.request
  }
  const exchange = (code: string) =>
    platform.exchangeCode(
      new URLSearchParams({
        client_id: INSTAGRAM_APP.clientId,
        client_secret: INSTAGRAM_APP.clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: REDIRECT,
        code,
      }),
    )
  const connect = async () => {
    const redirect = new URL(await platform.approve(authorize(), account.id))
    const short = normalizeCodeExchange((await exchange(redirect.searchParams.get('code')!)).body)
    if (!short.ok) throw new Error(short.message)
    const long = await platform.exchangeForLongLived(
      new URLSearchParams({
        grant_type: 'ig_exchange_token',
        client_secret: INSTAGRAM_APP.clientSecret,
        access_token: short.token.accessToken,
      }),
    )
    return (long.body as { access_token: string }).access_token
  }
  return { platform, account, advance, authorize, exchange, connect }
}

/** A connected account with a person in its 24-hour window and two comments (c2 answers c1). */
export async function withConversation() {
  const context = await setup()
  const token = await context.connect()
  const person = (await context.platform.listPeople())[0]!
  const now = Date.UTC(2026, 5, 1)
  await context.platform.recordDelivered([
    {
      kind: 'message',
      dedupeKey: 'mid:1',
      accountId: context.account.userId,
      timestamp: now,
      mid: '1',
      senderId: person.id,
      recipientId: context.account.userId,
      text: 'oi',
      isEcho: false,
      isDeleted: false,
      isUnsupported: false,
      attachments: [],
    },
    {
      kind: 'comment',
      dedupeKey: 'comment:c1',
      accountId: context.account.userId,
      timestamp: now,
      commentId: 'c1',
      fromId: person.id,
      fromUsername: person.username,
      text: 'LINK',
      mediaId: 'm1',
    },
    {
      kind: 'comment',
      dedupeKey: 'comment:c2',
      accountId: context.account.userId,
      timestamp: now,
      commentId: 'c2',
      fromId: person.id,
      fromUsername: person.username,
      text: 'reply',
      mediaId: 'm1',
      parentId: 'c1',
    },
  ])
  return { ...context, token, person }
}
