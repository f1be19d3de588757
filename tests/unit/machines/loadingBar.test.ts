import { createActor, SimulatedClock } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { LOADING_BAR } from '@/config/app'
import { loadingBarMachine, selectLoadingBarVisible, type LoadingBarSnapshot } from '@/machines/loadingBar'
import { createGraphCoverage } from './graphCoverage'

const delayedEvent = (state: 'loading' | 'completing') => {
  const [transition] = loadingBarMachine.states[state]!.after
  if (!transition) throw new Error(`${state} has no delayed transition`)
  return transition.eventType
}
const TICK = delayedEvent('loading')
const RESET_AFTER_COMPLETION = delayedEvent('completing')

/** Time passing is modelled as the machine's own delayed events; on the real actor it is the clock. */
type ModelEvent = { type: 'WORK.STARTED' } | { type: 'WORK.ENDED' } | { type: string }
const EVENTS: ModelEvent[] = [
  { type: 'WORK.STARTED' },
  { type: 'WORK.ENDED' },
  { type: TICK },
  { type: RESET_AFTER_COMPLETION },
]

const MAX_CONCURRENT_WORK = 3

const coverage = createGraphCoverage(loadingBarMachine)

afterAll(() => {
  coverage.print('loadingBar')
  const report = coverage.report()
  expect(report.states.missing).toEqual([])
  expect(report.transitions.missing).toEqual([])
})

function run(
  steps: ModelEvent[],
  check: (before: LoadingBarSnapshot, event: ModelEvent, after: LoadingBarSnapshot, clock: SimulatedClock) => void,
) {
  const clock = new SimulatedClock()
  const actor = createActor(loadingBarMachine, { clock, inspect: coverage.inspect }).start()
  coverage.recordSnapshot(actor.getSnapshot())
  for (const event of steps) {
    const before = actor.getSnapshot()
    if (event.type === TICK) clock.increment(LOADING_BAR.tickMs)
    else if (event.type === RESET_AFTER_COMPLETION) clock.increment(LOADING_BAR.resetDelayMs)
    else actor.send(event as { type: 'WORK.STARTED' | 'WORK.ENDED' })
    check(before, event, actor.getSnapshot(), clock)
  }
  actor.stop()
}

describe('loading bar machine, model-based on a simulated clock', () => {
  it('every reachable state and transition shows the bar the spec describes', () => {
    const options = {
      events: EVENTS as never[],
      // Only the events the real world can produce: time passes only where a timer runs.
      filterEvents: (snapshot: LoadingBarSnapshot, event: ModelEvent) => {
        if (event.type === TICK) return snapshot.matches('loading')
        if (event.type === RESET_AFTER_COMPLETION) return snapshot.matches('completing')
        if (event.type === 'WORK.STARTED') return snapshot.context.pending < MAX_CONCURRENT_WORK
        return true
      },
    }
    const paths = getShortestPaths(loadingBarMachine, options)
    const pathTo = new Map(paths.map((path) => [JSON.stringify([path.state.value, path.state.context]), path]))
    const adjacency = getAdjacencyMap(loadingBarMachine, options)
    let walks = 0
    for (const { state, transitions } of Object.values(adjacency)) {
      const prefix = pathTo.get(JSON.stringify([state.value, state.context]))
      expect(prefix).toBeDefined()
      const edges = Object.values(transitions) as Array<{ event: ModelEvent; state: LoadingBarSnapshot }>
      for (const { event, state: expected } of edges) {
        const steps = [...prefix!.steps.slice(1).map((step) => step.event as ModelEvent), event]
        let last: LoadingBarSnapshot | undefined
        run(steps, (before, sent, after) => {
          last = after
          // Never past the cap while work is in flight; full and then gone once it is over.
          if (after.matches('loading')) {
            expect(after.context.progress).toBeGreaterThanOrEqual(LOADING_BAR.startPercent)
            expect(after.context.progress).toBeLessThanOrEqual(LOADING_BAR.capPercent)
          }
          if (after.matches('completing')) expect(after.context.progress).toBe(100)
          expect(selectLoadingBarVisible(after)).toBe(after.context.progress > 0)
          if (sent.type === 'WORK.STARTED' && !before.matches('loading')) {
            expect(after.context.progress).toBe(LOADING_BAR.startPercent)
          }
          if (sent.type === 'WORK.ENDED' && before.matches('loading')) {
            expect(after.matches('completing')).toBe(before.context.pending === 1)
          }
          if (sent.type === TICK) {
            expect(after.context.progress).toBeGreaterThanOrEqual(before.context.progress)
            expect(after.context.progress).toBe(Math.min(LOADING_BAR.capPercent, after.context.progress))
          }
          if (sent.type === RESET_AFTER_COMPLETION) expect(after.context).toEqual({ progress: 0, pending: 0 })
        })
        expect(last?.value).toEqual(expected.value)
        expect(last?.context).toEqual(expected.context)
        walks += 1
      }
    }
    console.info(`[paths] loadingBar: ${pathTo.size} states, ${walks} transition walks`)
    expect(walks).toBeGreaterThan(pathTo.size)
  })

  it('ticks every 800 ms, caps at 82% and hides 300 ms after the last piece of work ends', () => {
    const clock = new SimulatedClock()
    const actor = createActor(loadingBarMachine, { clock, inspect: coverage.inspect }).start()
    expect(selectLoadingBarVisible(actor.getSnapshot())).toBe(false)

    actor.send({ type: 'WORK.STARTED' })
    actor.send({ type: 'WORK.STARTED' })
    expect(actor.getSnapshot().context.progress).toBe(10)
    clock.increment(LOADING_BAR.tickMs - 1)
    expect(actor.getSnapshot().context.progress).toBe(10)
    clock.increment(1)
    const afterOneTick = actor.getSnapshot().context.progress
    expect(afterOneTick).toBeGreaterThan(10)

    // A long wait never gets past the cap.
    for (let tick = 0; tick < 100; tick += 1) clock.increment(LOADING_BAR.tickMs)
    expect(actor.getSnapshot().context.progress).toBe(LOADING_BAR.capPercent)

    // Two concurrent requests: the bar completes only when both are done.
    actor.send({ type: 'WORK.ENDED' })
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    actor.send({ type: 'WORK.ENDED' })
    expect(actor.getSnapshot().context.progress).toBe(100)
    clock.increment(LOADING_BAR.resetDelayMs - 1)
    expect(selectLoadingBarVisible(actor.getSnapshot())).toBe(true)
    clock.increment(1)
    expect(selectLoadingBarVisible(actor.getSnapshot())).toBe(false)
    expect(actor.getSnapshot().context.progress).toBe(0)
    actor.stop()
  })
})
