import { useLingui } from '@lingui/react/macro'
import { Flex, TextField } from '@radix-ui/themes'
import { FLOW_LIMITS, type InputKind } from '@/domain/automations/flow/model'
import { useFlowEditor } from '../context'
import { Field, useTextLength } from '../fields'
import { TextWithDetails } from '../TextWithDetails'
import { ChoiceField } from './ChoiceField'
import { DurationField } from './DurationField'
import type { StepFieldsProps } from './stepProps'
import { TextInput } from './TextInput'
import { useStepProblems } from './useStepProblems'

export function AskStepFields({ step, onChange }: StepFieldsProps<'ask'>) {
  const { t, i18n } = useLingui()
  const { contactFields } = useFlowEditor()
  const problemsAt = useStepProblems(step.id)
  const length = useTextLength()
  const max = FLOW_LIMITS.askAttemptsMax
  const maxText = i18n.number(max)
  return (
    <Flex direction="column" gap="3">
      <ChoiceField<InputKind>
        label={t`Answer expected`}
        value={step.input}
        options={[
          { value: 'email', label: t`An email address` },
          { value: 'phone', label: t`A phone number` },
          { value: 'number', label: t`A number` },
          { value: 'text', label: t`Any text` },
        ]}
        onChange={(input) => onChange({ ...step, input })}
      />
      <TextWithDetails
        label={t`Question`}
        value={step.question}
        hint={length(step.question, FLOW_LIMITS.textMaxBytes)}
        problems={problemsAt('question')}
        onChange={(question) => onChange({ ...step, question }, 'question')}
      />
      <TextWithDetails
        label={t`When the answer does not fit`}
        value={step.retryText}
        hint={t`Sent before asking again.`}
        problems={problemsAt('retryText')}
        onChange={(retryText) => onChange({ ...step, retryText }, 'retryText')}
      />
      <Flex gap="3" wrap="wrap">
        <Field
          label={t`Tries`}
          hint={t`From 1 to ${maxText}, the first answer included.`}
          problems={problemsAt('maxAttempts')}
        >
          {({ inputId, describedBy, invalid }) => (
            <TextField.Root
              id={inputId}
              type="number"
              min={1}
              max={max}
              value={String(step.maxAttempts)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => onChange({ ...step, maxAttempts: Number(event.target.value) }, 'maxAttempts')}
            />
          )}
        </Field>
        <TextInput
          label={t`Save the answer as`}
          value={step.field}
          suggestions={contactFields}
          problems={problemsAt('field')}
          onChange={(field) => onChange({ ...step, field }, 'field')}
        />
        <DurationField
          label={t`Wait for an answer`}
          seconds={step.timeoutSeconds}
          problems={problemsAt('timeoutSeconds')}
          onChange={(timeoutSeconds) => onChange({ ...step, timeoutSeconds }, 'timeoutSeconds')}
        />
      </Flex>
    </Flex>
  )
}
