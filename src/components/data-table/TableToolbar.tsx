import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { FilterSelect } from './FilterSelect'
import { SearchBox } from './SearchBox'
import type { TableFilter } from './types'
import type { ListState } from './useListQuery'
import type { RowSelection } from './useRowSelection'

interface TableToolbarProps<TFilter extends string> {
  list: ListState<TFilter>
  search?: { label: string; placeholder?: string }
  filters?: readonly TableFilter<TFilter>[]
  onSearch: (q: string) => void
  onFilter: (name: TFilter, value: string | null) => void
  selection?: RowSelection
  bulkActions?: (ids: string[]) => ReactNode
  end?: ReactNode
}

/** Above the table: search and filters, the page's own buttons, and the selection's bulk actions. */
export function TableToolbar<TFilter extends string>({
  list,
  search,
  filters = [],
  onSearch,
  onFilter,
  selection,
  bulkActions,
  end,
}: TableToolbarProps<TFilter>) {
  const { t } = useLingui()
  const selected = selection?.ids.length ?? 0
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="center" justify="between">
        <Flex gap="3" wrap="wrap" align="center" flexGrow="1">
          {search && (
            <SearchBox value={list.query.q} onSearch={onSearch} label={search.label} placeholder={search.placeholder} />
          )}
          {filters.map((filter) => (
            <FilterSelect
              key={filter.name}
              filter={filter}
              value={list.query.filters[filter.name]}
              onChange={(value) => onFilter(filter.name, value)}
            />
          ))}
        </Flex>
        {end && (
          <Flex gap="2" wrap="wrap">
            {end}
          </Flex>
        )}
      </Flex>
      {selection && selected > 0 && (
        <Flex
          gap="3"
          align="center"
          wrap="wrap"
          p="2"
          style={{ background: 'var(--accent-a3)', borderRadius: 'var(--radius-3)' }}
          role="region"
          aria-label={t`Selection`}
        >
          <Text size="2" weight="medium" aria-live="polite">
            <Plural value={selected} one="# selected" other="# selected" />
          </Text>
          {bulkActions?.(selection.ids)}
          <Button type="button" size="1" variant="ghost" onClick={selection.clear}>
            <Trans>Clear selection</Trans>
          </Button>
        </Flex>
      )}
    </Flex>
  )
}
