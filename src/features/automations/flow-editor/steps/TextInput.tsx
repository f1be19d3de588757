import { TextField } from '@radix-ui/themes'
import { useEffect, useId, useRef } from 'react'
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
  /** Takes the focus when it appears: the field of an item just added, which the person means to fill. */
  focusOnMount?: boolean
}

/** A one-line field with its label, hint and problems, and optional suggestions. */
export function TextInput({
  label,
  value,
  onChange,
  hint,
  problems,
  suggestions,
  type = 'text',
  focusOnMount = false,
}: TextInputProps) {
  const listId = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusOnMount) input.current?.focus()
    // Only when it appears: later renders leave the focus where the person put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Field label={label} hint={hint} problems={problems}>
      {({ inputId, describedBy, invalid }) => (
        <>
          <TextField.Root
            ref={input}
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
