/**
 * Test mode's paths: the flow compiled to a statechart (a state per step, an event per outcome) and
 * walked with `xstate/graph`. The walk unfolds the chart into a tree (a state's identity is the list
 * of outcomes taken to reach it), so each leaf is one distinct path from the start; a step is
 * entered at most twice on a path (a loop is walked once, then the path ends on it), and the tree
 * stops growing once it has as many leaves as paths are wanted.
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { AutomationTrigger } from '../model'
import type { RunReason } from '../runs'
import { sendsDirectMessage } from './graph'
import type { FlowGraph, FlowStep, StepId } from './model'
import { opensWindow, stepOutcomes, type OutcomeKind, type StepOutcome } from './outcomes'

/** Why a step of a path would not go out, when the path alone says so (the run history's reasons). */
export type PathSkipReason = Extract<RunReason, 'outside-24h-window' | 'private-reply-already-sent' | 'needs-comment'>

export interface PathChoice {
  /** The outcome taken, as `outcomesOf` names it. */
  outcome: string
  kind: OutcomeKind
  /** The tapped button's or quick reply's title, the route's keywords, the branch's label. */
  label: string
}

export interface PathStep {
  stepId: StepId
  /** The step's data: what it would send (its messages, its question) is read from here. */
  step: FlowStep
  /** The outcome taken from this step; `null` on a path's last step when nothing follows it. */
  choice: PathChoice | null
  skip: PathSkipReason | null
}

/**
 * `end`: the flow ends (an end step or an outcome that leads nowhere); `handover`, `goto-flow`: the
 * last step hands over; `loop`: the next step was already walked twice on this path; `cut`: the
 * path was not followed further because there were too many paths.
 */
export type PathEnding = 'end' | 'handover' | 'goto-flow' | 'loop' | 'cut'

export interface FlowPath {
  steps: PathStep[]
  ending: PathEnding
}

export interface FlowPaths {
  paths: FlowPath[]
  /** Some paths were cut short (their ending is `cut`) to keep to `maxPaths`. */
  cut: boolean
}

export const MAX_PATHS = 200
/** A step is entered at most this often on one path: a loop is walked once. */
const MAX_VISITS = 2

interface WalkContext {
  /** The outcome indexes taken from the start: the walk's identity for a state. */
  trail: string
  visits: Record<StepId, number>
}

const stateOf = (index: number) => `step${index}`
const eventOf = (index: number) => `outcome${index}`

/** The flow as a statechart: events are outcomes, guarded so a loop is walked once. */
export function flowStatechart(flow: FlowGraph) {
  const ids = Object.keys(flow.steps)
  const position = new Map(ids.map((id, index) => [id, index]))
  const walk = (outcomeIndex: number, to: StepId | null) =>
    assign(({ context }: { context: WalkContext }) => ({
      trail: `${context.trail}/${outcomeIndex}`,
      visits: to === null ? context.visits : { ...context.visits, [to]: (context.visits[to] ?? 0) + 1 },
    }))
  const transition = (outcome: StepOutcome, outcomeIndex: number) => {
    const target = outcome.to === null ? undefined : position.get(outcome.to)
    if (target === undefined) return { target: 'ended', actions: walk(outcomeIndex, null) }
    return [
      {
        guard: ({ context }: { context: WalkContext }) => (context.visits[outcome.to!] ?? 0) < MAX_VISITS,
        target: stateOf(target),
        actions: walk(outcomeIndex, outcome.to),
      },
      { target: 'looped', actions: walk(outcomeIndex, null) },
    ]
  }
  const states = Object.fromEntries(
    ids.map((id, index) => {
      const outcomes = stepOutcomes(flow.steps[id]!)
      if (outcomes.length === 0) return [stateOf(index), { type: 'final' as const, meta: { stepId: id } }]
      const on = Object.fromEntries(outcomes.map((outcome, i) => [eventOf(i), transition(outcome, i)]))
      return [stateOf(index), { on, meta: { stepId: id } }]
    }),
  )
  const start = flow.start === null ? undefined : position.get(flow.start)
  return setup({ types: { context: {} as WalkContext, events: {} as { type: string } } }).createMachine({
    id: 'flow',
    initial: start === undefined ? 'ended' : stateOf(start),
    // Never empty: xstate/graph reads an empty serialized state as "no previous state".
    context: { trail: 'start', visits: start === undefined ? {} : { [flow.start!]: 1 } },
    states: { ...states, ended: { type: 'final' }, looped: { type: 'final' } },
  })
}

type WalkSnapshot = SnapshotFrom<ReturnType<typeof flowStatechart>>

/** Every distinct path from the start, at most `maxPaths` (the shortest are kept whole). */
export function flowPaths(trigger: AutomationTrigger, flow: FlowGraph, maxPaths = MAX_PATHS): FlowPaths {
  if (flow.start === null || !(flow.start in flow.steps)) return { paths: [], cut: false }
  const machine = flowStatechart(flow)
  const ids = Object.keys(flow.steps)
  const stepAt = (snapshot: WalkSnapshot): StepId | null => {
    const value = String(snapshot.value)
    return value.startsWith('step') ? ids[Number(value.slice(4))]! : null
  }
  // The walk is breadth first: a state is expanded only while the leaves found plus the states
  // still to visit stay within `maxPaths`; the others become leaves, cut.
  let leaves = 0
  let open = 1
  const cutTrails = new Set<string>()
  const stopWhen = (snapshot: WalkSnapshot) => {
    open -= 1
    const at = stepAt(snapshot)
    const branches = snapshot.status === 'done' || at === null ? 0 : stepOutcomes(flow.steps[at]!).length
    if (branches > 0 && leaves + open + branches <= maxPaths) {
      open += branches
      return false
    }
    leaves += 1
    if (branches > 0) cutTrails.add(snapshot.context.trail)
    return true
  }
  const found = getShortestPaths(machine, { serializeState: (snapshot) => snapshot.context.trail, stopWhen })
  const paths = found
    .filter((path) => path.state.status === 'done' || cutTrails.has(path.state.context.trail))
    .map((path) =>
      describePath(
        trigger,
        flow,
        path.steps.map((step) => step.state),
        stepAt,
        cutTrails,
      ),
    )
  return { paths, cut: cutTrails.size > 0 }
}

function describePath(
  trigger: AutomationTrigger,
  flow: FlowGraph,
  snapshots: WalkSnapshot[],
  stepAt: (snapshot: WalkSnapshot) => StepId | null,
  cutTrails: ReadonlySet<string>,
): FlowPath {
  const last = snapshots.at(-1)!
  const commentTrigger = trigger.kind === 'comment-keyword'
  let windowOpen = !commentTrigger
  let privateReplySent = false
  const steps: PathStep[] = []
  snapshots.forEach((snapshot, index) => {
    const stepId = stepAt(snapshot)
    if (stepId === null) return
    const step = flow.steps[stepId]!
    const next = snapshots[index + 1]
    const outcome = next ? stepOutcomes(step)[Number(next.context.trail.split('/').at(-1))]! : null
    let skip: PathSkipReason | null = null
    const privateReply = step.kind === 'send' && step.channel === 'private-reply'
    if ((privateReply || step.kind === 'public-reply') && !commentTrigger) skip = 'needs-comment'
    else if (privateReply && privateReplySent) skip = 'private-reply-already-sent'
    else if (sendsDirectMessage(step) && !privateReply && !windowOpen) skip = 'outside-24h-window'
    if (privateReply && skip === null) privateReplySent = true
    if (outcome && opensWindow(outcome.kind)) windowOpen = true
    const choice = outcome && { outcome: outcome.outcome, kind: outcome.kind, label: outcome.label }
    steps.push({ stepId, step, choice, skip })
  })
  return { steps, ending: endingOf(last, flow, stepAt, cutTrails) }
}

function endingOf(
  last: WalkSnapshot,
  flow: FlowGraph,
  stepAt: (snapshot: WalkSnapshot) => StepId | null,
  cutTrails: ReadonlySet<string>,
): PathEnding {
  if (cutTrails.has(last.context.trail)) return 'cut'
  if (String(last.value) === 'looped') return 'loop'
  const stepId = stepAt(last)
  const kind = stepId === null ? 'end' : flow.steps[stepId]!.kind
  return kind === 'handover' || kind === 'goto-flow' ? kind : 'end'
}
