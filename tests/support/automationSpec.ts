import { flowFromActions } from '@/domain/automations/flow/fromActions'
import type { AutomationAction, AutomationTrigger } from '@/domain/automations/model'
import type { FlowGraph } from '@/domain/automations/flow/model'

/**
 * Tests write an automation's steps as the straight list they read best as (`actions`); what the
 * API takes is the flow that list makes, exactly as stored automations of that shape are read.
 */
export type WithActions<T> = Omit<T, 'flow'> & { actions?: AutomationAction[]; flow?: FlowGraph }

export function withFlow<T extends { actions?: AutomationAction[]; trigger?: AutomationTrigger }>(
  spec: T,
): Omit<T, 'actions'> & { flow?: FlowGraph } {
  const { actions, ...rest } = spec
  if (!actions) return rest
  return { ...rest, flow: flowFromActions(spec.trigger ?? { kind: 'welcome' }, actions) }
}
