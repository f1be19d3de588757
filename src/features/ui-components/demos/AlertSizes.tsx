import { Trans } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { IconBulb } from '@tabler/icons-react'

/** Size 1 inside a card or a form, 2 in a page (the default), 3 for the one notice a page is about. */
export default function AlertSizes() {
  return (
    <Flex direction="column" gap="2" align="start">
      {(['1', '2', '3'] as const).map((size) => (
        <Callout.Root key={size} size={size} color="violet">
          <Callout.Icon>
            <IconBulb size={16} aria-hidden />
          </Callout.Icon>
          <Callout.Text>
            <Trans>Tip: add “LINK” to the keywords so followers who ask for the shop get it.</Trans>
          </Callout.Text>
        </Callout.Root>
      ))}
    </Flex>
  )
}
