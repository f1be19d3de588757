import { Button } from '@radix-ui/themes'
import type { ComponentProps, ReactNode } from 'react'
import { useFormState } from 'react-hook-form'

/** The form's submit button: busy (and unclickable) while the submission runs. */
export function SubmitButton({
  children,
  ...props
}: { children: ReactNode } & Omit<ComponentProps<typeof Button>, 'type' | 'loading'>) {
  const { isSubmitting } = useFormState()
  return (
    <Button type="submit" loading={isSubmitting} {...props}>
      {children}
    </Button>
  )
}
