import { createContext, useContext } from 'react'
import type { FlowGraph, StepId } from '@/domain/automations/flow/model'
import type { FlowEditorProblem, FlowEditorSurroundings } from './types'

export interface FlowEditorContextValue extends FlowEditorSurroundings {
  graph: FlowGraph
  problems: readonly FlowEditorProblem[]
  /** Each step's number in reading order, as both views name it. */
  numbers: ReadonlyMap<StepId, number>
  /** Changes the flow; edits with the same `group` (typing into one field) are undone together. */
  change: (next: FlowGraph, group?: string) => void
}

export const FlowEditorContext = createContext<FlowEditorContextValue | null>(null)

export function useFlowEditor(): FlowEditorContextValue {
  const value = useContext(FlowEditorContext)
  if (!value) throw new Error('A step editor is drawn inside FlowEditor.')
  return value
}

/** The problems about one step (`path` undefined), or about one place in it. */
export function problemsOf(problems: readonly FlowEditorProblem[], stepId: StepId, path?: string) {
  return problems.filter((problem) => problem.stepId === stepId && (path === undefined || problem.path === path))
}
