import { Trans, useLingui } from '@lingui/react/macro'
import { Button, DropdownMenu, Flex, Text } from '@radix-ui/themes'
import { IconArchive, IconCopy, IconPencil, IconShare } from '@tabler/icons-react'
import { useState } from 'react'

/**
 * Icons before the words, shortcuts after them. The shortcut is a hint printed in the menu: the
 * screen that offers it binds the keys itself.
 */
export default function MenuIconsShortcuts() {
  const { t } = useLingui()
  const [picked, setPicked] = useState<string | null>(null)
  return (
    <Flex direction="column" gap="3" align="start">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button variant="soft">
            <Trans>Conversation</Trans>
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item shortcut="⌘ E" onSelect={() => setPicked(t`Renaming the conversation.`)}>
            <IconPencil size={16} aria-hidden />
            <Trans>Rename</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item shortcut="⌘ C" onSelect={() => setPicked(t`Link to the conversation copied.`)}>
            <IconCopy size={16} aria-hidden />
            <Trans>Copy link</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item shortcut="⌘ S" onSelect={() => setPicked(t`Conversation shared with the team.`)}>
            <IconShare size={16} aria-hidden />
            <Trans>Share with team</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item shortcut="⌘ A" onSelect={() => setPicked(t`Conversation archived.`)}>
            <IconArchive size={16} aria-hidden />
            <Trans>Archive</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Text size="2" color="gray" aria-live="polite">
        {picked ?? <Trans>Nothing picked yet.</Trans>}
      </Text>
    </Flex>
  )
}
