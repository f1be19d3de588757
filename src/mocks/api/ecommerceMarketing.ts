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
  settingsOf,
  SETTINGS_TABS,
  TAB_SCHEMAS,
  type StoredStoreSettings,
} from '@/domain/shop/storeSettings'
import type { ShopProduct } from '@/domain/shop/model'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import { queryList, type ListSpec } from '../listQuery'
import { workspaceCollection, type ShopCopySpec } from '../shop/workspaceShop'
import type { MockBackend } from '../types'
import { todayOf } from './workspaces'

const BASE = `${API}/ecommerce`

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

const statusSchema = z.object({ status: z.enum(REVIEW_STATUSES) })

/**
 * `/api/ecommerce/reviews`, `/referrals` and `/settings` (docs/product.md, "eCommerce"): the
 * caller's workspace's reviews, referrals and store settings, checked against their rules on
 * `Ecommerce`. A record of another workspace answers 404, as one that does not exist.
 */
export function marketingHandlers(backend: MockBackend) {
  const reviewsOf = async (uid: string): Promise<ReviewWithProduct[]> => {
    // Copies the shop into the workspace first if need be: its products are there after this.
    const reviews = await workspaceCollection(backend.db, uid, todayOf(backend), REVIEWS)
    // Removed products keep their record (`removedAt`), so their reviews keep the name.
    const products = await backend.db.collection<ShopProduct>('shopProducts').ownedBy(uid)
    const names = new Map(products.map((each) => [each.id, each.name]))
    return reviews
      .filter((review) => !review.deletedAt)
      .map((review) => ({ ...review, product: names.get(review.productId) ?? '' }))
  }
  const noReview = () => apiError(404, 'reviews/not-found', 'There is no such review.')

  /** A change to one of the caller's reviews, in a transaction; undefined when it is not theirs. */
  const changeReview = async (uid: string, id: string, change: (review: ShopReview) => Partial<ShopReview> | null) => {
    await workspaceCollection(backend.db, uid, todayOf(backend), REVIEWS)
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
      endpoint(backend, { can: ['read', 'Ecommerce'], query: reviewsSpec }, async ({ user, query }) => {
        const page = queryList(await reviewsOf(user.uid), query, reviewsSpec)
        return json({ items: page.items.map(rowOfReview), total: page.total })
      }),
    ),
    http.get(
      `${BASE}/reviews/stats`,
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ user }) =>
        json(reviewStats(await reviewsOf(user.uid), todayOf(backend))),
      ),
    ),
    http.patch(
      `${BASE}/reviews/:id`,
      endpoint(
        backend,
        { can: ['update', 'Ecommerce'], body: statusSchema, refusedAs: 'reviews/invalid' },
        async ({ params, user, body }) => {
          const review = await changeReview(user.uid, String(params.id), (review) =>
            review.deletedAt ? null : { status: body.status },
          )
          return review && !review.deletedAt ? json({ id: review.id, status: review.status }) : noReview()
        },
      ),
    ),
    http.delete(
      `${BASE}/reviews/:id`,
      endpoint(backend, { can: ['delete', 'Ecommerce'] }, async ({ params, user }) => {
        const stamp = new Date(backend.now()).toISOString()
        const review = await changeReview(user.uid, String(params.id), (review) =>
          review.deletedAt ? null : { deletedAt: stamp },
        )
        return review ? new Response(null, { status: 204 }) : noReview()
      }),
    ),
    http.post(
      `${BASE}/reviews/:id/restore`,
      endpoint(backend, { can: ['delete', 'Ecommerce'] }, async ({ params, user }) => {
        const review = await changeReview(user.uid, String(params.id), () => ({ deletedAt: null }))
        return review ? json({ id: review.id }) : noReview()
      }),
    ),

    http.get(
      `${BASE}/referrals`,
      endpoint(backend, { can: ['read', 'Ecommerce'], query: referralsSpec }, async ({ user, query }) => {
        const referrals = await workspaceCollection(backend.db, user.uid, todayOf(backend), REFERRALS)
        const page = queryList(referrals, query, referralsSpec)
        return json({ items: page.items.map(rowOfReferral), total: page.total })
      }),
    ),
    http.get(
      `${BASE}/referrals/summary`,
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ user }) => {
        const referrals = await workspaceCollection(backend.db, user.uid, todayOf(backend), REFERRALS)
        return json({ stats: referralStats(referrals), shareCode: shareCodeOf(user.uid) })
      }),
    ),
    http.post(
      `${BASE}/referrals`,
      endpoint(
        backend,
        { can: ['create', 'Ecommerce'], body: inviteRequestSchema, refusedAs: 'referrals/invalid' },
        async ({ user, body }) => {
          await workspaceCollection(backend.db, user.uid, todayOf(backend), REFERRALS)
          const outcome = await backend.db.transaction(async (db) => {
            const referrals = db.collection<ShopReferral>('shopReferrals')
            const mine = await referrals.ownedBy(user.uid)
            const known = new Set(mine.map((referral) => referral.email.toLowerCase()))
            const wanted = [...new Map(body.emails.map((email) => [email.toLowerCase(), email])).values()]
            const taken = wanted.find((email) => known.has(email.toLowerCase()))
            // The address travels in the field's code, so the form can name it in the person's language.
            if (taken)
              return apiError(409, 'referrals/already-referred', `${taken} has already been referred.`, {
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
                day: todayOf(backend),
              }
              created.push(await referrals.insert(referral))
            }
            return created
          })
          return outcome instanceof Response ? outcome : json({ created: outcome.map(rowOfReferral) }, { status: 201 })
        },
      ),
    ),

    http.get(
      `${BASE}/settings`,
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ user }) =>
        json(settingsOf(await backend.db.collection<StoredStoreSettings>('shopSettings').get(user.uid))),
      ),
    ),
    // One route per tab, each with its tab's schema: another tab is no endpoint (404).
    ...SETTINGS_TABS.map((tab) =>
      http.put(
        `${BASE}/settings/${tab}`,
        endpoint(
          backend,
          { can: ['update', 'Ecommerce'], body: TAB_SCHEMAS[tab], refusedAs: 'settings/invalid' },
          async ({ user, body }) => {
            const issue = crossRowIssue(tab, body)
            if (issue)
              return apiError(422, 'settings/invalid', 'The settings have errors.', { [issue.field]: issue.code })
            const stored = await backend.db.transaction(async (db) => {
              const settings = db.collection<StoredStoreSettings>('shopSettings')
              const current = await settings.get(user.uid)
              if (current) return (await settings.update(user.uid, { [tab]: body }))!
              return settings.insert({ id: user.uid, ownerUid: user.uid, [tab]: body })
            })
            return json(settingsOf(stored))
          },
        ),
      ),
    ),
  ]
}
