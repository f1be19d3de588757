import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { translatedErrorMap } from './zodErrorMap'

type Schema = z.ZodType<FieldValues, FieldValues>

/**
 * react-hook-form validated by a zod schema, with the kit's defaults: errors translated through
 * Lingui (they follow a language switch), focus on the first invalid field when a submission fails,
 * and validation from the first submission on, then on every change. Not on leaving a field: an
 * error appearing then pushes the button away under the pointer and eats the click.
 */
export function useZodForm<TSchema extends Schema>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema, { error: translatedErrorMap }),
  })
}
