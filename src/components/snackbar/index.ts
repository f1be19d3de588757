export {
  createSnackbarQueue,
  snackbars,
  useSnackbarQueue,
  type Snackbar,
  type SnackbarQueue,
  type SnackbarQueueOptions,
  type SnackbarQueueState,
  type SnackbarTone,
} from './snackbarQueue'
