import { Trans } from '@lingui/react/macro'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { Link } from 'wouter'
import { StatusIllustration } from './StatusIllustration'

export default function NotFoundScreen() {
  return (
    <Flex direction="column" align="center" justify="center" gap="4" minHeight="100vh" p="5" style={{ textAlign: 'center' }}>
      <StatusIllustration code="404" />
      <Heading as="h1" size="7">
        <Trans>Page not found</Trans>
      </Heading>
      <Text as="p" color="gray" size="3">
        <Trans>We couldn't find the page you are looking for. It may have moved, or the address may be mistyped.</Trans>
      </Text>
      {/* White on the theme's solid green is 3.2:1; high contrast keeps the button AA-legible. */}
      <Button asChild size="3" highContrast>
        <Link href="/">
          <Trans>Back to home</Trans>
        </Link>
      </Button>
    </Flex>
  )
}
