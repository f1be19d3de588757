import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** A column title that sorts the list; aria-sort on the header cell says how it is sorted. */
export function SortableHeader({
  sorted,
  onToggle,
  children,
}: {
  sorted: false | 'asc' | 'desc'
  onToggle: () => void
  children: ReactNode
}) {
  const Glyph = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort
  return (
    <button type="button" className="data-table__sort" onClick={onToggle}>
      {children}
      <Glyph size={14} aria-hidden="true" style={{ opacity: sorted ? 1 : 0.45 }} />
    </button>
  )
}

export function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
}
