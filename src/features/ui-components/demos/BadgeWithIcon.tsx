import { Trans } from '@lingui/react/macro'
import { Badge, Flex } from '@radix-ui/themes'
import { IconBolt, IconBrandInstagram, IconClock, IconRosetteDiscountCheck } from '@tabler/icons-react'

/** An icon before the words (it comes after them in Arabic by itself); the words still say it all. */
export default function BadgeWithIcon() {
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <Badge color="blue" size="2">
        <IconRosetteDiscountCheck size={14} aria-hidden />
        <Trans>Verified</Trans>
      </Badge>
      <Badge color="pink" size="2" highContrast>
        <IconBrandInstagram size={14} aria-hidden />
        <Trans>Instagram</Trans>
      </Badge>
      <Badge color="amber" size="2" highContrast>
        <IconClock size={14} aria-hidden />
        <Trans>Waiting 2 h</Trans>
      </Badge>
      <Badge color="indigo" size="2" variant="solid">
        <IconBolt size={14} aria-hidden />
        <Trans>Automated</Trans>
      </Badge>
    </Flex>
  )
}
