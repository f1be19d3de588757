import { createActor, fromPromise } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { restoreDraft, wizardMachine, type WizardDraft, type WizardSnapshot } from '@/machines/wizard'
import { createGraphCoverage } from './graphCoverage'

/**
 * The wizards' stepper, model-based: every reachable state and transition walked on
 * the real actor and held to what a person sees (which step, what each step holds, the
 * confirmation) and which effects happen (drafts written, submissions started).
 */
const STEPS = ['one', 'two', 'three'] as const
const DONE = 'xstate.done.actor.submit'
const ERROR = 'xstate.error.actor.submit'

type ModelEvent =
  | { type: 'NEXT'; values: Record<string, unknown> }
  | { type: 'BACK'; values: Record<string, unknown> }
  | { type: 'RESET' }
  | { type: typeof DONE; output: { reference: string } }
  | { type: typeof ERROR; error: unknown }

const EVENTS: ModelEvent[] = [
  { type: 'NEXT', values: { field: 'valid' } },
  { type: 'BACK', values: { field: 'as typed' } },
  { type: 'RESET' },
  { type: DONE, output: { reference: 'CH-00001' } },
  { type: ERROR, error: new Error('offline') },
]

interface Spec {
  step: number
  data: Record<string, Record<string, unknown>>
  phase: 'editing' | 'submitting' | 'submitted'
  reference: string | null
  failed: boolean
  submissions: number
  draft: WizardDraft | null
}

const SPEC_RULES = [
  'next on a step before the last keeps its values and shows the following step',
  'next on the last step keeps its values and submits once',
  'next while submitting starts no second submission',
  'back keeps what the step holds and shows the previous step',
  'back on the first step changes nothing',
  'the submission succeeds: the confirmation shows its reference and the draft is gone',
  'the submission fails: the last step stays, with its values, saying it failed',
  'reset after the confirmation starts over, empty',
  'an event with no meaning here changes nothing',
]
const rulesHit = new Set<string>()

function expectSpec(spec: Spec, event: ModelEvent, after: WizardSnapshot, effects: Effects): Spec {
  const rule = (name: string, next: Spec) => {
    rulesHit.add(name)
    return next
  }
  const id = STEPS[spec.step]!
  let expected: Spec
  if (event.type === 'NEXT' && spec.phase === 'editing' && spec.step < STEPS.length - 1) {
    const data = { ...spec.data, [id]: event.values }
    expected = rule('next on a step before the last keeps its values and shows the following step', {
      ...spec,
      step: spec.step + 1,
      data,
      failed: false,
      draft: { step: spec.step + 1, data },
    })
  } else if (event.type === 'NEXT' && spec.phase === 'editing') {
    const data = { ...spec.data, [id]: event.values }
    expected = rule('next on the last step keeps its values and submits once', {
      ...spec,
      data,
      phase: 'submitting',
      failed: false,
      submissions: spec.submissions + 1,
      draft: { step: spec.step, data },
    })
  } else if (event.type === 'NEXT' && spec.phase === 'submitting') {
    expected = rule('next while submitting starts no second submission', spec)
  } else if (event.type === 'BACK' && spec.phase === 'editing' && spec.step > 0) {
    const data = { ...spec.data, [id]: event.values }
    expected = rule('back keeps what the step holds and shows the previous step', {
      ...spec,
      step: spec.step - 1,
      data,
      failed: false,
      draft: { step: spec.step - 1, data },
    })
  } else if (event.type === 'BACK' && spec.phase === 'editing') {
    expected = rule('back on the first step changes nothing', spec)
  } else if (event.type === DONE && spec.phase === 'submitting') {
    expected = rule('the submission succeeds: the confirmation shows its reference and the draft is gone', {
      ...spec,
      phase: 'submitted',
      reference: event.output.reference,
      draft: null,
    })
  } else if (event.type === ERROR && spec.phase === 'submitting') {
    expected = rule('the submission fails: the last step stays, with its values, saying it failed', {
      ...spec,
      phase: 'editing',
      failed: true,
    })
  } else if (event.type === 'RESET' && spec.phase === 'submitted') {
    expected = rule('reset after the confirmation starts over, empty', {
      ...spec,
      step: 0,
      data: {},
      phase: 'editing',
      reference: null,
      failed: false,
    })
  } else expected = rule('an event with no meaning here changes nothing', spec)

  const phase = after.hasTag('submitted') ? 'submitted' : after.hasTag('submitting') ? 'submitting' : 'editing'
  expect({
    step: after.context.step,
    data: after.context.data,
    phase,
    reference: after.context.reference,
    failed: after.context.failure !== null,
    submissions: effects.submissions,
    draft: effects.draft,
  }).toEqual(expected)
  return expected
}

interface Effects {
  submissions: number
  draft: WizardDraft | null
}

const coverage = createGraphCoverage(wizardMachine)

afterAll(() => {
  coverage.print('wizard')
  const report = coverage.report()
  expect(report.states.missing).toEqual([])
  expect(report.transitions.missing).toEqual([])
})

/** The machine with recording effects; the submission never settles by itself (the walk settles it). */
function start(effects: Effects, restored?: WizardDraft) {
  const machine = wizardMachine.provide({
    actors: {
      submit: fromPromise(() => {
        effects.submissions += 1
        return new Promise<{ reference: string }>(() => {})
      }),
    },
    actions: {
      persistDraft: (_, draft) => {
        effects.draft = structuredClone(draft)
      },
      clearDraft: () => {
        effects.draft = null
      },
    },
  })
  return createActor(machine, { input: { steps: STEPS, restored }, inspect: coverage.inspect }).start()
}

describe('wizard machine, model-based', () => {
  it('every reachable state and transition shows what the spec describes', () => {
    const options = {
      input: { steps: STEPS },
      events: EVENTS as never[],
      // The submission's outcome only arrives while it runs.
      filterEvents: (snapshot: WizardSnapshot, event: ModelEvent) =>
        event.type === DONE || event.type === ERROR ? snapshot.hasTag('submitting') : true,
    }
    const paths = getShortestPaths(wizardMachine, options)
    const pathTo = new Map(paths.map((path) => [JSON.stringify([path.state.value, path.state.context]), path]))
    const adjacency = getAdjacencyMap(wizardMachine, options)
    let walks = 0
    for (const { state, transitions } of Object.values(adjacency)) {
      const prefix = pathTo.get(JSON.stringify([state.value, state.context]))
      expect(prefix).toBeDefined()
      for (const { event } of Object.values(transitions) as Array<{ event: ModelEvent }>) {
        const effects: Effects = { submissions: 0, draft: null }
        const actor = start(effects)
        let spec: Spec = {
          step: 0,
          data: {},
          phase: 'editing',
          reference: null,
          failed: false,
          submissions: 0,
          draft: null,
        }
        coverage.recordSnapshot(actor.getSnapshot())
        for (const sent of [...prefix!.steps.slice(1).map((step) => step.event as ModelEvent), event]) {
          actor.send(sent as never)
          spec = expectSpec(spec, sent, actor.getSnapshot(), effects)
        }
        actor.stop()
        walks += 1
      }
    }
    console.info(`[paths] wizard: ${pathTo.size} states, ${walks} transition walks`)
    expect(walks).toBeGreaterThan(pathTo.size)
    expect(SPEC_RULES.filter((rule) => !rulesHit.has(rule))).toEqual([])
  })

  it('a double click on the last step submits once', () => {
    const effects: Effects = { submissions: 0, draft: null }
    const actor = start(effects, { step: 2, data: { one: { a: 1 }, two: { b: 2 } } })
    actor.send({ type: 'NEXT', values: { c: 3 } })
    actor.send({ type: 'NEXT', values: { c: 3 } })
    expect(effects.submissions).toBe(1)
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    actor.stop()
  })

  it('resumes a stored draft at its step with what each step held, and refuses a damaged one', () => {
    expect(restoreDraft({ step: 1, data: { one: { name: 'Ana' } } }, STEPS)).toEqual({
      step: 1,
      data: { one: { name: 'Ana' } },
    })
    for (const damaged of [null, 'x', { step: 3, data: {} }, { step: -1, data: {} }, { step: 1.5, data: {} }]) {
      expect(restoreDraft(damaged, STEPS)).toBeUndefined()
    }
    expect(restoreDraft({ step: 0, data: { other: {} } }, STEPS)).toBeUndefined()
    expect(restoreDraft({ step: 0, data: { one: 'text' } }, STEPS)).toBeUndefined()
    const effects: Effects = { submissions: 0, draft: null }
    const actor = start(effects, { step: 2, data: { one: { a: 1 } } })
    expect(actor.getSnapshot().context.step).toBe(2)
    actor.send({ type: 'BACK', values: { c: 'half' } })
    expect(actor.getSnapshot().context.data).toEqual({ one: { a: 1 }, three: { c: 'half' } })
    actor.stop()
  })
})
