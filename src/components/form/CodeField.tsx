import type { MessageDescriptor } from '@lingui/core'
import { FieldFrame } from './FormField'
import { OneTimeCodeInput } from './OneTimeCodeInput'

/** A labelled six-digit code (a texted code), its error announced and tied to it. */
export function CodeField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
}: {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: MessageDescriptor
  hint?: string
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(aria) => <OneTimeCodeInput {...aria} name={name} value={value} onChange={onChange} />}
    </FieldFrame>
  )
}
