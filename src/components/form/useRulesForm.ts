import type { MessageDescriptor } from '@lingui/core'
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import { formMessage } from './formMessage'

/** A form's rules: for each field with a problem, its message; nothing for the fields that pass. */
export type FormRules<TValues extends FieldValues> = (
  values: TValues,
) => Partial<Record<keyof TValues & string, MessageDescriptor>>

/** react-hook-form's resolver made of plain rules (`FormRules`): what `zodResolver` is for a schema. */
function rulesResolver<TValues extends FieldValues>(rules: FormRules<TValues>): Resolver<TValues> {
  return (values) => {
    const problems = Object.entries(rules(values)).filter(
      (entry): entry is [string, MessageDescriptor] => entry[1] !== undefined,
    )
    if (problems.length === 0) return { values, errors: {} }
    const errors = Object.fromEntries(
      problems.map(([name, message]) => [name, { type: 'rule', message: formMessage(message) }]),
    ) as FieldErrors<TValues>
    return { values: {}, errors }
  }
}

/**
 * `useZodForm` for a form whose rules are plain functions rather than a schema: the same defaults
 * (translated errors that follow a language switch, focus on the first invalid field, validation
 * from the first submission on, then on every change). The rules of the latest render apply, so
 * they may read the screen's state. The sign-in screen uses it: zod is not part of its first load
 * (docs/kit.md, "Forms").
 */
export function useRulesForm<TValues extends FieldValues>(
  rules: FormRules<TValues>,
  options: Omit<UseFormProps<TValues>, 'resolver'> = {},
): UseFormReturn<TValues> {
  return useForm<TValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: rulesResolver(rules),
  })
}
