import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Flex, Text, TextField } from '@radix-ui/themes'
import { useId, type ComponentProps } from 'react'
import { OneTimeCodeInput } from './OneTimeCodeInput'

interface FormFieldProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: MessageDescriptor
  /** `one-time-code`: six digits in boxes (OneTimeCodeInput). */
  type?: 'email' | 'password' | 'text' | 'url' | 'tel' | 'one-time-code'
  autoComplete?: string
  hint?: string
  readOnly?: boolean
  inputMode?: ComponentProps<typeof TextField.Root>['inputMode']
}

/** A labelled text field whose error is announced and tied to the input. */
export function FormField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  hint,
  readOnly,
  inputMode,
}: FormFieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {type === 'one-time-code' ? (
        <OneTimeCodeInput
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      ) : (
        <TextField.Root
          id={id}
          name={name}
          type={type}
          size="3"
          variant="surface"
          value={value}
          readOnly={readOnly}
          inputMode={inputMode}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          color={error ? 'red' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="1" color="red">
          {i18n._(error)}
        </Text>
      )}
    </Flex>
  )
}
