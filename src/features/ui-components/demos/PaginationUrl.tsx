import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useLocation, useSearch } from 'wouter'
import { Pagination } from '@/components/Pagination'

const TOTAL = 57

/**
 * The page lives in the address (`?page=3&size=20`): reload, Back, or a shared link land on the
 * same page. The URL is the state; nothing is copied into `useState`.
 */
export default function PaginationUrl() {
  const { t } = useLingui()
  const [path, navigate] = useLocation()
  const params = new URLSearchParams(useSearch())
  const pageSize = Number(params.get('size')) || 10
  const lastPage = Math.ceil(TOTAL / pageSize)
  // A hand-edited or stale address cannot point past the last page.
  const page = Math.min(lastPage, Math.max(1, Number(params.get('page')) || 1))
  const go = (next: { page?: number; size?: number }) => {
    // Read the address afresh: the kit calls onPageSize then onPage(1) in one go.
    const query = new URLSearchParams(window.location.search)
    if (next.page !== undefined) query.set('page', String(next.page))
    if (next.size !== undefined) query.set('size', String(next.size))
    // One history entry per change: an address that stays the same is not pushed again.
    if (`?${query.toString()}` !== window.location.search) navigate(`${path}?${query.toString()}`)
  }
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        <Trans>
          The address holds the page (<code>?page={page}</code>): reload, or press Back to return to the previous page.
        </Trans>
      </Text>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={TOTAL}
        onPage={(next) => go({ page: next })}
        onPageSize={(size) => go({ size, page: 1 })}
        label={t`Automation runs pages`}
      />
    </Flex>
  )
}
