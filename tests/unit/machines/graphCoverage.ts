import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, InspectionEvent, StateValue } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { describeTransition, transitionKey, type TransitionDefinition } from '../../../src/devtools/coverageKeys'

/** Where each model test leaves what it covered, for `npm run coverage:model`. */
export const MODEL_COVERAGE_DIR = '.test-results/model-coverage'

function valueOf(path: readonly string[]): StateValue {
  if (path.length === 0) return {}
  const [head, ...rest] = path as [string, ...string[]]
  return rest.length === 0 ? head : { [head]: valueOf(rest) }
}

/** Every state node (the root excluded) and every transition definition of a machine, by name. */
export function machineGraph(machine: AnyStateMachine) {
  const nodes = getStateNodes(machine.root).filter((node) => node.path.length > 0)
  const transitions: TransitionDefinition[] = nodes
    .concat(machine.root)
    .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
  return {
    nodes,
    transitions,
    states: nodes.map((node) => node.id),
    transitionKeys: transitions.map((transition) => ({
      key: transitionKey(transition),
      label: describeTransition(transition),
    })),
  }
}

/**
 * Measures what a set of generated test paths actually exercised on the real actors: every state
 * node entered (including transient ones) and every transition definition taken (including
 * guarded alternatives and eventless ones), as reported by XState's inspection API.
 */
export function createGraphCoverage(machine: AnyStateMachine) {
  const { nodes, transitions } = machineGraph(machine)
  const coveredNodes = new Set<string>()
  const coveredTransitions = new Set<string>()

  const recordSnapshot = (snapshot: AnyMachineSnapshot) => {
    for (const node of nodes) if (snapshot.matches(valueOf(node.path))) coveredNodes.add(node.id)
  }

  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') {
      const microstep = event as InspectionEvent & { _transitions: TransitionDefinition[] }
      microstep._transitions.forEach((transition) => coveredTransitions.add(transitionKey(transition)))
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

  return {
    inspect,
    recordSnapshot,
    report() {
      const missingStates = nodes.map((node) => node.id).filter((id) => !coveredNodes.has(id))
      const missingTransitions = transitions
        .filter((t) => !coveredTransitions.has(transitionKey(t)))
        .map(describeTransition)
      return {
        states: { covered: nodes.length - missingStates.length, total: nodes.length, missing: missingStates },
        transitions: {
          covered: transitions.length - missingTransitions.length,
          total: transitions.length,
          missing: missingTransitions,
        },
      }
    },
    /** Saves the covered names for the coverage report (merged with the e2e journals). */
    save(label: string) {
      mkdirSync(MODEL_COVERAGE_DIR, { recursive: true })
      const covered = {
        machine: machine.id,
        states: [...coveredNodes].sort(),
        transitions: [...coveredTransitions].sort(),
      }
      writeFileSync(join(MODEL_COVERAGE_DIR, `${label}.json`), `${JSON.stringify(covered, null, 2)}\n`)
    },
    print(label: string) {
      this.save(label)
      const { states, transitions: edges } = this.report()
      console.info(
        `[coverage] ${label}: states ${states.covered}/${states.total}, transitions ${edges.covered}/${edges.total}`,
      )
    },
  }
}
