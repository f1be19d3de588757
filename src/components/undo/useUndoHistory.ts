import { useCallback, useRef, useState, type KeyboardEvent } from 'react'

interface UndoHistoryOptions<T> {
  /** The value as the parent holds it now. */
  value: T
  /** Hands the parent its next value: an edit's, or one undone or redone. */
  onChange: (next: T) => void
  /** How many earlier values are kept; the oldest is forgotten past it. */
  limit?: number
}

export interface UndoHistory<T> {
  /**
   * Changes the value and remembers the one before. Consecutive changes with the same `group`
   * (typing into one field) are one step of the history, so undo takes back the whole word.
   */
  change: (next: T, group?: string) => void
  undo: () => void
  redo: () => void
  canUndo: boolean
  canRedo: boolean
  /** For the editor's container: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo. */
  onKeyDown: (event: KeyboardEvent) => void
}

/**
 * Undo and redo over a controlled value (a flow, a drawing): the parent keeps the value, the hook
 * keeps what came before and after it. Values are kept whole, so they must not be mutated.
 */
export function useUndoHistory<T>({ value, onChange, limit = 100 }: UndoHistoryOptions<T>): UndoHistory<T> {
  const [past, setPast] = useState<T[]>([])
  const [future, setFuture] = useState<T[]>([])
  const lastGroup = useRef<string | undefined>(undefined)

  const change = useCallback(
    (next: T, group?: string) => {
      if (group === undefined || group !== lastGroup.current) setPast((kept) => [...kept, value].slice(-limit))
      lastGroup.current = group
      setFuture([])
      onChange(next)
    },
    [value, onChange, limit],
  )
  const undo = useCallback(() => {
    const previous = past.at(-1)
    if (past.length === 0) return
    lastGroup.current = undefined
    setPast(past.slice(0, -1))
    setFuture([value, ...future])
    onChange(previous as T)
  }, [past, future, value, onChange])
  const redo = useCallback(() => {
    if (future.length === 0) return
    lastGroup.current = undefined
    setFuture(future.slice(1))
    setPast([...past, value].slice(-limit))
    onChange(future[0] as T)
  }, [past, future, value, onChange, limit])

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return
      const key = event.key.toLowerCase()
      const wantsRedo = (key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey && !event.shiftKey)
      const wantsUndo = key === 'z' && !event.shiftKey
      if (!wantsUndo && !wantsRedo) return
      // The history replaces the fields' own undo, which a controlled field does not keep anyway.
      event.preventDefault()
      if (wantsRedo) redo()
      else undo()
    },
    [undo, redo],
  )

  return { change, undo, redo, canUndo: past.length > 0, canRedo: future.length > 0, onKeyDown }
}
