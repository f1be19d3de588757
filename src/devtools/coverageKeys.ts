import type { AnyStateNode } from 'xstate'

/** A transition definition of a state node (XState does not export the type by name). */
export type TransitionDefinition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never

/**
 * Names a transition definition by position (source state, event, index among that event's
 * alternatives), not by identity: `.provide()` builds new state nodes for the same chart, so the
 * app's actors, the model tests and the coverage report must agree on names, not objects.
 */
export function transitionKey(transition: TransitionDefinition): string {
  const siblings = transition.eventType
    ? (transition.source.transitions.get(transition.eventType) ?? [])
    : (transition.source.always ?? [])
  return `${transition.source.id}|${transition.eventType}|${siblings.indexOf(transition)}`
}

export function describeTransition(transition: TransitionDefinition): string {
  const targets = (transition.target ?? []).map((target: AnyStateNode) => target.id).join(',')
  return `${transition.source.id} --${transition.eventType || '(always)'}--> ${targets || '(self)'}`
}

/** The transitions a `@xstate.microstep` inspection event took (an internal but stable field). */
export function microstepTransitions(event: object): TransitionDefinition[] {
  const transitions = (event as { _transitions?: unknown })._transitions
  return Array.isArray(transitions) ? (transitions as TransitionDefinition[]) : []
}

/** Ids of the state nodes a machine snapshot is in (the root excluded). */
export function activeNodeIds(snapshot: unknown): string[] {
  const nodes = (snapshot as { _nodes?: unknown })._nodes
  if (!Array.isArray(nodes)) return []
  return (nodes as AnyStateNode[]).filter((node) => node.path.length > 0).map((node) => node.id)
}
