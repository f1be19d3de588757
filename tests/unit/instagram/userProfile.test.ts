import { describe, expect, it } from 'vitest'
import type { InstagramPlatform } from '@/mocks/instagram/platform'
import { withConversation } from './connectedPlatform'

const FIELDS = 'name,username,profile_pic,follower_count,is_user_follow_business,is_business_follow_user'
const at = Date.UTC(2026, 5, 1)

const comment = (accountId: string, fromId: string, username: string) =>
  ({
    kind: 'comment',
    dedupeKey: `comment:only-${fromId}`,
    accountId,
    timestamp: at,
    commentId: `only-${fromId}`,
    fromId,
    fromUsername: username,
    text: 'lindo!',
    mediaId: 'm1',
  }) as const

const tap = (accountId: string, senderId: string) =>
  ({
    kind: 'postback',
    dedupeKey: `postback:tap-${senderId}`,
    accountId,
    timestamp: at,
    mid: `tap-${senderId}`,
    senderId,
    recipientId: accountId,
    title: 'Qual o horário?',
    payload: 'HOURS',
  }) as const

async function profile(platform: InstagramPlatform, token: string, igsid: string) {
  return platform.userProfile(token, igsid, FIELDS)
}

describe('the User Profile API (User Profile)', () => {
  it('answers name, username, picture, follower count and who follows whom for someone who wrote', async () => {
    const { platform, token, person } = await withConversation()
    const answer = await profile(platform, token, person.id)
    expect(answer).toMatchObject({
      status: 200,
      body: {
        id: person.id,
        name: person.name,
        username: person.username,
        profile_pic: expect.stringMatching(/^https:\/\//),
        follower_count: person.followerCount,
        is_user_follow_business: expect.any(Boolean),
        is_business_follow_user: expect.any(Boolean),
      },
    })
  })

  it('refuses, with Meta’s consent error, someone who only commented; answers once they tap an ice breaker', async () => {
    const { platform, token, account } = await withConversation()
    const commenter = (await platform.listPeople())[1]!
    await platform.recordDelivered([comment(account.userId, commenter.id, commenter.username)])
    expect(await profile(platform, token, commenter.id)).toMatchObject({
      status: 400,
      body: { error: { code: 230, message: '(#230) User consent is required to access user profile' } },
    })
    await platform.recordDelivered([tap(account.userId, commenter.id)])
    expect((await profile(platform, token, commenter.id)).status).toBe(200)
  })

  it('keeps whether a person follows the account as the person’s state, seeded and changeable', async () => {
    const { platform, token, account } = await withConversation()
    const people = await platform.listPeople()
    // The seed: people follow the accounts in turn, so some follow this one and some do not.
    const following = people.filter((person) => person.follows?.includes(account.userId))
    expect(following.length).toBeGreaterThan(0)
    expect(following.length).toBeLessThan(people.length)
    const fan = following[0]!
    await platform.recordDelivered([tap(account.userId, fan.id)])
    const follows = async () =>
      (await profile(platform, token, fan.id)).body as {
        is_user_follow_business: boolean
        is_business_follow_user: boolean
      }
    expect(await follows()).toMatchObject({ is_user_follow_business: true })
    await platform.setFollowing(fan.id, account.userId, { personFollowsAccount: false, accountFollowsPerson: true })
    expect(await follows()).toMatchObject({ is_user_follow_business: false, is_business_follow_user: true })
  })

  it('refuses a field the API does not have', async () => {
    const { platform, token, person } = await withConversation()
    expect((await platform.userProfile(token, person.id, 'email')).body).toMatchObject({ error: { code: 100 } })
  })
})
