import { Trans } from '@lingui/react/macro'
import { Button, Dialog, Flex } from '@radix-ui/themes'
import { useState, type ReactNode } from 'react'
import { SubmitButton } from '@/components/form'

/**
 * One example: its button opens the dialog, whose form is made afresh each time it opens (a
 * cancelled edit leaves nothing behind). Radix gives focus back to the button on close.
 */
export function ExampleDialog({
  opener,
  title,
  description,
  width = '560px',
  children,
}: {
  /** The button's words. */
  opener: ReactNode
  title: ReactNode
  description: ReactNode
  width?: string
  /** The form; `close` once it is saved. */
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="soft">{opener}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth={width}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {description}
        </Dialog.Description>
        {open && children(() => setOpen(false))}
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** Cancel and the submit button, at the end of a dialog's form. */
export function DialogActions({ submit }: { submit: ReactNode }) {
  return (
    <Flex gap="3" justify="end" wrap="wrap">
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray">
          <Trans>Cancel</Trans>
        </Button>
      </Dialog.Close>
      <SubmitButton>{submit}</SubmitButton>
    </Flex>
  )
}
