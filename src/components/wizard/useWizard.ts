import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise, waitFor } from 'xstate'
import type { WizardKind, WizardSubmission } from '@/domain/wizards/schemas'
import { stepIdsOf } from '@/domain/wizards/schemas'
import { storageKey } from '@/lib/storage'
import { restoreDraft, wizardMachine, type StepValues, type WizardDraft } from '@/machines/wizard'
import { api } from '@/runtime/api'
import { useSession } from '@/runtime/session/useSession'
import { useSubmissionKey } from '../form/useSubmissionKey'

/** The tab's draft of a wizard, per user: a reload resumes it, another person in this tab never sees it. */
export const wizardDraftKey = (name: string, uid: string) => storageKey(`wizard:${name}:${uid}`)

function readDraft(key: string, steps: readonly string[]): WizardDraft | undefined {
  try {
    const stored = window.sessionStorage.getItem(key)
    return stored ? restoreDraft(JSON.parse(stored), steps) : undefined
  } catch {
    return undefined // storage disabled or a damaged draft: start afresh
  }
}

function writeDraft(key: string, draft: WizardDraft | null) {
  try {
    if (draft) window.sessionStorage.setItem(key, JSON.stringify(draft))
    else window.sessionStorage.removeItem(key)
  } catch {
    // storage disabled: the wizard still works, without surviving a reload
  }
}

export interface StepperOptions {
  /** The steps' ids, in order. */
  steps: readonly string[]
  /** The sessionStorage key of the tab's draft (see wizardDraftKey). */
  draftKey: string
  /** What of a draft is kept (a password never is): by default, all of it. */
  keep?: (draft: WizardDraft) => WizardDraft
  /** Submits the whole wizard once; resolves with a reference. A coded error keeps its code. */
  submit: (data: Record<string, StepValues>) => Promise<{ reference: string }>
}

/**
 * A wizard's statechart with its effects: the submission is `submit`, the draft lives in
 * sessionStorage. Returns what the screen reads and the moves it may make.
 */
export function useStepper({ steps, draftKey, keep = (draft) => draft, submit }: StepperOptions) {
  // The actor is made once, with the effects of the first render: `submit` and `keep` must read
  // what they need when called (an i18n instance, not a translated string).
  const actor = useActorRef(
    wizardMachine.provide({
      actors: { submit: fromPromise(({ input }) => submit(input.data)) },
      actions: {
        persistDraft: (_, draft) => writeDraft(draftKey, keep(draft)),
        clearDraft: () => writeDraft(draftKey, null),
      },
    }),
    { input: { steps, restored: readDraft(draftKey, steps) } },
  )
  const state = useSelector(actor, (snapshot) => ({
    step: snapshot.context.step,
    data: snapshot.context.data,
    reference: snapshot.context.reference,
    failure: snapshot.context.failure,
    submitting: snapshot.hasTag('submitting'),
    submitted: snapshot.hasTag('submitted'),
  }))
  return {
    ...state,
    steps,
    /** The step's values validated: go on; on the last step, resolves once the submission is over. */
    next: async (values: StepValues) => {
      actor.send({ type: 'NEXT', values })
      await waitFor(actor, (snapshot) => !snapshot.hasTag('submitting'))
    },
    back: (values: StepValues) => actor.send({ type: 'BACK', values }),
    reset: () => actor.send({ type: 'RESET' }),
  }
}

export interface WizardOptions {
  /** Where the submission goes (`POST`, body `{ data }`, answer `{ reference }`): `/wizards/:kind` by default. */
  submitPath?: string
  /** Names the tab's draft: two wizards of the same kind (the front site's checkout) keep theirs apart. */
  draftName?: string
}

/**
 * A template wizard: submitted to `POST /api/wizards/:kind` (or `submitPath`) with the submission's
 * idempotency key, the same for every try until one succeeds: a retry creates one record.
 */
export function useWizard(kind: WizardKind, { submitPath = `/wizards/${kind}`, draftName = kind }: WizardOptions = {}) {
  const { user } = useSession()
  const submission = useSubmissionKey()
  return useStepper({
    steps: stepIdsOf(kind),
    draftKey: wizardDraftKey(draftName, user?.id ?? 'anonymous'),
    submit: async (data) => {
      const { reference } = await api.post<WizardSubmission>(
        submitPath,
        { data },
        { idempotencyKey: submission.keyFor() },
      )
      submission.succeeded()
      return { reference }
    },
  })
}

export type Wizard = ReturnType<typeof useStepper>
