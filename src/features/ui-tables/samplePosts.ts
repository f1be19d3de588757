import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The simple-table demos' data: @auroracoffee's posts of the month, busiest first. */
export type PostKind = 'reel' | 'carousel' | 'post'

export interface PostStats {
  id: string
  /** The post's caption, as published (the account's own words, not translated). */
  caption: string
  kind: PostKind
  comments: number
  /** Private replies the automations sent to those comments. */
  repliesSent: number
}

export const POST_KIND_LABELS: Record<PostKind, MessageDescriptor> = {
  reel: msg`Reel`,
  carousel: msg`Carousel`,
  post: msg`Post`,
}

export const TOP_POSTS: readonly PostStats[] = [
  { id: 'p1', caption: 'Giveaway: a year of coffee', kind: 'post', comments: 1_204, repliesSent: 1_187 },
  { id: 'p2', caption: 'Ethiopia Guji, new harvest', kind: 'reel', comments: 482, repliesSent: 451 },
  { id: 'p3', caption: 'Oat flat white at home', kind: 'reel', comments: 377, repliesSent: 340 },
  { id: 'p4', caption: 'Pour-over in four steps', kind: 'carousel', comments: 316, repliesSent: 298 },
  { id: 'p5', caption: 'Holiday blend: pre-order', kind: 'post', comments: 295, repliesSent: 289 },
  { id: 'p6', caption: 'Cold brew, the slow way', kind: 'reel', comments: 265, repliesSent: 231 },
  { id: 'p7', caption: 'Behind the roaster', kind: 'reel', comments: 208, repliesSent: 164 },
  { id: 'p8', caption: 'Meet Sofia, our head roaster', kind: 'carousel', comments: 143, repliesSent: 97 },
  { id: 'p9', caption: 'Colombia Huila is back', kind: 'post', comments: 131, repliesSent: 126 },
  { id: 'p10', caption: 'Grind size, explained', kind: 'carousel', comments: 118, repliesSent: 104 },
  { id: 'p11', caption: 'Latte art Friday', kind: 'reel', comments: 96, repliesSent: 71 },
  { id: 'p12', caption: 'New shop hours for winter', kind: 'post', comments: 54, repliesSent: 12 },
]

export const replyRate = (post: PostStats) => (post.comments === 0 ? 0 : post.repliesSent / post.comments)
