import { Trans, useLingui } from '@lingui/react/macro'
import { Table } from '@radix-ui/themes'
import { useFormat } from '@/components/format'
import { POST_KIND_LABELS, replyRate, TOP_POSTS } from '../samplePosts'

/**
 * A plain table of a few rows: Radix Themes' Table, a caption that names it, the first cell of
 * each row a row header, numbers formatted in the current language and aligned to the end.
 */
export default function SimpleBasic() {
  const { i18n } = useLingui()
  const format = useFormat()
  return (
    <Table.Root variant="surface" className="tables-table">
      <caption className="tables-caption">
        <Trans>Top posts of @auroracoffee this month</Trans>
      </caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>
            <Trans>Post</Trans>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <Trans>Kind</Trans>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="tables-end">
            <Trans>Comments</Trans>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="tables-end">
            <Trans>Replies sent</Trans>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="tables-end">
            <Trans>Reply rate</Trans>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {TOP_POSTS.slice(0, 5).map((post) => (
          <Table.Row key={post.id}>
            <Table.RowHeaderCell>
              <bdi>{post.caption}</bdi>
            </Table.RowHeaderCell>
            <Table.Cell>{i18n._(POST_KIND_LABELS[post.kind])}</Table.Cell>
            <Table.Cell className="tables-end">{format.number(post.comments)}</Table.Cell>
            <Table.Cell className="tables-end">{format.number(post.repliesSent)}</Table.Cell>
            <Table.Cell className="tables-end">{format.percent(replyRate(post))}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
