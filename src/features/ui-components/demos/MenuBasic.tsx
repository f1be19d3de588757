import { Trans, useLingui } from '@lingui/react/macro'
import { Button, DropdownMenu, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'

/** A button that opens a short list of actions; arrow keys move, Enter picks, Escape closes. */
export default function MenuBasic() {
  const { t } = useLingui()
  const [picked, setPicked] = useState<string | null>(null)
  return (
    <Flex direction="column" gap="3" align="start">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button variant="soft">
            <Trans>Automation</Trans>
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item onSelect={() => setPicked(t`Editing “Price in DM”.`)}>
            <Trans>Edit</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => setPicked(t`“Price in DM” duplicated as a draft.`)}>
            <Trans>Duplicate</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => setPicked(t`“Price in DM” paused: comments get no reply.`)}>
            <Trans>Pause</Trans>
          </DropdownMenu.Item>
          {/* Disabled items stay in the list, so people learn the action exists. */}
          <DropdownMenu.Item disabled>
            <Trans>Publish (already live)</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Text size="2" color="gray" aria-live="polite">
        {picked ?? <Trans>Nothing picked yet.</Trans>}
      </Text>
    </Flex>
  )
}
