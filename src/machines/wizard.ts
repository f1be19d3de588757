import { assertEvent, assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate'
import { ApiError } from '@/lib/apiClient'

/** What one step's form holds: plain JSON values, so the draft serialises. */
export type StepValues = Record<string, unknown>

/** A wizard mid-way, as kept in the draft store (sessionStorage) and restored on reload. */
export interface WizardDraft {
  step: number
  data: Record<string, StepValues>
}

export interface WizardInput {
  /** The steps' ids, in order; the last step's NEXT submits. */
  steps: readonly string[]
  /** A draft kept from before a reload, already checked by the screen (see `restoreDraft`). */
  restored?: WizardDraft
}

export interface WizardContext {
  steps: readonly string[]
  step: number
  /** Each step's values: validated ones after NEXT, as typed after BACK. */
  data: Record<string, StepValues>
  /** The backend's reference once submitted. */
  reference: string | null
  /** Why the last submission failed (the backend's status and code), for the screen to say. */
  failure: SubmitFailure | null
}

export interface SubmitFailure {
  status: number
  code: string
}

export type WizardEvent =
  /** The current step's form validated: keep its values and go on (the last step submits). */
  | { type: 'NEXT'; values: StepValues }
  /** Go back one step, keeping what the current step holds, valid or not. */
  | { type: 'BACK'; values: StepValues }
  /** After a submission: start a new wizard. */
  | { type: 'RESET' }

/** Submits the whole wizard once; resolves with the backend's reference. */
export interface SubmitInput {
  data: Record<string, StepValues>
}

const submitNotProvided = fromPromise<{ reference: string }, SubmitInput>(() =>
  Promise.reject(new Error('wizard: provide the submit actor')),
)

/**
 * Why a submission that never reached the backend failed: a coded error keeps its code (the
 * identity service's `auth/email-already-in-use`), anything else counts as no answer.
 */
function codeOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  return typeof code === 'string' && code !== '' ? code : 'network'
}

/** A stored draft the wizard can use: the right shape, a step in range, one object per step. */
export function restoreDraft(stored: unknown, steps: readonly string[]): WizardDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const { step, data } = stored as Record<string, unknown>
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= steps.length) return undefined
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const entries = Object.entries(data as Record<string, unknown>)
  if (!entries.every(([id, values]) => steps.includes(id) && typeof values === 'object' && values !== null))
    return undefined
  return { step, data: data as Record<string, StepValues> }
}

/**
 * The stepper every wizard shares: a step is left forward only with its form's
 * validated values, going back keeps what each step holds, the draft is persisted after each move
 * (effect `persistDraft`, supplied by the screen; `clearDraft` once submitted) so a reload resumes
 * at the same step, and the last step submits once: while the submission runs, NEXT is not
 * handled, so a double click cannot submit twice.
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: { submit: submitNotProvided },
  actions: {
    keepValues: assign({
      data: ({ context, event }) => {
        assertEvent(event, ['NEXT', 'BACK'])
        return { ...context.data, [context.steps[context.step]!]: event.values }
      },
    }),
    forward: assign({ step: ({ context }) => context.step + 1, failure: null }),
    backward: assign({ step: ({ context }) => context.step - 1, failure: null }),
    clearFailure: assign({ failure: null }),
    persistDraft: (_, _draft: WizardDraft) => {},
    clearDraft: () => {},
  },
  guards: {
    onLastStep: ({ context }) => context.step === context.steps.length - 1,
    onFirstStep: ({ context }) => context.step === 0,
  },
}).createMachine({
  id: 'wizard',
  context: ({ input }) => ({
    steps: input.steps,
    step: input.restored?.step ?? 0,
    data: input.restored?.data ?? {},
    reference: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        NEXT: [
          { guard: 'onLastStep', target: 'submitting', actions: ['keepValues', 'clearFailure'] },
          {
            actions: [
              'keepValues',
              'forward',
              { type: 'persistDraft', params: ({ context }) => ({ step: context.step, data: context.data }) },
            ],
          },
        ],
        BACK: {
          guard: not('onFirstStep'),
          actions: [
            'keepValues',
            'backward',
            { type: 'persistDraft', params: ({ context }) => ({ step: context.step, data: context.data }) },
          ],
        },
      },
    },
    submitting: {
      tags: ['submitting'],
      entry: { type: 'persistDraft', params: ({ context }) => ({ step: context.step, data: context.data }) },
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ data: context.data }),
        onDone: {
          target: 'submitted',
          actions: [assign({ reference: ({ event }) => event.output.reference }), 'clearDraft'],
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) =>
              event.error instanceof ApiError
                ? { status: event.error.status, code: event.error.code }
                : { status: 0, code: codeOf(event.error) },
          }),
        },
      },
    },
    submitted: {
      tags: ['submitted'],
      on: {
        RESET: {
          target: 'editing',
          actions: assign({ step: 0, data: {}, reference: null, failure: null }),
        },
      },
    },
  },
})

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>
