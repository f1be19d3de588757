import { useLingui } from '@lingui/react'
import { Flex, Text } from '@radix-ui/themes'
import { useId, type ReactNode } from 'react'
import { translateFormMessage } from './formMessage'

/** What a control needs to be tied to its label, hint and error. */
export interface ControlAria {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
  'aria-required': true | undefined
}

interface FieldShellProps {
  label: ReactNode
  hint?: ReactNode
  /** The field's error as react-hook-form holds it (see formMessage); translated here. */
  error?: string
  required?: boolean
  /**
   * `block`: label above the control (text, select, number). `inline`: the control before its
   * label (checkbox, switch). `group`: a group named by its label (radio group).
   */
  layout?: 'block' | 'inline' | 'group'
  children: (control: ControlAria, labelId: string) => ReactNode
}

/**
 * The one field frame: a visible label, an optional hint and the error under the control, both
 * referenced by aria-describedby, and aria-invalid while the error shows. Every form field of the
 * kit renders through it, so screen readers hear the same thing everywhere.
 */
export function FieldShell({ label, hint, error, required, layout = 'block', children }: FieldShellProps) {
  const { i18n } = useLingui()
  const id = useId()
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const message = translateFormMessage(i18n, error)
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  const control = children(
    {
      id,
      'aria-describedby': describedBy,
      'aria-invalid': message ? true : undefined,
      'aria-required': required ? true : undefined,
    },
    labelId,
  )
  const labelText = (
    <>
      {label}
      {required && (
        <Text color="red" aria-hidden="true">
          {' *'}
        </Text>
      )}
    </>
  )
  return (
    // In a row of fields that wraps, a field never grows past the row (a long choice is cut short instead).
    <Flex direction="column" gap="1" maxWidth="100%" data-invalid={message ? '' : undefined}>
      {layout === 'inline' ? (
        <Text as="label" htmlFor={id} id={labelId} size="2">
          <Flex gap="2" align="center">
            {control}
            <span>{labelText}</span>
          </Flex>
        </Text>
      ) : (
        <>
          {layout === 'group' ? (
            <Text id={labelId} size="2" weight="medium">
              {labelText}
            </Text>
          ) : (
            <Text as="label" htmlFor={id} id={labelId} size="2" weight="medium">
              {labelText}
            </Text>
          )}
          {control}
        </>
      )}
      {hint && (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      )}
      {message && (
        <Text id={errorId} size="1" color="red">
          {message}
        </Text>
      )}
    </Flex>
  )
}
