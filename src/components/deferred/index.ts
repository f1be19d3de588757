export { DeferredPopup, type DeferredPopupOpening, type PopupLoader } from './DeferredPopup'
export { DrawnLater, ScreenOpening, useDrawnAfterOpening } from './ScreenOpening'
export { lazyPart } from './lazyPart'
export { splitPart } from './splitPart'
