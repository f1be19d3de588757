import { useSyncExternalStore } from 'react'
import { toast, type ExternalToast } from 'sonner'

export type SnackbarTone = 'neutral' | 'success' | 'info' | 'warning' | 'error'

export interface Snackbar {
  /** Already translated (`t\`…\``): a snackbar shows in the language of the moment. */
  message: string
  description?: string
  tone?: SnackbarTone
  /** One button, "Undo" or "View": pressing it closes the snackbar and lets the next one in. */
  action?: { label: string; onClick: () => void }
  /** How long it stays, in ms (sonner's default, 4 s, when left out). */
  duration?: number
}

export interface SnackbarQueueOptions {
  /** How many may wait behind the one on screen; beyond it the oldest waiting one is dropped. */
  maxWaiting?: number
  /** The pause after one leaves before the next comes in, so they never overlap (sonner's exit takes 200 ms). */
  gap?: number
}

export interface SnackbarQueueState {
  /** What is on screen, if anything. */
  current: Snackbar | null
  waiting: readonly Snackbar[]
}

const SHOW = {
  neutral: toast,
  success: toast.success,
  info: toast.info,
  warning: toast.warning,
  error: toast.error,
} as const

/**
 * Snackbars one at a time on top of sonner (the app's single `<Toaster />`): each waits for the one
 * before it to leave (timed out, closed, or its action pressed). Plain `notify` toasts stack instead;
 * use a queue where messages arrive in bursts and each deserves to be read.
 */
export function createSnackbarQueue({ maxWaiting = 3, gap = 250 }: SnackbarQueueOptions = {}) {
  let state: SnackbarQueueState = { current: null, waiting: [] }
  let currentId: string | number | null = null
  let pending: ReturnType<typeof setTimeout> | null = null
  // Bumped for each snackbar shown and by dismissAll: a late signal from an earlier toast is ignored.
  let generation = 0
  const listeners = new Set<() => void>()

  const set = (next: SnackbarQueueState) => {
    state = next
    listeners.forEach((listener) => listener())
  }

  const showNext = () => {
    pending = null
    const [next, ...rest] = state.waiting
    if (!next) return set({ current: null, waiting: [] })
    set({ current: next, waiting: rest })
    const token = ++generation
    // A toast leaves by one of three doors (timed out, closed, action pressed); the first lets the next in.
    const leave = () => {
      if (token !== generation) return
      generation++
      currentId = null
      set({ current: null, waiting: state.waiting })
      pending = setTimeout(showNext, gap)
    }
    const options: ExternalToast = {
      description: next.description,
      duration: next.duration,
      onAutoClose: leave,
      onDismiss: leave,
      action: next.action && {
        label: next.action.label,
        onClick: () => {
          next.action?.onClick()
          leave()
        },
      },
    }
    currentId = SHOW[next.tone ?? 'neutral'](next.message, options)
  }

  return {
    /** Shows the snackbar now if none is on screen, or once those before it have left. */
    show(snackbar: Snackbar) {
      const waiting = [...state.waiting, snackbar]
      set({ ...state, waiting: waiting.slice(Math.max(0, waiting.length - maxWaiting)) })
      if (!state.current && !pending) showNext()
    },
    /** Closes the one on screen and forgets those waiting. */
    dismissAll() {
      if (pending) clearTimeout(pending)
      pending = null
      generation++
      const id = currentId
      currentId = null
      set({ current: null, waiting: [] })
      if (id !== null) toast.dismiss(id)
    },
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type SnackbarQueue = ReturnType<typeof createSnackbarQueue>

/** The app's queue: one line of snackbars whatever screen sends them. */
export const snackbars = createSnackbarQueue()

/** What a queue shows and holds, for a screen that displays "2 waiting" or a "Dismiss all" button. */
export function useSnackbarQueue(queue: SnackbarQueue = snackbars): SnackbarQueueState {
  return useSyncExternalStore(queue.subscribe, queue.getState)
}
