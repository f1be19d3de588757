import { Trans } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { IconCircleX, IconInfoCircle } from '@tabler/icons-react'

/** `highContrast` darkens the text to the scale's step 12: for a notice that must be read at once. */
export default function AlertHighContrast() {
  return (
    <Flex direction="column" gap="2">
      <Callout.Root color="blue" highContrast>
        <Callout.Icon>
          <IconInfoCircle size={16} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          <Trans>Instagram limits automated DMs to 200 per hour per account.</Trans>
        </Callout.Text>
      </Callout.Root>
      <Callout.Root color="red" variant="surface" highContrast role="alert">
        <Callout.Icon>
          <IconCircleX size={16} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          <Trans>The webhook to https://hooks.auroracoffee.com failed 3 times in a row.</Trans>
        </Callout.Text>
      </Callout.Root>
    </Flex>
  )
}
