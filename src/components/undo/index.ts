export { useUndoHistory } from './useUndoHistory'
