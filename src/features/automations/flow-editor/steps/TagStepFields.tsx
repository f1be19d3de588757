import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { useFlowEditor } from '../context'
import { ChoiceField } from './ChoiceField'
import type { StepFieldsProps } from './stepProps'
import { TextInput } from './TextInput'
import { useStepProblems } from './useStepProblems'

export function TagStepFields({ step, onChange }: StepFieldsProps<'tag'>) {
  const { t } = useLingui()
  const { tags } = useFlowEditor()
  const problemsAt = useStepProblems(step.id)
  return (
    <Flex gap="3" wrap="wrap">
      <ChoiceField
        label={t`Action`}
        value={step.action}
        options={[
          { value: 'add', label: t`Add the tag` },
          { value: 'remove', label: t`Remove the tag` },
        ]}
        onChange={(action) => onChange({ ...step, action })}
      />
      <TextInput
        label={t`Tag`}
        value={step.tag}
        suggestions={tags}
        problems={problemsAt('tag')}
        onChange={(tag) => onChange({ ...step, tag }, 'tag')}
      />
    </Flex>
  )
}
