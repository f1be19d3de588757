/**
 * The shop's product reviews (docs/product.md, "eCommerce"): what a customer wrote about a product,
 * published on the shop or waiting for the team's look. Amounts of stars are whole, 1 to 5.
 */
export const REVIEW_STATUSES = ['published', 'pending'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const REVIEW_RATINGS = ['5', '4', '3', '2', '1'] as const

export interface ShopReview {
  id: string
  ownerUid: string
  /** The workspace's product `<uid>:<template product id>`. */
  productId: string
  reviewer: string
  email: string
  rating: number
  title: string
  text: string
  /** The calendar day it was written. */
  day: string
  status: ReviewStatus
  /** Set while deleted: the toast's Undo clears it; lists and figures leave deleted reviews out. */
  deletedAt?: string | null
}

/** A review as the list shows it: with its product's name, without whose it is. */
export type ReviewRow = Omit<ShopReview, 'ownerUid' | 'deletedAt'> & { product: string }

/** Four and five stars are praise; three and fewer are critical. */
export const isPositive = (review: { rating: number }) => review.rating >= 4

export type ReviewWeek = {
  /** The week's Monday. */
  week: string
  positive: number
  negative: number
}

export interface ReviewStats {
  count: number
  /** 0 when there are none. */
  average: number
  /** Reviews per number of stars, 5 first. */
  perStar: { stars: number; count: number }[]
  /** Share of four and five star reviews, 0 to 1. */
  positiveShare: number
  /** Written in the seven days up to today. */
  newThisWeek: number
  /** The last `weeks` weeks, oldest first. */
  weeks: ReviewWeek[]
}

const DAY_MS = 86_400_000
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`)
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The Monday of the day's week. */
export function weekOf(day: string): string {
  const ms = dayMs(day)
  const weekday = (new Date(ms).getUTCDay() + 6) % 7
  return isoDay(ms - weekday * DAY_MS)
}

/** The figures above the reviews' table, from the same reviews it lists (deleted ones left out). */
export function reviewStats(all: readonly ShopReview[], today: string, weeks = 8): ReviewStats {
  const reviews = all.filter((review) => !review.deletedAt)
  const count = reviews.length
  const sum = reviews.reduce((total, review) => total + review.rating, 0)
  const perStar = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: reviews.filter((review) => review.rating === stars).length,
  }))
  const positive = reviews.filter(isPositive).length
  const weekAgo = dayMs(today) - 6 * DAY_MS
  const newThisWeek = reviews.filter((review) => dayMs(review.day) >= weekAgo && review.day <= today).length
  const lastMonday = dayMs(weekOf(today))
  const series: ReviewWeek[] = Array.from({ length: weeks }, (_, index) => ({
    week: isoDay(lastMonday - (weeks - 1 - index) * 7 * DAY_MS),
    positive: 0,
    negative: 0,
  }))
  for (const review of reviews) {
    const slot = series.find((each) => each.week === weekOf(review.day))
    if (slot) slot[isPositive(review) ? 'positive' : 'negative'] += 1
  }
  return {
    count,
    average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10,
    perStar,
    positiveShare: count === 0 ? 0 : positive / count,
    newThisWeek,
    weeks: series,
  }
}
