export { useUndoHistory, type UndoHistory } from './useUndoHistory'
