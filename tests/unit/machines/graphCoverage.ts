import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, InspectionEvent, StateValue } from 'xstate'
import { getStateNodes } from 'xstate/graph'

type TransitionDefinition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never

function valueOf(path: readonly string[]): StateValue {
  if (path.length === 0) return {}
  const [head, ...rest] = path as [string, ...string[]]
  return rest.length === 0 ? head : { [head]: valueOf(rest) }
}

/**
 * Measures what a set of generated test paths actually exercised on the real actors: every state
 * node entered (including transient ones) and every transition definition taken (including
 * guarded alternatives and eventless ones), as reported by XState's inspection API.
 */
export function createGraphCoverage(machine: AnyStateMachine) {
  const nodes = getStateNodes(machine.root).filter((node) => node.path.length > 0)
  const transitions: TransitionDefinition[] = nodes
    .concat(machine.root)
    .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
  const coveredNodes = new Set<string>()
  // Keyed by position, not identity: `.provide()` builds new state nodes for the same chart.
  const keyOf = (transition: TransitionDefinition) => {
    const siblings = transition.eventType
      ? (transition.source.transitions.get(transition.eventType) ?? [])
      : (transition.source.always ?? [])
    return `${transition.source.id}|${transition.eventType}|${siblings.indexOf(transition)}`
  }
  const coveredTransitions = new Set<string>()

  const recordSnapshot = (snapshot: AnyMachineSnapshot) => {
    for (const node of nodes) if (snapshot.matches(valueOf(node.path))) coveredNodes.add(node.id)
  }

  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') {
      const microstep = event as InspectionEvent & { _transitions: TransitionDefinition[] }
      microstep._transitions.forEach((transition) => coveredTransitions.add(keyOf(transition)))
      // Transient states are only visible through the transitions that enter them.
      microstep._transitions.forEach((transition) =>
        (transition.target ?? []).forEach((target: AnyStateNode) => coveredNodes.add(target.id)),
      )
      recordSnapshot(event.snapshot as AnyMachineSnapshot)
    }
    if (event.type === '@xstate.snapshot' && 'matches' in event.snapshot) {
      recordSnapshot(event.snapshot as AnyMachineSnapshot)
    }
  }

  const describeTransition = (transition: TransitionDefinition) =>
    `${transition.source.id} --${transition.eventType || '(always)'}--> ${(transition.target ?? [])
      .map((target: AnyStateNode) => target.id)
      .join(',') || '(self)'}`

  return {
    inspect,
    recordSnapshot,
    report() {
      const missingStates = nodes.map((node) => node.id).filter((id) => !coveredNodes.has(id))
      const missingTransitions = transitions.filter((t) => !coveredTransitions.has(keyOf(t))).map(describeTransition)
      return {
        states: { covered: nodes.length - missingStates.length, total: nodes.length, missing: missingStates },
        transitions: {
          covered: transitions.length - missingTransitions.length,
          total: transitions.length,
          missing: missingTransitions,
        },
      }
    },
    print(label: string) {
      const { states, transitions: edges } = this.report()
      console.info(
        `[coverage] ${label}: states ${states.covered}/${states.total}, transitions ${edges.covered}/${edges.total}`,
      )
    },
  }
}
