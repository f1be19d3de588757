export { DeferredPopup, type DeferredPopupOpening } from './DeferredPopup'
export { DrawnLater, ScreenOpening, useDrawnAfterOpening } from './ScreenOpening'
export { lazyPart } from './lazyPart'
export { splitPart } from './splitPart'
