import { Trans } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { IconInfoCircle } from '@tabler/icons-react'

/** Callout's three looks: soft (the default) for most notices, surface and outline to set one apart. */
export default function AlertVariants() {
  return (
    <Flex direction="column" gap="2">
      <Callout.Root color="blue" variant="soft">
        <Callout.Icon>
          <IconInfoCircle size={16} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          <Trans>Soft: 3 new story mentions since your last visit.</Trans>
        </Callout.Text>
      </Callout.Root>
      <Callout.Root color="blue" variant="surface">
        <Callout.Icon>
          <IconInfoCircle size={16} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          <Trans>Surface: replies are paused from 22:00 to 07:00.</Trans>
        </Callout.Text>
      </Callout.Root>
      <Callout.Root color="blue" variant="outline">
        <Callout.Icon>
          <IconInfoCircle size={16} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          <Trans>Outline: the webhook sends every new DM to your CRM.</Trans>
        </Callout.Text>
      </Callout.Root>
    </Flex>
  )
}
