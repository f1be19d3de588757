/** The labelled controls the step editors are made of, each showing the problems about its place. */
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useId, type ReactNode } from 'react'
import { utf8ByteLength } from '@/domain/automations/validation'
import type { FlowEditorProblem } from './types'

export function ProblemLines({ id, problems }: { id?: string; problems: readonly FlowEditorProblem[] }) {
  if (problems.length === 0) return null
  return (
    <Flex direction="column" id={id}>
      {problems.map((problem) => (
        <Text
          key={`${problem.path}:${problem.message}`}
          size="1"
          color={problem.severity === 'error' ? 'red' : 'amber'}
        >
          {problem.message}
        </Text>
      ))}
    </Flex>
  )
}

interface FieldProps {
  label: string
  hint?: string
  problems?: readonly FlowEditorProblem[]
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode
}

/** A label, the control, a hint and the problems about it, tied together for screen readers. */
export function Field({ label, hint, problems = [], children }: FieldProps) {
  const inputId = useId()
  const hintId = useId()
  const problemsId = useId()
  const describedBy =
    [hint ? hintId : null, problems.length > 0 ? problemsId : null].filter(Boolean).join(' ') || undefined
  return (
    <Flex direction="column" gap="1" className="flow-field">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {label}
      </Text>
      {children({ inputId, describedBy, invalid: problems.some((problem) => problem.severity === 'error') })}
      {hint ? (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      <ProblemLines id={problemsId} problems={problems} />
    </Flex>
  )
}

/** "12/20 characters", for titles Instagram limits in characters. */
export function useCharacterCount() {
  const { t, i18n } = useLingui()
  return (text: string, max: number) => {
    const count = i18n.number([...text].length)
    return t({ message: plural(max, { one: `${count}/# character`, other: `${count}/# characters` }) })
  }
}

/**
 * A message text's length, limited in bytes: read in characters, with bytes said only when accents
 * or emoji make the two differ.
 */
export function useTextLength() {
  const { t, i18n } = useLingui()
  const characters = useCharacterCount()
  return (text: string, maxBytes: number) => {
    const chars = [...text].length
    const bytes = utf8ByteLength(text)
    if (bytes === chars) return characters(text, maxBytes)
    const charCount = i18n.number(chars)
    const byteCount = i18n.number(bytes)
    const maxCount = i18n.number(maxBytes)
    return t({
      message: plural(chars, {
        one: `# character, which Instagram counts as ${byteCount}/${maxCount} bytes: accents and emoji take more than one.`,
        other: `${charCount} characters, which Instagram counts as ${byteCount}/${maxCount} bytes: accents and emoji take more than one.`,
      }),
    })
  }
}
