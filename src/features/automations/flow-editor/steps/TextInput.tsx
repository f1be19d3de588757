import { TextField } from '@radix-ui/themes'
import { useId } from 'react'
import { Field } from '../fields'
import type { FlowEditorProblem } from '../types'

interface TextInputProps {
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  problems?: readonly FlowEditorProblem[]
  /** Offered as the person types (the account's tags, its contact fields). */
  suggestions?: readonly string[]
  type?: 'text' | 'url' | 'time'
}

/** A one-line field with its label, hint and problems, and optional suggestions. */
export function TextInput({ label, value, onChange, hint, problems, suggestions, type = 'text' }: TextInputProps) {
  const listId = useId()
  return (
    <Field label={label} hint={hint} problems={problems}>
      {({ inputId, describedBy, invalid }) => (
        <>
          <TextField.Root
            id={inputId}
            type={type}
            value={value}
            list={suggestions ? listId : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            color={invalid ? 'red' : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {suggestions ? (
            <datalist id={listId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </Field>
  )
}
