/** Walks over a flow's steps that the checks share: what is reachable, what loops, what is sent when. */
import type { FlowGraph, FlowStep, StepId } from './model'
import { opensWindow, stepOutcomes, waitsForSomething } from './outcomes'

/** The steps an outcome can lead to (outcomes to nowhere or to a missing step lead to none). */
function successors(flow: FlowGraph, step: FlowStep, instantOnly = false): StepId[] {
  return stepOutcomes(step)
    .filter((outcome) => !instantOnly || !waitsForSomething(outcome.kind))
    .flatMap((outcome) => (outcome.to !== null && outcome.to in flow.steps ? [outcome.to] : []))
}

/** The steps reachable from `from` (included). */
export function reachableFrom(flow: FlowGraph, from: readonly StepId[]): Set<StepId> {
  const seen = new Set(from.filter((id) => id in flow.steps))
  const queue = [...seen]
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const next of successors(flow, flow.steps[id]!)) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(next)
    }
  }
  return seen
}

/**
 * Groups of steps that would loop with nothing to wait for (no delay, reply, tap or answer): the
 * strongly connected groups (Tarjan) of the outcomes that follow at once, when they hold a cycle.
 */
export function waitlessLoops(flow: FlowGraph): StepId[][] {
  const index = new Map<StepId, number>()
  const low = new Map<StepId, number>()
  const stack: StepId[] = []
  const onStack = new Set<StepId>()
  const loops: StepId[][] = []
  const visit = (id: StepId) => {
    index.set(id, index.size)
    low.set(id, index.get(id)!)
    stack.push(id)
    onStack.add(id)
    const next = successors(flow, flow.steps[id]!, true)
    for (const to of next) {
      if (!index.has(to)) {
        visit(to)
        low.set(id, Math.min(low.get(id)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(id, Math.min(low.get(id)!, index.get(to)!))
    }
    if (low.get(id) !== index.get(id)) return
    const group: StepId[] = []
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member)
      group.push(member)
      if (member === id) break
    }
    if (group.length > 1 || next.includes(id)) loops.push(group.reverse())
  }
  for (const id of Object.keys(flow.steps)) if (!index.has(id)) visit(id)
  return loops
}

/** Whether a step sends a DM (a send step or an ask's question). */
export const sendsDirectMessage = (step: FlowStep): boolean => step.kind === 'send' || step.kind === 'ask'

/**
 * Sends that can never arrive, found by walking every (step, window open, something sent before)
 * combination from the start. A person who only commented has not opened the messaging window:
 * nothing but the private reply reaches them until they reply or tap.
 */
export function sendOrderProblems(flow: FlowGraph, commentTrigger: boolean) {
  const closedWindow = new Set<StepId>()
  const privateReplyNotFirst = new Set<StepId>()
  if (flow.start === null || !(flow.start in flow.steps)) return { closedWindow, privateReplyNotFirst }
  const key = (id: StepId, open: boolean, sent: boolean) => JSON.stringify([id, open, sent])
  const queue: [StepId, boolean, boolean][] = [[flow.start, !commentTrigger, false]]
  const seen = new Set(queue.map((state) => key(...state)))
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    const [id, open, sent] = state
    const step = flow.steps[id]!
    const privateReply = step.kind === 'send' && step.channel === 'private-reply'
    if (privateReply && sent) privateReplyNotFirst.add(id)
    if (sendsDirectMessage(step) && !privateReply && !open) closedWindow.add(id)
    for (const outcome of stepOutcomes(step)) {
      if (outcome.to === null || !(outcome.to in flow.steps)) continue
      const next: [StepId, boolean, boolean] = [
        outcome.to,
        open || opensWindow(outcome.kind),
        sent || sendsDirectMessage(step),
      ]
      if (seen.has(key(...next))) continue
      seen.add(key(...next))
      queue.push(next)
    }
  }
  return { closedWindow, privateReplyNotFirst }
}
