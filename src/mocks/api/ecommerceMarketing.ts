import { http, json } from '@/server/http/route'
import { z } from 'zod'
import {
  inviteRequestSchema,
  nameFromAddress,
  nextCodes,
  REFERRAL_STATUSES,
  referralStats,
  shareCodeOf,
  type ReferralRow,
  type ShopReferral,
} from '@/domain/shop/referrals'
import { REVIEW_RATINGS, REVIEW_STATUSES, reviewStats, type ReviewRow, type ShopReview } from '@/domain/shop/reviews'
import {
  crossRowIssue,
  isSettingsTab,
  settingsOf,
  TAB_SCHEMAS,
  type StoredStoreSettings,
} from '@/domain/shop/storeSettings'
import type { ShopProduct } from '@/domain/shop/model'
import type { Action } from '@/lib/ability'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { API, apiError, authenticated } from '../http'
import { invalidListQuery, parseListQuery, queryList, type ListSpec } from '../listQuery'
import { workspaceCollection, type ShopCopySpec } from '../shop/workspaceShop'
import type { MockBackend } from '../types'
import { abilityOf } from './workspaces'
import { forbidden } from '../http'

const BASE = `${API}/ecommerce`
type Params = { request: Request; params: Record<string, unknown> }

const REVIEWS: ShopCopySpec<ShopReview> = {
  name: 'shopReviews',
  dated: ['day'],
  adapt: (review, uid) => ({ ...review, productId: `${uid}:${review.productId}` }),
}
const REFERRALS: ShopCopySpec<ShopReferral> = { name: 'shopReferrals', dated: ['day'] }

type ReviewWithProduct = ShopReview & { product: string }

const reviewsSpec: ListSpec<ReviewWithProduct> = {
  searchIn: (review) => [review.product, review.reviewer, review.email, review.title, review.text],
  sortable: {
    product: (review) => review.product,
    reviewer: (review) => review.reviewer,
    rating: (review) => review.rating,
    day: (review) => review.day,
  },
  defaultSort: { sortBy: 'day', orderBy: 'desc' },
  filters: {
    status: { values: REVIEW_STATUSES, matches: (review, status) => review.status === status },
    rating: { values: REVIEW_RATINGS, matches: (review, rating) => review.rating === Number(rating) },
  },
}

const referralsSpec: ListSpec<ShopReferral> = {
  searchIn: (referral) => [referral.name, referral.email, referral.code],
  sortable: {
    name: (referral) => referral.name,
    code: (referral) => referral.code,
    value: (referral) => referral.value,
    earnings: (referral) => referral.earnings,
    day: (referral) => referral.day,
  },
  defaultSort: { sortBy: 'day', orderBy: 'desc' },
  filters: { status: { values: REFERRAL_STATUSES, matches: (referral, status) => referral.status === status } },
}

const rowOfReview = ({ ownerUid: _owner, deletedAt: _deleted, ...review }: ReviewWithProduct): ReviewRow => review
const rowOfReferral = ({ ownerUid: _owner, ...referral }: ShopReferral): ReferralRow => referral

const fieldsError = (status: number, code: string, message: string, fields: Record<string, string>) =>
  json({ error: { code, message, fields } }, { status })

/** zod's issues as the form kit reads them: the first issue per field, by its dotted path. */
function issuesOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'root'
    fields[path] ??= issue.code === 'too_small' && issue.origin === 'string' ? 'required' : 'invalid'
  }
  return fields
}

const statusSchema = z.object({ status: z.enum(REVIEW_STATUSES) })

/**
 * `/api/ecommerce/reviews`, `/referrals` and `/settings` (docs/product.md, "eCommerce"): the
 * caller's workspace's reviews, referrals and store settings, checked against their rules on
 * `Ecommerce`. A record of another workspace answers 404, as one that does not exist.
 */
export function marketingHandlers(backend: MockBackend) {
  const today = () => new Date(backend.now()).toISOString().slice(0, 10)
  const guarded = <A extends Params>(action: Action, handler: (args: A, user: VerifiedIdToken) => Promise<Response>) =>
    authenticated(backend, async (args: A, user) =>
      (await abilityOf(backend, user)).can(action, 'Ecommerce') ? handler(args, user) : forbidden(action, 'Ecommerce'),
    )
  const reviewsOf = async (uid: string): Promise<ReviewWithProduct[]> => {
    // Copies the shop into the workspace first if need be: its products are there after this.
    const reviews = await workspaceCollection(backend.db, uid, today(), REVIEWS)
    // Removed products keep their record (`removedAt`), so their reviews keep the name.
    const products = await backend.db
      .collection<ShopProduct>('shopProducts')
      .filter((product) => product.ownerUid === uid)
    const names = new Map(products.map((each) => [each.id, each.name]))
    return reviews
      .filter((review) => !review.deletedAt)
      .map((review) => ({ ...review, product: names.get(review.productId) ?? '' }))
  }
  const noReview = () => apiError(404, 'reviews/not-found', 'There is no such review.')

  /** A change to one of the caller's reviews, in a transaction; undefined when it is not theirs. */
  const changeReview = async (uid: string, id: string, change: (review: ShopReview) => Partial<ShopReview> | null) => {
    await workspaceCollection(backend.db, uid, today(), REVIEWS)
    return backend.db.transaction(async (db) => {
      const reviews = db.collection<ShopReview>('shopReviews')
      const review = await reviews.get(id)
      if (!review || review.ownerUid !== uid) return undefined
      const patch = change(review)
      return patch ? reviews.update(id, patch) : review
    })
  }

  return [
    http.get(
      `${BASE}/reviews`,
      guarded('read', async ({ request }: Params, user) => {
        const parsed = parseListQuery(new URL(request.url), reviewsSpec)
        if (!parsed.ok) return invalidListQuery(parsed.fields)
        const page = queryList(await reviewsOf(user.uid), parsed.query, reviewsSpec)
        return json({ items: page.items.map(rowOfReview), total: page.total })
      }),
    ),
    http.get(
      `${BASE}/reviews/stats`,
      guarded('read', async (_args: Params, user) => json(reviewStats(await reviewsOf(user.uid), today()))),
    ),
    http.patch(
      `${BASE}/reviews/:id`,
      guarded('update', async ({ request, params }: Params, user) => {
        const sent = statusSchema.safeParse(await request.json().catch(() => null))
        if (!sent.success) return fieldsError(422, 'reviews/invalid', 'The status is not valid.', { status: 'invalid' })
        const review = await changeReview(user.uid, String(params.id), (review) =>
          review.deletedAt ? null : { status: sent.data.status },
        )
        return review && !review.deletedAt ? json({ id: review.id, status: review.status }) : noReview()
      }),
    ),
    http.delete(
      `${BASE}/reviews/:id`,
      guarded('delete', async ({ params }: Params, user) => {
        const stamp = new Date(backend.now()).toISOString()
        const review = await changeReview(user.uid, String(params.id), (review) =>
          review.deletedAt ? null : { deletedAt: stamp },
        )
        return review ? new Response(null, { status: 204 }) : noReview()
      }),
    ),
    http.post(
      `${BASE}/reviews/:id/restore`,
      guarded('delete', async ({ params }: Params, user) => {
        const review = await changeReview(user.uid, String(params.id), () => ({ deletedAt: null }))
        return review ? json({ id: review.id }) : noReview()
      }),
    ),

    http.get(
      `${BASE}/referrals`,
      guarded('read', async ({ request }: Params, user) => {
        const parsed = parseListQuery(new URL(request.url), referralsSpec)
        if (!parsed.ok) return invalidListQuery(parsed.fields)
        const referrals = await workspaceCollection(backend.db, user.uid, today(), REFERRALS)
        const page = queryList(referrals, parsed.query, referralsSpec)
        return json({ items: page.items.map(rowOfReferral), total: page.total })
      }),
    ),
    http.get(
      `${BASE}/referrals/summary`,
      guarded('read', async (_args: Params, user) => {
        const referrals = await workspaceCollection(backend.db, user.uid, today(), REFERRALS)
        return json({ stats: referralStats(referrals), shareCode: shareCodeOf(user.uid) })
      }),
    ),
    http.post(
      `${BASE}/referrals`,
      guarded('create', async ({ request }: Params, user) => {
        const sent = inviteRequestSchema.safeParse(await request.json().catch(() => null))
        if (!sent.success)
          return fieldsError(422, 'referrals/invalid', 'Every address must be an e-mail address.', {
            emails: 'invalid',
          })
        await workspaceCollection(backend.db, user.uid, today(), REFERRALS)
        const outcome = await backend.db.transaction(async (db) => {
          const referrals = db.collection<ShopReferral>('shopReferrals')
          const mine = await referrals.filter((referral) => referral.ownerUid === user.uid)
          const known = new Set(mine.map((referral) => referral.email.toLowerCase()))
          const wanted = [...new Map(sent.data.emails.map((email) => [email.toLowerCase(), email])).values()]
          const taken = wanted.find((email) => known.has(email.toLowerCase()))
          // The address travels in the field's code, so the form can name it in the person's language.
          if (taken)
            return fieldsError(409, 'referrals/already-referred', `${taken} has already been referred.`, {
              emails: `already-referred:${taken}`,
            })
          const codes = nextCodes(
            mine.map((referral) => referral.code),
            wanted.length,
          )
          const created: ShopReferral[] = []
          for (const [index, email] of wanted.entries()) {
            const referral: ShopReferral = {
              id: `${user.uid}:invite-${codes[index]}`,
              ownerUid: user.uid,
              name: nameFromAddress(email),
              email,
              code: codes[index]!,
              status: 'invited',
              value: 0,
              earnings: 0,
              paidOut: false,
              day: today(),
            }
            created.push(await referrals.insert(referral))
          }
          return created
        })
        return outcome instanceof Response ? outcome : json({ created: outcome.map(rowOfReferral) }, { status: 201 })
      }),
    ),

    http.get(
      `${BASE}/settings`,
      guarded('read', async (_args: Params, user) =>
        json(settingsOf(await backend.db.collection<StoredStoreSettings>('shopSettings').get(user.uid))),
      ),
    ),
    http.put(
      `${BASE}/settings/:tab`,
      guarded('update', async ({ request, params }: Params, user) => {
        const tab = params.tab
        if (!isSettingsTab(tab)) return apiError(404, 'settings/no-tab', 'There is no such settings tab.')
        const sent = TAB_SCHEMAS[tab].safeParse(await request.json().catch(() => null))
        if (!sent.success)
          return fieldsError(422, 'settings/invalid', 'The settings have errors.', issuesOf(sent.error))
        const issue = crossRowIssue(tab, sent.data)
        if (issue)
          return fieldsError(422, 'settings/invalid', 'The settings have errors.', { [issue.field]: issue.code })
        const stored = await backend.db.transaction(async (db) => {
          const settings = db.collection<StoredStoreSettings>('shopSettings')
          const current = await settings.get(user.uid)
          if (current) return (await settings.update(user.uid, { [tab]: sent.data }))!
          return settings.insert({ id: user.uid, ownerUid: user.uid, [tab]: sent.data })
        })
        return json(settingsOf(stored))
      }),
    ),
  ]
}
