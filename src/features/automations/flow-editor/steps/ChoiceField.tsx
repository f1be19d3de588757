import { Select } from '@radix-ui/themes'
import { Field } from '../fields'
import type { FlowEditorProblem } from '../types'

interface ChoiceFieldProps<V extends string> {
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
  hint?: string
  problems?: readonly FlowEditorProblem[]
}

/** One choice among a few, labelled, with its problems. */
export function ChoiceField<V extends string>({
  label,
  value,
  options,
  onChange,
  hint,
  problems,
}: ChoiceFieldProps<V>) {
  return (
    <Field label={label} hint={hint} problems={problems}>
      {({ inputId, describedBy }) => (
        <Select.Root value={value} onValueChange={(next) => onChange(next as V)}>
          <Select.Trigger id={inputId} aria-describedby={describedBy} />
          <Select.Content>
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value}>
                {option.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </Field>
  )
}
