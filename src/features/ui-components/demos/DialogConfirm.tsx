import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex, Switch, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { useFormat } from '@/components/format'

/**
 * A destructive action inside a dialog asks first with the kit's ConfirmDialog (Radix's
 * AlertDialog: no close on a click outside, "Cancel" has the focus). Confirming closes both.
 */
export default function DialogConfirm() {
  const { t } = useLingui()
  const runs = useFormat().number(1240)
  const [open, setOpen] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const [paused, setPaused] = useState(false)

  if (deleted) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Text size="2" role="status">
          <Trans>“Price in DM” is deleted.</Trans>
        </Text>
        <Button variant="soft" onClick={() => setDeleted(false)}>
          <Trans>Bring it back for the demo</Trans>
        </Button>
      </Flex>
    )
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="soft">
          <Trans>Edit “Price in DM”</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="450px">
        <Dialog.Title>
          <Trans>Edit “Price in DM”</Trans>
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          <Trans>Replies in DM to comments that ask for a price.</Trans>
        </Dialog.Description>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch checked={paused} onCheckedChange={setPaused} />
            <Trans>Paused</Trans>
          </Flex>
        </Text>
        <Flex gap="3" mt="4" justify="between" wrap="wrap">
          <ConfirmDialog
            trigger={
              <Button variant="soft" color="red">
                <Trans>Delete</Trans>
              </Button>
            }
            title={t`Delete “Price in DM”?`}
            description={t`It stops answering at once, and its ${runs} past runs are deleted with it. This cannot be undone.`}
            cancelLabel={t`Keep it`}
            confirmLabel={t`Delete`}
            onConfirm={() => {
              setOpen(false)
              setDeleted(true)
            }}
          />
          <Dialog.Close>
            <Button>
              <Trans>Done</Trans>
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
