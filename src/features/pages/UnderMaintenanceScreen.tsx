import { Trans } from '@lingui/react/macro'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { IconTool } from '@tabler/icons-react'
import { Link } from 'wouter'
import { pathOf } from '@/routes/match'
import { MiscIllustration } from './MiscIllustration'
import './pages.css'

/** `/pages/misc/under-maintenance`: the page a visitor sees while Conversa is being updated. */
export default function UnderMaintenanceScreen() {
  return (
    <Flex direction="column" align="center" justify="center" gap="4" minHeight="100vh" p="5" className="pages-misc">
      <MiscIllustration icon={IconTool} />
      <Heading as="h1" size="7">
        <Trans>Under maintenance</Trans>
      </Heading>
      <Text as="p" color="gray" size="3">
        <Trans>
          We are updating Conversa and will be back in a few minutes. Your automations, conversations and settings are
          kept as they were.
        </Trans>
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        {/* White on the theme's solid green is 3.2:1; high contrast keeps the button AA-legible. */}
        <Button asChild size="3" highContrast>
          <Link href="/">
            <Trans>Back to home</Trans>
          </Link>
        </Button>
        <Button asChild size="3" variant="soft">
          <Link href={pathOf('front-help-center')}>
            <Trans>Visit the help center</Trans>
          </Link>
        </Button>
      </Flex>
    </Flex>
  )
}
