export { createSnackbarQueue, snackbars, useSnackbarQueue } from './snackbarQueue'
