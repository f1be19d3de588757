import { useLingui } from '@lingui/react/macro'
import { ProblemLines } from './fields'
import type { FlowEditorProblem } from './types'

/** The problems about the conversation as a whole, above its steps in both views. */
export function FlowProblems({ problems }: { problems: readonly FlowEditorProblem[] }) {
  const { t } = useLingui()
  if (problems.length === 0) return null
  return (
    <div role="group" aria-label={t`Problems in the conversation`} className="flow-step-problems">
      <ProblemLines problems={problems} />
    </div>
  )
}
