import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Flex, Text, TextField } from '@radix-ui/themes'
import { useId, type ComponentProps, type ReactNode } from 'react'

interface FrameProps {
  label: string
  error?: MessageDescriptor
  hint?: string
  /** The control, given the ids that tie the label, hint and error to it. */
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}

/** A label above a control, its hint and its error below, tied to it for assistive technology. */
export function FieldFrame({ label, error, hint, children }: FrameProps) {
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
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

interface FormFieldProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: MessageDescriptor
  type?: 'email' | 'password' | 'text' | 'url' | 'tel'
  autoComplete?: string
  hint?: string
  readOnly?: boolean
  inputMode?: ComponentProps<typeof TextField.Root>['inputMode']
}

/**
 * A labelled text field whose error is announced and tied to the input. A six-digit code is
 * `CodeField` (its own module: the sign-in page does not carry the code input's library).
 */
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
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(aria) => (
        <TextField.Root
          {...aria}
          name={name}
          type={type}
          size="3"
          variant="surface"
          value={value}
          readOnly={readOnly}
          inputMode={inputMode}
          autoComplete={autoComplete}
          color={error ? 'red' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  )
}
