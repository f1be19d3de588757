import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Select, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { TABLE_PAGE_SIZES } from '@/config/app'
import { useDrawnAfterOpening } from './deferred'

interface PaginationProps {
  /** The page and size of the rows on screen, so the range always describes what is shown. */
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  /** A new page size starts again from the first page. */
  onPageSize: (pageSize: number) => void
  label: string
}

/**
 * Page size (docs/product.md, "Limits and constants"), first / previous / next / last, and "1–10 of 42".
 * Like the list it pages, it draws after the screen's heading when a navigation opens the screen.
 */
export function Pagination({ page, pageSize, total, onPage, onPageSize, label }: PaginationProps) {
  const { t } = useLingui()
  const sizeLabelId = useId()
  const drawn = useDrawnAfterOpening()
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  const changeSize = (value: string) => {
    onPageSize(Number(value))
    onPage(1)
  }
  if (!drawn) return null
  return (
    <Flex asChild justify="between" align="center" gap="3" wrap="wrap">
      <nav aria-label={label}>
        <Flex align="center" gap="2">
          <Text size="2" id={sizeLabelId}>
            <Trans>Rows per page</Trans>
          </Text>
          <Select.Root value={String(pageSize)} onValueChange={changeSize}>
            <Select.Trigger aria-labelledby={sizeLabelId} />
            <Select.Content>
              {TABLE_PAGE_SIZES.map((size) => (
                <Select.Item key={size} value={String(size)}>
                  {size}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex align="center" gap="2" wrap="wrap">
          <Text size="2" aria-live="polite">
            <Trans>
              {first}–{last} of {total}
            </Trans>
          </Text>
          <Button variant="soft" disabled={page <= 1} onClick={() => onPage(1)} aria-label={t`First page`}>
            <Trans>First</Trans>
          </Button>
          <Button variant="soft" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t`Previous page`}>
            {/* "Précédente" in French: the visible word must be in the button's name (axe). */}
            <Trans context="page">Previous</Trans>
          </Button>
          <Button variant="soft" disabled={page >= lastPage} onClick={() => onPage(page + 1)} aria-label={t`Next page`}>
            <Trans context="page">Next</Trans>
          </Button>
          <Button variant="soft" disabled={page >= lastPage} onClick={() => onPage(lastPage)} aria-label={t`Last page`}>
            <Trans>Last</Trans>
          </Button>
        </Flex>
      </nav>
    </Flex>
  )
}
