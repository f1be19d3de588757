import { Trans, useLingui } from '@lingui/react/macro'
import { Table } from '@radix-ui/themes'
import { useId } from 'react'
import { useFormat } from '@/components/format'
import { HiddenCaption } from '@/components/HiddenCaption'
import { POST_KIND_LABELS, replyRate, TOP_POSTS } from '../samplePosts'

/**
 * The header stays in view while the rows scroll: the frame has a fixed height and the header
 * cells are `position: sticky` (`tables-frame--sticky` in tables.css).
 */
export default function SimpleFixedHeader() {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const captionId = useId()
  return (
    <div className="tables-frame tables-frame--sticky" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="tables-raw">
        <HiddenCaption id={captionId}>{t`Reply rate per post, all month`}</HiddenCaption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>
              <Trans>Post</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <Trans>Kind</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="tables-end">
              <Trans>Reply rate</Trans>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {TOP_POSTS.map((post) => (
            <Table.Row key={post.id}>
              <Table.RowHeaderCell>
                <bdi>{post.caption}</bdi>
              </Table.RowHeaderCell>
              <Table.Cell>{i18n._(POST_KIND_LABELS[post.kind])}</Table.Cell>
              <Table.Cell className="tables-end">{format.percent(replyRate(post))}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </table>
    </div>
  )
}
