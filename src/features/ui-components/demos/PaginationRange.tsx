import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { Pagination } from '@/components/Pagination'
import { useFormat } from '@/components/format'

const TOTAL = 96

/** A sentence above the list that says where the reader is, its numbers in the reader's digits. */
export default function PaginationRange() {
  const { t } = useLingui()
  const format = useFormat()
  const [page, setPage] = useState(2)
  const [pageSize, setPageSize] = useState(10)
  const from = format.number((page - 1) * pageSize + 1)
  const to = format.number(Math.min(TOTAL, page * pageSize))
  const total = format.number(TOTAL)
  return (
    <Flex direction="column" gap="3">
      <Text size="2" aria-live="polite">
        <Trans>
          Showing {from}–{to} of {total} conversations
        </Trans>
      </Text>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={TOTAL}
        onPage={setPage}
        onPageSize={setPageSize}
        label={t`Conversations pages`}
      />
    </Flex>
  )
}
