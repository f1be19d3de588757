import type { Collection } from '@/server/storage/database'
import { GraphErrors, type GraphResult } from './graphErrors'
import { cursorOf, graphPage, graphTime, pageSize, parseFields, pickFields, type FieldRequest } from './graphFields'
import type { IgAccount, IgComment } from './records'

/**
 * Reading comments on the account's posts (ref. Meta's IG Comment node and its `replies` edge):
 * who wrote one (`GET /{comment-id}?fields=from`), and the replies under it, the account's own
 * public replies among them. Another account's comment is no object this token can see.
 */
export async function readComment(
  comments: Collection<IgComment>,
  account: IgAccount,
  commentId: string,
  fields: string | null,
): Promise<GraphResult> {
  const comment = await comments.get(commentId)
  if (!comment || comment.ownerId !== account.userId) return GraphErrors.noSuchObject(commentId)
  const picked = pickFields(parseFields(fields, 'id,text,timestamp'), commentValues(comment), 'IGComment')
  return picked.ok ? { status: 200, body: picked.body } : picked.result
}

/** `GET /{comment-id}/replies?fields=…&limit=&after=`, oldest first as a thread reads. */
export async function listReplies(
  comments: Collection<IgComment>,
  account: IgAccount,
  commentId: string,
  query: URLSearchParams,
  nextUrl?: (after: string) => string,
): Promise<GraphResult> {
  const parent = await comments.get(commentId)
  if (!parent || parent.ownerId !== account.userId) return GraphErrors.noSuchObject(commentId)
  const requested = parseFields(query.get('fields'), 'id,text,timestamp')
  const replies = (await comments.filter((comment) => comment.parentId === commentId)).sort(
    (a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const rows = []
  for (const reply of replies) {
    const picked = pickFields(requested, commentValues(reply), 'IGComment')
    if (!picked.ok) return picked.result
    rows.push({ reply, body: picked.body })
  }
  const page = graphPage(rows, (row) => cursorOf(row.reply.createdAt, row.reply.id), {
    limit: pageSize(query.get('limit')),
    after: query.get('after'),
    nextUrl,
  })
  return { status: 200, body: { ...page, data: page.data.map((row) => row.body) } }
}

function commentValues(comment: IgComment): Record<string, (field: FieldRequest) => unknown> {
  return {
    id: () => comment.id,
    text: () => comment.text,
    timestamp: () => graphTime(comment.createdAt),
    from: () => ({ id: comment.fromId, username: comment.fromUsername }),
    username: () => comment.fromUsername,
    hidden: () => comment.hidden,
    media: () => ({ id: comment.mediaId }),
    // Graph leaves it out of a top-level comment's answer.
    parent_id: () => comment.parentId ?? undefined,
  }
}
