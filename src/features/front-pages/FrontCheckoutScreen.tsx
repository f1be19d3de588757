import { Trans } from '@lingui/react/macro'
import { Container, Flex, Text } from '@radix-ui/themes'
import { CheckoutWizard, useWizard } from '@/components/wizard'
import { FrontShell } from './FrontShell'

/**
 * `/front-pages/checkout`: the public site's checkout, the same four steps as the signed-in
 * wizard (cart, address, payment, confirmation), sent to `POST /api/front/checkout` without a
 * sign-in. The draft is kept per tab, so a reload resumes it.
 */
export default function FrontCheckoutScreen() {
  const wizard = useWizard('checkout', { submitPath: '/front/checkout', draftName: 'front-checkout' })
  return (
    <FrontShell>
      <Container size="3" px="5" py="8">
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="2">
            <h1 className="front-hero-title">
              <Trans>Checkout</Trans>
            </h1>
            <Text as="p" color="gray">
              <Trans>
                Choose your plan, where the invoice goes and how you pay. Your account is set up right after.
              </Trans>
            </Text>
          </Flex>
          <CheckoutWizard wizard={wizard} />
        </Flex>
      </Container>
    </FrontShell>
  )
}
