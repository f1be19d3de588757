import { Trans } from '@lingui/react/macro'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { CheckoutWizard, useWizard } from '@/components/wizard'

/** `/wizard-examples/checkout`: the checkout wizard for a signed-in person (`POST /api/wizards/checkout`). */
export default function CheckoutWizardScreen() {
  const wizard = useWizard('checkout')
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          <Trans>Checkout</Trans>
        </Heading>
        <Text color="gray">
          <Trans>Subscribe to a Conversa plan in four steps.</Trans>
        </Text>
      </Flex>
      <CheckoutWizard wizard={wizard} />
    </Flex>
  )
}
