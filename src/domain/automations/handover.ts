/**
 * When automations hold back from a person (docs/product.md, "Automations", handover): they asked
 * not to receive automated messages (./optOut.ts), or a person of the team took the conversation
 * over, by replying by hand or through a flow's "hand over" step. A pause lasts until the thread
 * is done or someone resumes the automations, or for the minutes the workspace sets.
 */
export interface AutomationHoldState {
  /** When the person wrote a stop word; absent once they write a start word. */
  optedOutAt?: number
  /** When the team took the conversation over; absent when automations run. */
  automationsPausedAt?: number
  /** When the pause ends by itself; absent: until the thread is done or automations are resumed. */
  automationsPausedUntil?: number
  /** When a flow handed the conversation to the team: the thread needs a person. */
  handedOverAt?: number
}

/** Why nothing automated may reach the person now. */
export type AutomationHold = 'opted-out' | 'automations-paused'

export function automationHold(state: AutomationHoldState | undefined, now: number): AutomationHold | undefined {
  if (!state) return undefined
  if (state.optedOutAt !== undefined) return 'opted-out'
  if (isPaused(state, now)) return 'automations-paused'
  return undefined
}

export function isPaused(state: AutomationHoldState, now: number): boolean {
  if (state.automationsPausedAt === undefined) return false
  return state.automationsPausedUntil === undefined || now < state.automationsPausedUntil
}

/**
 * The state once the team takes the conversation over at `now`, for `minutes` (null: until the
 * thread is done). A longer pause already running is kept: a reply never shortens one.
 */
export function pausedState<T extends AutomationHoldState>(state: T, now: number, minutes: number | null): T {
  const until = minutes === null ? undefined : now + minutes * 60_000
  const running = isPaused(state, now)
  const keepsLonger =
    running &&
    (state.automationsPausedUntil === undefined || (until !== undefined && state.automationsPausedUntil > until))
  if (keepsLonger) return state
  const { automationsPausedUntil: _previous, ...rest } = state
  return { ...rest, automationsPausedAt: now, ...(until === undefined ? {} : { automationsPausedUntil: until }) } as T
}

/** The state once automations run again for the person (the thread is done, or someone resumed them). */
export function resumedState<T extends AutomationHoldState>(state: T): T {
  const { automationsPausedAt: _at, automationsPausedUntil: _until, handedOverAt: _handed, ...rest } = state
  return rest as T
}
