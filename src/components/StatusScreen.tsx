import { Trans } from '@lingui/react/macro'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { Link } from 'wouter'

/** A full-page status: the code (decorative), what happened, and the way back home. */
export function StatusScreen({ code, title, explanation }: { code: string; title: ReactNode; explanation: ReactNode }) {
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      gap="4"
      minHeight="100vh"
      p="5"
      style={{ textAlign: 'center' }}
    >
      <Text aria-hidden="true" size="9" weight="bold" color="green" style={{ fontSize: '6rem', lineHeight: 1 }}>
        {code}
      </Text>
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Text as="p" color="gray" size="3">
        {explanation}
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
