import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { Pagination } from '@/components/Pagination'

/** Where there is nowhere to go, the buttons are disabled by themselves: one page, or no result at all. */
export default function PaginationDisabled() {
  const { t } = useLingui()
  const [pageSize, setPageSize] = useState(10)
  const [page, setPage] = useState(1)
  return (
    <Flex direction="column" gap="4">
      <Text size="2" color="gray">
        <Trans>4 webhooks: one page.</Trans>
      </Text>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={4}
        onPage={setPage}
        onPageSize={setPageSize}
        label={t`Webhooks pages`}
      />
      <Text size="2" color="gray">
        <Trans>No failed deliveries.</Trans>
      </Text>
      <Pagination
        page={1}
        pageSize={pageSize}
        total={0}
        onPage={setPage}
        onPageSize={setPageSize}
        label={t`Failed deliveries pages`}
      />
    </Flex>
  )
}
