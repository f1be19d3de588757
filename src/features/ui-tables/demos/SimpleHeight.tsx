import { Trans, useLingui } from '@lingui/react/macro'
import { Table } from '@radix-ui/themes'
import { useId } from 'react'
import { useFormat } from '@/components/format'
import { HiddenCaption } from '@/components/HiddenCaption'
import { TOP_POSTS } from '../samplePosts'

/**
 * A fixed height: the frame scrolls, the page does not. The frame is a named region that takes
 * focus, so the keyboard can scroll it too (arrow keys once it is focused).
 */
export default function SimpleHeight() {
  const { t } = useLingui()
  const format = useFormat()
  const captionId = useId()
  return (
    <div className="tables-frame" role="region" aria-labelledby={captionId} tabIndex={0}>
      {/* A plain table in the kit's frame: Table.Root would add a scroll area of its own inside. */}
      <table className="tables-raw">
        <HiddenCaption id={captionId}>{t`Comments per post, all month`}</HiddenCaption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>
              <Trans>Post</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="tables-end">
              <Trans>Comments</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="tables-end">
              <Trans>Replies sent</Trans>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {TOP_POSTS.map((post) => (
            <Table.Row key={post.id}>
              <Table.RowHeaderCell>
                <bdi>{post.caption}</bdi>
              </Table.RowHeaderCell>
              <Table.Cell className="tables-end">{format.number(post.comments)}</Table.Cell>
              <Table.Cell className="tables-end">{format.number(post.repliesSent)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </table>
    </div>
  )
}
