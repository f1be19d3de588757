export { Toaster } from './Toaster'
export { notify, toastUndo } from './toasts'
