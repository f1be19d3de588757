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

/** The bar as docs/product.md ("Limits and constants") describes it: what a person sees, and the work in flight. */
interface SpecBar {
  visible: boolean
  progress: number
  pending: number
}
const HIDDEN: SpecBar = { visible: false, progress: 0, pending: 0 }

const SPEC_RULES = [
  'work begins: the bar appears at 10 %',
  'more work joins: the bar goes on',
  'one of several pieces of work ends: the bar goes on',
  'the last piece of work ends: the bar is full',
  'an end with nothing in flight changes nothing',
  'a tick creeps forward, never past 82 %',
  'a tick at the cap stays at 82 %',
  '300 ms after completion the bar is gone',
]
const rulesHit = new Set<string>()

/** Predicts the bar after one event from the spec, checks the actor against it, and returns it. */
function expectSpec(bar: SpecBar, event: ModelEvent, after: LoadingBarSnapshot): SpecBar {
  const rule = (name: string, next: SpecBar) => {
    rulesHit.add(name)
    return next
  }
  const completing = bar.visible && bar.pending === 0
  let expected: SpecBar
  if (event.type === 'WORK.STARTED')
    expected =
      bar.pending > 0
        ? rule('more work joins: the bar goes on', { ...bar, pending: bar.pending + 1 })
        : rule('work begins: the bar appears at 10 %', { visible: true, progress: 10, pending: 1 })
  else if (event.type === 'WORK.ENDED')
    expected =
      bar.pending > 1
        ? rule('one of several pieces of work ends: the bar goes on', { ...bar, pending: bar.pending - 1 })
        : bar.pending === 1
          ? rule('the last piece of work ends: the bar is full', { visible: true, progress: 100, pending: 0 })
          : rule('an end with nothing in flight changes nothing', bar)
  else if (event.type === TICK) {
    // The spec bounds the creep, not its steps: take the actor's value once it is in bounds.
    const crept = after.context.progress
    if (bar.progress < 82) {
      expect(crept).toBeGreaterThan(bar.progress)
      expect(crept).toBeLessThanOrEqual(82)
      expected = rule('a tick creeps forward, never past 82 %', { ...bar, progress: crept })
    } else expected = rule('a tick at the cap stays at 82 %', bar)
  } else {
    expect(completing).toBe(true)
    expected = rule('300 ms after completion the bar is gone', HIDDEN)
  }
  expect({
    visible: selectLoadingBarVisible(after),
    progress: after.context.progress,
    pending: after.context.pending,
  }).toEqual(expected)
  return expected
}

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
      for (const { event } of Object.values(transitions) as Array<{ event: ModelEvent }>) {
        let bar: SpecBar = HIDDEN
        run([...prefix!.steps.slice(1).map((step) => step.event as ModelEvent), event], (_, sent, after) => {
          bar = expectSpec(bar, sent, after)
        })
        walks += 1
      }
    }
    console.info(`[paths] loadingBar: ${pathTo.size} states, ${walks} transition walks`)
    expect(walks).toBeGreaterThan(pathTo.size)
    expect(SPEC_RULES.filter((rule) => !rulesHit.has(rule))).toEqual([])
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
