import { useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import type { StepFieldsProps } from './stepProps'
import { TextInput } from './TextInput'
import { useStepProblems } from './useStepProblems'

export function HandoverStepFields({ step, onChange }: StepFieldsProps<'handover'>) {
  const { t } = useLingui()
  const problemsAt = useStepProblems(step.id)
  return (
    <>
      <Text size="2" color="gray">
        {t`The conversation goes to the team's inbox and automations stop for this person until someone answers.`}
      </Text>
      <TextInput
        label={t`Note for the team`}
        value={step.note}
        problems={problemsAt('note')}
        onChange={(note) => onChange({ ...step, note }, 'note')}
      />
    </>
  )
}
