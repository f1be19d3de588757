import { useLingui } from '@lingui/react/macro'
import { Flex, Theme } from '@radix-ui/themes'
import { useState } from 'react'
import { Pagination } from '@/components/Pagination'

/**
 * The kit's Pagination has one size; a nested Radix `<Theme scaling>` makes it denser in a side
 * panel or roomier on a touch screen, without a prop of its own.
 */
export default function PaginationSizes() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const shared = { page, pageSize, total: 48, onPage: setPage, onPageSize: setPageSize }
  return (
    <Flex direction="column" gap="4">
      <Theme scaling="90%">
        <Pagination {...shared} label={t`Replies pages, compact`} />
      </Theme>
      <Pagination {...shared} label={t`Replies pages`} />
      <Theme scaling="110%">
        <Pagination {...shared} label={t`Replies pages, large`} />
      </Theme>
    </Flex>
  )
}
