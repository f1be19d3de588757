import { Trans } from '@lingui/react/macro'
import { Button, Dialog, Flex, Text, TextArea } from '@radix-ui/themes'
import { useId, useState } from 'react'
import '../dialogs.css'

/**
 * On a phone (under 520 px) the dialog takes the whole screen (`uica-dialog-fullscreen`): writing
 * a long reply in a small box over the page is hard. From 520 px up it is an ordinary dialog.
 */
export default function DialogFullscreen() {
  const fieldId = useId()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState('')
  const [sent, setSent] = useState('')
  return (
    <Flex direction="column" gap="3" align="start">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger>
          <Button variant="soft">
            <Trans>Reply to @mina.eats</Trans>
          </Button>
        </Dialog.Trigger>
        <Dialog.Content maxWidth="520px" className="uica-dialog-fullscreen">
          <Dialog.Title>
            <Trans>Reply to @mina.eats</Trans>
          </Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="3">
            <Trans>She asked: “Do you ship to Lyon?”</Trans>
          </Dialog.Description>
          <Text as="label" htmlFor={fieldId} size="2" weight="medium">
            <Trans>Your reply</Trans>
          </Text>
          <TextArea id={fieldId} rows={6} mt="1" value={draft} onChange={(event) => setDraft(event.target.value)} />
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.Close>
            <Button
              disabled={draft.trim() === ''}
              onClick={() => {
                setSent(draft.trim())
                setDraft('')
                setOpen(false)
              }}
            >
              <Trans>Send</Trans>
            </Button>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
      {sent && (
        <Text size="2" color="gray" role="status">
          <Trans>Sent: {sent}</Trans>
        </Text>
      )}
    </Flex>
  )
}
