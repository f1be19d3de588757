import { useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { useFlowEditor } from '../context'
import { ChoiceField } from './ChoiceField'
import type { StepFieldsProps } from './stepProps'
import { useStepProblems } from './useStepProblems'

const NONE = 'none'

export function GotoFlowStepFields({ step, onChange }: StepFieldsProps<'goto-flow'>) {
  const { t } = useLingui()
  const { otherFlows } = useFlowEditor()
  const problemsAt = useStepProblems(step.id)
  if (otherFlows.length === 0) return <Text size="2" color="gray">{t`This account has no other automation yet.`}</Text>
  return (
    <ChoiceField
      label={t`Automation to continue in`}
      value={step.automationId || NONE}
      options={[
        ...(step.automationId ? [] : [{ value: NONE, label: t`Choose an automation` }]),
        ...otherFlows.map((flow) => ({ value: flow.id, label: flow.name })),
      ]}
      problems={problemsAt('automationId')}
      onChange={(automationId) => onChange({ ...step, automationId: automationId === NONE ? '' : automationId })}
    />
  )
}
