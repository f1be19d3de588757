import { Trans, useLingui } from '@lingui/react/macro'
import { Button, DropdownMenu, Flex, Text } from '@radix-ui/themes'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ConfirmDialog'

/**
 * A destructive item in red, last, apart. It opens the kit's ConfirmDialog (controlled) instead of
 * acting at once: deleting an automation cannot be undone.
 */
export default function MenuDestructive() {
  const { t } = useLingui()
  const [asking, setAsking] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const [paused, setPaused] = useState(false)
  if (deleted) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Text size="2" aria-live="polite">
          <Trans>“Giveaway entries” was deleted.</Trans>
        </Text>
        <Button variant="soft" onClick={() => setDeleted(false)}>
          <Trans>Reset the demo</Trans>
        </Button>
      </Flex>
    )
  }
  return (
    <Flex direction="column" gap="3" align="start">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button variant="soft">
            <Trans>Giveaway entries</Trans>
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item onSelect={() => setPaused(!paused)}>
            {paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item color="red" onSelect={() => setAsking(true)}>
            <IconTrash size={16} aria-hidden />
            <Trans>Delete…</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t`Delete “Giveaway entries”?`}
        description={t`Comments with “WIN” will no longer get a reply. Its 214 past runs are deleted with it.`}
        cancelLabel={<Trans>Keep it</Trans>}
        confirmLabel={<Trans>Delete automation</Trans>}
        onConfirm={() => setDeleted(true)}
      />
      <Text size="2" color="gray" aria-live="polite">
        {paused ? <Trans>Paused.</Trans> : <Trans>Running.</Trans>}
      </Text>
    </Flex>
  )
}
