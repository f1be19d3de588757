import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { useFlowEditor } from '../context'
import type { StepFieldsProps } from './stepProps'
import { TextInput } from './TextInput'
import { useStepProblems } from './useStepProblems'

export function SetFieldStepFields({ step, onChange }: StepFieldsProps<'set-field'>) {
  const { t } = useLingui()
  const { contactFields } = useFlowEditor()
  const problemsAt = useStepProblems(step.id)
  return (
    <Flex gap="3" wrap="wrap">
      <TextInput
        label={t`Detail to save`}
        hint={t`One of the person's details, or a new one.`}
        value={step.field}
        suggestions={contactFields}
        problems={problemsAt('field')}
        onChange={(field) => onChange({ ...step, field }, 'field')}
      />
      <TextInput
        label={t`Value`}
        value={step.value}
        problems={problemsAt('value')}
        onChange={(value) => onChange({ ...step, value }, 'value')}
      />
    </Flex>
  )
}
