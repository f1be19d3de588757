/**
 * The flow as the canvas draws it: a node per step, an edge per outcome that leads somewhere. In a
 * right-to-left language the picture is mirrored (the flow reads from right to left), while the
 * stored layout stays in left-to-right coordinates.
 */
import type { I18n } from '@lingui/core'
import { outcomesOf, type FlowGraph, type StepId, type StepPosition } from '@/domain/automations/flow/model'
import { stepsInOrder } from './graphEdit'
import { outcomeLabel, stepName } from './labels'

export const NODE_WIDTH = 240
const COLUMN = 400
const ROW = 180

/** Where each step is drawn: its stored place, or a column per depth from the start for a step never placed. */
export function placedSteps(graph: FlowGraph): Record<StepId, StepPosition> {
  const depth = new Map<StepId, number>()
  const queue: StepId[] = graph.start && graph.steps[graph.start] ? [graph.start] : []
  if (graph.start) depth.set(graph.start, 0)
  while (queue.length > 0) {
    const id = queue.shift()!
    for (const edge of outcomesOf(graph.steps[id]!)) {
      if (edge.to && graph.steps[edge.to] && !depth.has(edge.to)) {
        depth.set(edge.to, depth.get(id)! + 1)
        queue.push(edge.to)
      }
    }
  }
  const maxDepth = Math.max(0, ...depth.values())
  const rows = new Map<number, number>()
  const placed: Record<StepId, StepPosition> = {}
  for (const { step } of stepsInOrder(graph)) {
    const column = depth.get(step.id) ?? maxDepth + 1
    const row = rows.get(column) ?? 0
    rows.set(column, row + 1)
    placed[step.id] = graph.layout[step.id] ?? { x: column * COLUMN, y: row * ROW }
  }
  return placed
}

/** A stored x as drawn, and back: mirroring is its own inverse. */
export const mirrorX = (x: number, rtl: boolean) => (rtl ? -x - NODE_WIDTH : x)

export interface CanvasStep {
  id: StepId
  name: string
  position: StepPosition
  outcomes: { id: string; label: string }[]
}

export interface CanvasLink {
  id: string
  from: StepId
  outcome: string
  to: StepId
  label: string
}

export function canvasOf(graph: FlowGraph, numbers: ReadonlyMap<StepId, number>, i18n: I18n, rtl: boolean) {
  const placed = placedSteps(graph)
  const steps: CanvasStep[] = []
  const links: CanvasLink[] = []
  for (const { step } of stepsInOrder(graph)) {
    const position = placed[step.id]!
    const edges = outcomesOf(step)
    steps.push({
      id: step.id,
      name: stepName(i18n, step, numbers.get(step.id) ?? 0),
      position: { x: mirrorX(position.x, rtl), y: position.y },
      outcomes: edges.map((edge) => ({ id: edge.outcome, label: outcomeLabel(i18n, step, edge) })),
    })
    for (const edge of edges) {
      if (edge.to && graph.steps[edge.to]) {
        const label = outcomeLabel(i18n, step, edge)
        links.push({ id: `${step.id}:${edge.outcome}`, from: step.id, outcome: edge.outcome, to: edge.to, label })
      }
    }
  }
  return { steps, links }
}
