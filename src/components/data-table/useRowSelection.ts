import { useMemo, useState } from 'react'
import type { RowSelectionState } from '@tanstack/react-table'

export interface RowSelection {
  state: RowSelectionState
  onChange: (updater: RowSelectionState | ((old: RowSelectionState) => RowSelectionState)) => void
  /** Ids of the selected rows, across pages. */
  ids: string[]
  clear: () => void
}

/**
 * Which rows are selected, by id, kept across pages (select on page 1, then on page 2, then act on
 * all). Hand it to the table's `selection` prop; read `ids` for bulk actions and `clear()` after.
 */
export function useRowSelection(): RowSelection {
  const [state, setState] = useState<RowSelectionState>({})
  return useMemo(
    () => ({
      state,
      onChange: (updater) => setState((old) => (typeof updater === 'function' ? updater(old) : updater)),
      ids: Object.keys(state).filter((id) => state[id]),
      clear: () => setState({}),
    }),
    [state],
  )
}
