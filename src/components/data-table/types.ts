import type { Icon as TablerIcon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { ListPage } from '@/domain/list'

/** One column of a data table. Define the list of columns once (module scope or useMemo). */
export interface DataColumn<T> {
  /** Stable id; for a sortable column, also the `sortBy` the server receives. */
  id: string
  header: ReactNode
  cell: (row: T) => ReactNode
  sortable?: boolean
  /** Numbers and money align to the end. */
  align?: 'start' | 'end' | 'center'
  /** A CSS width (`'8rem'`, `'20%'`). */
  width?: string
  /** The cell that names the row for assistive technology (one per table, usually the first). */
  rowHeader?: boolean
}

interface RowActionBase {
  label: string
  icon?: TablerIcon
  /** Destructive actions (delete) read in red, after a separator. */
  tone?: 'danger'
  disabled?: boolean
}

/**
 * One entry of a row's menu. An action that goes to another screen ("View", "Edit") gives its
 * `href` and is a real link (open in a new tab, middle-click, copy link); one that acts in place
 * (delete, duplicate, open a drawer) gives `onSelect`.
 */
export type RowAction = RowActionBase & ({ href: string; onSelect?: never } | { onSelect: () => void; href?: never })

export interface FilterOption {
  value: string
  label: string
}

export interface TableFilter<TFilter extends string> {
  /** The filter's name in the URL and in the request (`status`, `role`). */
  name: TFilter
  label: string
  options: readonly FilterOption[]
}

/**
 * What the table reads from its query: TanStack Query's `useQuery(...)` result fits as it is.
 * Use `placeholderData: keepPreviousData` so a page change keeps the rows on screen while it loads.
 */
export interface ListResult<T> {
  data: ListPage<T> | undefined
  error: unknown
  isPending: boolean
  isPlaceholderData: boolean
  refetch: () => unknown
}
