import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'

/**
 * What every form field of the kit takes: the form's `control` and a `name` the compiler checks
 * against the form's values, a visible label, an optional hint.
 */
export interface FieldProps<TValues extends FieldValues, TOutput = TValues> {
  control: Control<TValues, unknown, TOutput>
  name: FieldPath<TValues>
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
}
