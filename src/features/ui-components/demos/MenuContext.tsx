import { Trans, useLingui } from '@lingui/react/macro'
import { Card, ContextMenu, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'

/**
 * A context menu on a card: right-click, a long press on touch, or Shift+F10 / the Menu key once the
 * card has focus (hence `tabIndex`). Keep the same actions reachable elsewhere too: few people
 * guess there is a context menu.
 */
export default function MenuContext() {
  const { t } = useLingui()
  const [pinned, setPinned] = useState(false)
  const [read, setRead] = useState(false)
  return (
    <Flex direction="column" gap="3">
      <ContextMenu.Root>
        <ContextMenu.Trigger>
          <Card role="group" tabIndex={0} aria-label={t`Comment from @marco.roasts, right-click for actions`}>
            <Text as="p" size="2" weight="medium">
              <bdi>@marco.roasts</bdi> {pinned && <Trans>(pinned)</Trans>}
            </Text>
            <Text as="p" size="2" color={read ? 'gray' : undefined}>
              <Trans>Is the Ethiopia Guji still in stock? PRICE please!</Trans>
            </Text>
          </Card>
        </ContextMenu.Trigger>
        <ContextMenu.Content>
          <ContextMenu.Item onSelect={() => setPinned(!pinned)}>
            {pinned ? <Trans>Unpin</Trans> : <Trans>Pin to top</Trans>}
          </ContextMenu.Item>
          <ContextMenu.Item onSelect={() => setRead(!read)}>
            {read ? <Trans>Mark as unread</Trans> : <Trans>Mark as read</Trans>}
          </ContextMenu.Item>
        </ContextMenu.Content>
      </ContextMenu.Root>
      <Text size="2" color="gray" aria-live="polite">
        {read ? <Trans>Read.</Trans> : <Trans>Unread.</Trans>}
      </Text>
    </Flex>
  )
}
