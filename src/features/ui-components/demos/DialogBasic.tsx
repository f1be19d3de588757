import { Trans } from '@lingui/react/macro'
import { Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'

/**
 * Radix Themes' Dialog: a title (what screen readers announce), a description, and its buttons.
 * Escape, the Close button and a click outside close it; focus returns to the trigger.
 */
export default function DialogBasic() {
  const [read, setRead] = useState(false)
  return (
    <Flex direction="column" gap="3" align="start">
      <Dialog.Root>
        <Dialog.Trigger>
          <Button variant="soft">
            <Trans>Read the comment</Trans>
          </Button>
        </Dialog.Trigger>
        <Dialog.Content maxWidth="450px">
          <Dialog.Title>
            <Trans>Comment from @lena.brews</Trans>
          </Dialog.Title>
          <Dialog.Description size="2" color="gray">
            <Trans>On your post “New Ethiopia Guji roast”, 2 hours ago.</Trans>
          </Dialog.Description>
          <Text as="p" size="3" mt="3">
            <Trans>Is the Guji still available in whole beans? I’d love 500 g for my espresso machine.</Trans>
          </Text>
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                <Trans>Close</Trans>
              </Button>
            </Dialog.Close>
            <Dialog.Close>
              <Button onClick={() => setRead(true)}>
                <Trans>Mark as read</Trans>
              </Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
      <Text size="2" color="gray" role="status">
        {read ? <Trans>The comment is marked as read.</Trans> : <Trans>1 unread comment.</Trans>}
      </Text>
    </Flex>
  )
}
