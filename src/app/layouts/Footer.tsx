import { Trans } from '@lingui/react/macro'
import { Flex, Link as RadixLink, Text } from '@radix-ui/themes'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'

export function Footer() {
  return (
    <Flex justify="between" align="center" gap="4" wrap="wrap" className="shell-width">
      <Text size="2" color="gray">
        © {new Date().getFullYear()} Conversa
      </Text>
      <Flex gap="4">
        <RadixLink asChild size="2">
          <Link href={pathOf('privacy-policy')}>
            <Trans>Privacy policy</Trans>
          </Link>
        </RadixLink>
        <RadixLink asChild size="2">
          <Link href={pathOf('terms')}>
            <Trans>Terms of service</Trans>
          </Link>
        </RadixLink>
      </Flex>
    </Flex>
  )
}
