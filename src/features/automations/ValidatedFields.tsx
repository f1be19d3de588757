/**
 * The builder's fields that show the draft's validation issues: a label, the control, a hint and
 * the issues about it, tied together for screen readers; the issues about one path.
 */
import { useLingui } from '@lingui/react/macro'
import { Flex, Text, TextField } from '@radix-ui/themes'
import { useId, useState, type ReactNode } from 'react'
import type { ValidationIssue } from '@/domain/automations/validation'
import { validationMessage } from '@/domain/automations/messages'

/** Issues whose path is `path` itself (or under it with `nested`). */
export function issuesAt(issues: readonly ValidationIssue[], path: string, nested = false): ValidationIssue[] {
  return issues.filter((issue) => issue.path === path || (nested && issue.path.startsWith(`${path}.`)))
}

export function FieldErrors({ id, issues }: { id: string; issues: readonly ValidationIssue[] }) {
  const { i18n } = useLingui()
  if (issues.length === 0) return null
  return (
    <Flex direction="column" id={id}>
      {issues.map((issue) => (
        <Text key={`${issue.code}-${issue.path}`} size="1" color="red">
          {i18n._(validationMessage(issue))}
        </Text>
      ))}
    </Flex>
  )
}

interface LabeledFieldProps {
  label: string
  hint?: string
  issues: readonly ValidationIssue[]
  /** The draft path the field edits (`name`, `actions.0.message.text`): a failed save focuses it. */
  path?: string
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode
}

/** A label, the control, a hint and the field's validation messages, wired for screen readers. */
export function LabeledField({ label, hint, issues, path, children }: LabeledFieldProps) {
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const describedBy = [hint ? hintId : null, issues.length > 0 ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <Flex direction="column" gap="1" data-field-path={path}>
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {label}
      </Text>
      {children({ inputId, describedBy, invalid: issues.length > 0 })}
      {hint ? (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      <FieldErrors id={errorId} issues={issues} />
    </Flex>
  )
}

/** Several values typed as one comma-separated line; keeps what is typed while it is being typed. */
export function CommaListField({
  label,
  hint,
  values,
  onChange,
  issues,
  path,
}: {
  label: string
  hint?: string
  values: string[]
  onChange: (values: string[]) => void
  issues: readonly ValidationIssue[]
  path?: string
}) {
  const [raw, setRaw] = useState(values.join(', '))
  const { t } = useLingui()
  return (
    <LabeledField label={label} hint={hint ?? t`Separate several with commas.`} issues={issues} path={path}>
      {({ inputId, describedBy, invalid }) => (
        <TextField.Root
          id={inputId}
          value={raw}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          color={invalid ? 'red' : undefined}
          onChange={(event) => {
            setRaw(event.target.value)
            onChange(
              event.target.value
                .split(',')
                .map((value) => value.trim())
                .filter((value) => value !== ''),
            )
          }}
        />
      )}
    </LabeledField>
  )
}
