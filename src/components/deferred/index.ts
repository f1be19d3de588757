export { DeferredPopup, type DeferredPopupOpening, type PopupLoader } from './DeferredPopup'
export { DrawnAfterPaint, DrawnLater, ScreenOpening, useDrawnAfterOpening } from './ScreenOpening'
export { lazyPart } from './lazyPart'
