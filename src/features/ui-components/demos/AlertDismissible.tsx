import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, IconButton } from '@radix-ui/themes'
import { IconConfetti, IconX } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'

/**
 * A notice the person may close. Focus moves to what replaces it (here the button that brings it
 * back, then back to the close button), never to the top of the page.
 */
export default function AlertDismissible() {
  const { t } = useLingui()
  const [open, setOpen] = useState(true)
  const [toggled, setToggled] = useState(false)
  const showAgain = useRef<HTMLButtonElement>(null)
  const dismiss = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (toggled) (open ? dismiss : showAgain).current?.focus()
  }, [open, toggled])

  const toggle = (next: boolean) => {
    setToggled(true)
    setOpen(next)
  }

  if (!open) {
    return (
      <Button ref={showAgain} variant="soft" onClick={() => toggle(true)}>
        <Trans>Show the announcement</Trans>
      </Button>
    )
  }
  return (
    <Callout.Root color="cyan">
      <Callout.Icon>
        <IconConfetti size={16} aria-hidden />
      </Callout.Icon>
      <Flex gap="3" align="start" justify="between">
        <Callout.Text>
          <Trans>New: automations can now answer story replies, not only comments.</Trans>
        </Callout.Text>
        <IconButton
          ref={dismiss}
          size="1"
          variant="ghost"
          color="gray"
          aria-label={t`Dismiss the announcement`}
          onClick={() => toggle(false)}
        >
          <IconX size={16} aria-hidden />
        </IconButton>
      </Flex>
    </Callout.Root>
  )
}
