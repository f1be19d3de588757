import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Select, Text } from '@radix-ui/themes'
import { TABLE_PAGE_SIZES } from '@/config/app'

interface PaginationProps {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  onPageSize: (pageSize: number) => void
  label: string
}

/** Page-size choice (SPEC sizes) and previous/next, with "1–10 of 42". */
export function Pagination({ page, pageSize, total, onPage, onPageSize, label }: PaginationProps) {
  const { t } = useLingui()
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <Flex asChild justify="between" align="center" gap="3" wrap="wrap">
      <nav aria-label={label}>
        <Flex align="center" gap="2">
          <Text size="2" id="page-size-label">
            <Trans>Rows per page</Trans>
          </Text>
          <Select.Root value={String(pageSize)} onValueChange={(value) => onPageSize(Number(value))}>
            <Select.Trigger aria-labelledby="page-size-label" />
            <Select.Content>
              {TABLE_PAGE_SIZES.map((size) => (
                <Select.Item key={size} value={String(size)}>
                  {size}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex align="center" gap="2">
          <Text size="2" aria-live="polite">
            <Trans>
              {first}–{last} of {total}
            </Trans>
          </Text>
          <Button variant="soft" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t`Previous page`}>
            <Trans>Previous</Trans>
          </Button>
          <Button variant="soft" disabled={page >= lastPage} onClick={() => onPage(page + 1)} aria-label={t`Next page`}>
            <Trans>Next</Trans>
          </Button>
        </Flex>
      </nav>
    </Flex>
  )
}
