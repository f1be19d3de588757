import { Trans } from '@lingui/react/macro'
import { Badge, Flex } from '@radix-ui/themes'

/** Radix Themes' Badge in its four looks. Soft is the default; solid for the one thing to notice. */
export default function BadgeVariants() {
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <Badge variant="soft" color="blue">
        <Trans>Soft: Draft</Trans>
      </Badge>
      <Badge variant="surface" color="blue">
        <Trans>Surface: Scheduled</Trans>
      </Badge>
      <Badge variant="outline" color="blue">
        <Trans>Outline: Manual</Trans>
      </Badge>
      <Badge variant="solid" color="indigo">
        <Trans>Solid: New</Trans>
      </Badge>
    </Flex>
  )
}
