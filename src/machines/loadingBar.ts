import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { LOADING_BAR } from '@/config/app'

export type LoadingBarEvent =
  /** A route transition (lazy screen, its data) or a backend request began. */
  | { type: 'WORK.STARTED' }
  /** One piece of work ended, successfully or not. */
  | { type: 'WORK.ENDED' }

export interface LoadingBarContext {
  /** 0 when hidden; 10..82 while loading; 100 while completing. */
  progress: number
  /** Pieces of work in flight. */
  pending: number
}

/**
 * Each tick covers a quarter of the remaining distance to the cap (at least one point), so the
 * bar slows down as it approaches the cap and never passes it while work is in flight.
 */
export function nextProgress(progress: number): number {
  const remaining = LOADING_BAR.capPercent - progress
  return Math.min(LOADING_BAR.capPercent, progress + Math.max(1, Math.round(remaining / 4)))
}

/**
 * The thin progress bar at the top of the page (docs/product.md, "Limits and constants"): starts at 10% when work
 * begins, creeps every 800 ms up to 82% at most, jumps to 100% when the last piece of work ends
 * and disappears 300 ms later. Concurrent work is counted so overlapping requests end it once.
 */
export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
  },
  delays: {
    tick: LOADING_BAR.tickMs,
    resetDelay: LOADING_BAR.resetDelayMs,
  },
  actions: {
    begin: assign({ pending: 1, progress: LOADING_BAR.startPercent }),
    addWork: assign({ pending: ({ context }) => context.pending + 1 }),
    endWork: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
    advance: assign({ progress: ({ context }) => nextProgress(context.progress) }),
    complete: assign({ pending: 0, progress: 100 }),
    hide: assign({ pending: 0, progress: 0 }),
  },
  guards: {
    isLastWork: ({ context }) => context.pending <= 1,
  },
}).createMachine({
  id: 'loadingBar',
  context: { progress: 0, pending: 0 },
  initial: 'idle',
  states: {
    idle: {
      entry: 'hide',
      on: { 'WORK.STARTED': { target: 'loading', actions: 'begin' } },
    },
    loading: {
      tags: ['visible'],
      after: { tick: { target: 'loading', reenter: true, actions: 'advance' } },
      on: {
        'WORK.STARTED': { actions: 'addWork' },
        'WORK.ENDED': [{ guard: 'isLastWork', target: 'completing' }, { actions: 'endWork' }],
      },
    },
    completing: {
      tags: ['visible'],
      entry: 'complete',
      after: { resetDelay: 'idle' },
      on: { 'WORK.STARTED': { target: 'loading', actions: 'begin' } },
    },
  },
})

export type LoadingBarActor = ActorRefFrom<typeof loadingBarMachine>
export type LoadingBarSnapshot = SnapshotFrom<typeof loadingBarMachine>

export function selectLoadingBarVisible(snapshot: LoadingBarSnapshot): boolean {
  return snapshot.hasTag('visible')
}
