import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, SegmentedControl, Table } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import { HiddenCaption } from '@/components/HiddenCaption'
import { replyRate, TOP_POSTS } from '../samplePosts'

type Size = '1' | '2' | '3'

/** Density is the table's `size`: 1 for a table scanned at a glance, 3 for a few rows read closely. */
export default function SimpleDensity() {
  const { t } = useLingui()
  const format = useFormat()
  const [size, setSize] = useState<Size>('2')
  return (
    <Flex direction="column" gap="3">
      <SegmentedControl.Root value={size} onValueChange={(value) => setSize(value as Size)} aria-label={t`Density`}>
        <SegmentedControl.Item value="1">{t`Compact`}</SegmentedControl.Item>
        <SegmentedControl.Item value="2">{t`Default`}</SegmentedControl.Item>
        <SegmentedControl.Item value="3">{t`Comfortable`}</SegmentedControl.Item>
      </SegmentedControl.Root>
      <Table.Root size={size} variant="surface" className="tables-table">
        <HiddenCaption>{t`Replies sent per post`}</HiddenCaption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>
              <Trans>Post</Trans>
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
          {TOP_POSTS.slice(0, 4).map((post) => (
            <Table.Row key={post.id}>
              <Table.RowHeaderCell>
                <bdi>{post.caption}</bdi>
              </Table.RowHeaderCell>
              <Table.Cell className="tables-end">{format.number(post.repliesSent)}</Table.Cell>
              <Table.Cell className="tables-end">{format.percent(replyRate(post))}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  )
}
