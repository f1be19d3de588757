import { useLingui } from '@lingui/react/macro'
import { DurationField } from './DurationField'
import type { StepFieldsProps } from './stepProps'
import { useStepProblems } from './useStepProblems'

export function WaitStepFields({ step, onChange }: StepFieldsProps<'wait'>) {
  const { t } = useLingui()
  const problemsAt = useStepProblems(step.id)
  return (
    <DurationField
      label={t`Wait for`}
      seconds={step.seconds}
      problems={problemsAt('seconds')}
      onChange={(seconds) => onChange({ ...step, seconds }, 'seconds')}
    />
  )
}
