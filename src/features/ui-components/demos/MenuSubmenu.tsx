import { Trans, useLingui } from '@lingui/react/macro'
import { Button, DropdownMenu, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'

/** A submenu opens with the arrow key towards the inline end (→ in English, ← in Arabic) and closes with the other. */
export default function MenuSubmenu() {
  const { t } = useLingui()
  // Keep a key in state, not the translated word: a language switch re-translates it.
  const folders = { inbox: t`Inbox`, orders: t`Orders`, wholesale: t`Wholesale enquiries` }
  const [folder, setFolder] = useState<keyof typeof folders>('inbox')
  const current = folders[folder]
  return (
    <Flex direction="column" gap="3" align="start">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button variant="soft">
            <Trans>Conversation with @lena.brews</Trans>
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger>
              <Trans>Move to</Trans>
            </DropdownMenu.SubTrigger>
            <DropdownMenu.SubContent>
              {(Object.keys(folders) as (keyof typeof folders)[]).map((each) => (
                <DropdownMenu.Item key={each} disabled={each === folder} onSelect={() => setFolder(each)}>
                  {folders[each]}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.SubContent>
          </DropdownMenu.Sub>
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger disabled>
              <Trans>Assign to (no teammates yet)</Trans>
            </DropdownMenu.SubTrigger>
            <DropdownMenu.SubContent />
          </DropdownMenu.Sub>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Text size="2" color="gray" aria-live="polite">
        <Trans>The conversation is in “{current}”.</Trans>
      </Text>
    </Flex>
  )
}
