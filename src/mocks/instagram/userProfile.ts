import { graphError, GraphErrors, type GraphResult } from './graphErrors'
import type { IgAccount, IgPerson } from './records'

/** The fields of the User Profile API for Instagram (`GET /{IGSID}?fields=…`). */
const PROFILE_FIELDS = new Set([
  'id',
  'name',
  'username',
  'profile_pic',
  'follower_count',
  'is_user_follow_business',
  'is_business_follow_user',
  'is_verified_user',
])

/**
 * The User Profile API's answer about `person` to `account` (User Profile): only once the person
 * gave consent, by writing to the account or tapping an ice breaker or menu item; someone who
 * only commented gets Meta's "User consent is required" error.
 */
export function userProfileAnswer(
  account: IgAccount,
  person: IgPerson,
  consented: boolean,
  fields: string | null,
): GraphResult {
  const requested = (fields ?? 'id')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean)
  const unknown = requested.find((field) => !PROFILE_FIELDS.has(field))
  if (unknown) return GraphErrors.invalidParameter(`Tried accessing nonexisting field (${unknown}) on node type (User)`)
  if (!consented) return graphError(400, 230, '(#230) User consent is required to access user profile')
  const values: Record<string, unknown> = {
    id: person.id,
    name: person.name ?? person.username,
    username: person.username,
    profile_pic: `https://instagram.mock/avatars/${person.id}.jpg`,
    follower_count: person.followerCount ?? 0,
    is_user_follow_business: (person.follows ?? []).includes(account.userId),
    is_business_follow_user: (person.followedBy ?? []).includes(account.userId),
    is_verified_user: false,
  }
  const body: Record<string, unknown> = { id: person.id }
  for (const field of requested) body[field] = values[field]
  return { status: 200, body }
}
