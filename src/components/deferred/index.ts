export { DeferredPopup, type DeferredPopupOpening, type PopupLoader } from './DeferredPopup'
