import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { outcomesOf, type FlowGraph, type FlowStep, type StepId } from '@/domain/automations/flow/model'
import { toDirectedGraph } from 'xstate/graph'
import { flowPaths, flowStatechart } from '@/domain/automations/flow/paths'
import { flowProblems, publishable } from '@/domain/automations/flow/problems'
import { arbitraryFlow } from './arbitraryFlow'
import { context } from './flowSteps'

// Oracles written from the editor's edges (`outcomesOf`), not from the code under test.
const WAITING_KINDS: ReadonlySet<FlowStep['kind']> = new Set(['wait', 'wait-reply', 'ask'])
const edges = (flow: FlowGraph, id: StepId) => outcomesOf(flow.steps[id]!).filter((edge) => edge.to! in flow.steps)

function reachable(flow: FlowGraph): Set<StepId> {
  const seen = new Set<StepId>()
  const visit = (id: StepId) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const edge of edges(flow, id)) visit(edge.to!)
  }
  if (flow.start !== null && flow.start in flow.steps) visit(flow.start)
  return seen
}

/** Outcomes that follow at once: not after a delay, a reply, an answer, or a tap on a button or quick reply. */
function instantEdges(flow: FlowGraph, id: StepId) {
  const step = flow.steps[id]!
  if (WAITING_KINDS.has(step.kind)) return []
  return edges(flow, id).filter((edge) => step.kind !== 'send' || edge.outcome === 'next')
}

function hasWaitlessCycle(flow: FlowGraph): boolean {
  return Object.keys(flow.steps).some((from) => {
    const seen = new Set<StepId>()
    const stack = instantEdges(flow, from).map((edge) => edge.to!)
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (id === from) return true
      if (seen.has(id)) continue
      seen.add(id)
      stack.push(...instantEdges(flow, id).map((edge) => edge.to!))
    }
    return false
  })
}

describe('random flows', () => {
  it('with no error, have every step reachable and no loop that never waits', () => {
    fc.assert(
      fc.property(arbitraryFlow, ({ trigger, flow }) => {
        const problems = flowProblems(trigger, flow, context)
        const flagged = (code: string) => problems.filter((problem) => problem.code === code)
        const unreachable = Object.keys(flow.steps).filter((id) => !reachable(flow).has(id))
        const hasStart = flow.start !== null && flow.start in flow.steps
        // Each is named where it is, so a flow with no error has neither.
        expect(flagged('unreachable-step').map((problem) => problem.stepId)).toEqual(hasStart ? unreachable : [])
        expect(flagged('waitless-loop').length > 0).toBe(hasWaitlessCycle(flow))
        if (publishable(problems)) {
          expect(unreachable).toEqual([])
          expect(hasWaitlessCycle(flow)).toBe(false)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('compile to a statechart with a transition for every outcome, to its step or to the end', () => {
    fc.assert(
      fc.property(arbitraryFlow, ({ flow }) => {
        const graph = toDirectedGraph(flowStatechart(flow))
        const stepOf = (node: { meta?: unknown; key: string }) =>
          (node.meta as { stepId?: StepId } | undefined)?.stepId ?? node.key
        for (const node of graph.children) {
          const stepId = stepOf(node.stateNode)
          if (!(stepId in flow.steps)) continue
          // An outcome's first edge is its own; a second one, to `looped`, ends a loop walked once.
          const compiled = new Map<string, StepId>()
          for (const edge of node.edges)
            if (!compiled.has(edge.label.text)) compiled.set(edge.label.text, stepOf(edge.target))
          const expected = outcomesOf(flow.steps[stepId]!).map((edge) =>
            edge.to !== null && edge.to in flow.steps ? edge.to : 'ended',
          )
          expect([...compiled.values()]).toEqual(expected)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('with no error, send nothing on any path that Instagram would refuse, but what a warning names', () => {
    fc.assert(
      fc.property(arbitraryFlow, ({ trigger, flow }) => {
        const problems = flowProblems(trigger, flow, context)
        if (!publishable(problems)) return
        // A message before the window opens still arrives to someone who wrote in the last 24 hours: a warning.
        const warned = new Set(
          problems.filter((problem) => problem.code === 'message-before-window-opens').map((problem) => problem.stepId),
        )
        const skips = flowPaths(trigger, flow).paths.flatMap((path) =>
          path.steps.filter(
            (step) => step.skip !== null && !(step.skip === 'outside-24h-window' && warned.has(step.stepId)),
          ),
        )
        expect(skips).toEqual([])
      }),
      { numRuns: 200 },
    )
  })

  it('are walked from the start along real outcomes, every reachable step on some path', () => {
    fc.assert(
      fc.property(arbitraryFlow, ({ trigger, flow }) => {
        const { paths, cut } = flowPaths(trigger, flow, 400)
        expect(paths.length).toBeLessThanOrEqual(400)
        for (const path of paths) {
          expect(path.steps[0]!.stepId).toBe(flow.start)
          path.steps.forEach(({ stepId, choice }, index) => {
            const following = path.steps[index + 1]
            if (choice === null) {
              expect(following).toBeUndefined()
              expect(['cut', 'end', 'handover', 'goto-flow']).toContain(path.ending)
              return
            }
            const edge = outcomesOf(flow.steps[stepId]!).find((outcome) => outcome.outcome === choice.outcome)
            expect(edge).toBeDefined()
            if (following) expect(following.stepId).toBe(edge!.to)
            else if (path.ending === 'loop')
              expect(path.steps.filter((step) => step.stepId === edge!.to)).toHaveLength(2)
            else expect(edge!.to !== null && edge!.to in flow.steps).toBe(false)
          })
        }
        if (!cut) {
          const visited = new Set(paths.flatMap((path) => path.steps.map((step) => step.stepId)))
          expect(visited).toEqual(reachable(flow))
        }
      }),
      { numRuns: 200 },
    )
  })
})
