import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise, waitFor } from 'xstate'
import type { WizardKind, WizardSubmission } from '@/domain/wizards/schemas'
import { stepIdsOf } from '@/domain/wizards/schemas'
import { storageKey } from '@/lib/storage'
import { restoreDraft, wizardMachine, type StepValues, type WizardDraft } from '@/machines/wizard'
import { api } from '@/runtime/api'
import { useSession } from '@/runtime/session/useSession'

/** The tab's draft of a wizard, per user: a reload resumes it, another person in this tab never sees it. */
const draftKey = (name: string, uid: string) => storageKey(`wizard:${name}:${uid}`)

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

export interface WizardOptions {
  /** Where the submission goes (`POST`, body `{ data }`, answer `{ reference }`): `/wizards/:kind` by default. */
  submitPath?: string
  /** Names the tab's draft: two wizards of the same kind (the front site's checkout) keep theirs apart. */
  draftName?: string
}

/**
 * A wizard's statechart with its effects: the submission posts to `POST /api/wizards/:kind` (or
 * `submitPath`), the draft lives in sessionStorage. Returns what the screen reads and the moves it
 * may make.
 */
export function useWizard(kind: WizardKind, { submitPath = `/wizards/${kind}`, draftName = kind }: WizardOptions = {}) {
  const { user } = useSession()
  const key = draftKey(draftName, user?.id ?? 'anonymous')
  const actor = useActorRef(
    wizardMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          api.post<WizardSubmission>(submitPath, { data: input.data }).then(({ reference }) => ({ reference })),
        ),
      },
      actions: {
        persistDraft: (_, draft) => writeDraft(key, draft),
        clearDraft: () => writeDraft(key, null),
      },
    }),
    { input: { steps: stepIdsOf(kind), restored: readDraft(key, stepIdsOf(kind)) } },
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
    steps: stepIdsOf(kind),
    /** The step's values validated: go on; on the last step, resolves once the submission is over. */
    next: async (values: StepValues) => {
      actor.send({ type: 'NEXT', values })
      await waitFor(actor, (snapshot) => !snapshot.hasTag('submitting'))
    },
    back: (values: StepValues) => actor.send({ type: 'BACK', values }),
    reset: () => actor.send({ type: 'RESET' }),
  }
}

export type Wizard = ReturnType<typeof useWizard>
