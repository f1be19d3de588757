/**
 * The navbar's panels and the toasts' host, one lazy chunk: a single extra entry point keeps the
 * chunks the sign-in screen shares with the shell as they were (a chunk of its own for the
 * Toaster split Radix's prop modules and grew /login by a kilobyte).
 */
export { Toaster } from '@/components/toast'
export { default as SearchDialog } from './SearchDialog'
export { default as NotificationsPanel } from './NotificationsPanel'
export { default as ShortcutsPanel } from './ShortcutsPanel'
