import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, SegmentedControl, Table } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import { HiddenCaption } from '@/components/HiddenCaption'
import { replyRate, TOP_POSTS } from '../samplePosts'

type Look = 'surface' | 'ghost' | 'striped'

/**
 * Radix Themes' two variants: `surface` (a framed panel) and `ghost` (rows on the page's
 * background). Striped rows are ours, one CSS rule in tables.css (`tables-striped`).
 */
export default function SimpleVariants() {
  const { t } = useLingui()
  const format = useFormat()
  const [look, setLook] = useState<Look>('surface')
  return (
    <Flex direction="column" gap="3">
      <SegmentedControl.Root value={look} onValueChange={(value) => setLook(value as Look)} aria-label={t`Table style`}>
        <SegmentedControl.Item value="surface">{t`Surface`}</SegmentedControl.Item>
        <SegmentedControl.Item value="ghost">{t`Ghost`}</SegmentedControl.Item>
        <SegmentedControl.Item value="striped">{t`Striped`}</SegmentedControl.Item>
      </SegmentedControl.Root>
      <Table.Root
        variant={look === 'ghost' ? 'ghost' : 'surface'}
        className={look === 'striped' ? 'tables-table tables-striped' : 'tables-table'}
      >
        <HiddenCaption>{t`Reply rate per post`}</HiddenCaption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>
              <Trans>Post</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="tables-end">
              <Trans>Comments</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="tables-end">
              <Trans>Reply rate</Trans>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {TOP_POSTS.slice(0, 6).map((post) => (
            <Table.Row key={post.id}>
              <Table.RowHeaderCell>
                <bdi>{post.caption}</bdi>
              </Table.RowHeaderCell>
              <Table.Cell className="tables-end">{format.number(post.comments)}</Table.Cell>
              <Table.Cell className="tables-end">{format.percent(replyRate(post))}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  )
}
