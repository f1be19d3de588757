import { Trans } from '@lingui/react/macro'
import { Flex, Switch, Text } from '@radix-ui/themes'

/** Radix Themes' Switch: three variants, three sizes, a colour of choice. The label is the click target too. */
export default function SwitchVariants() {
  return (
    <Flex direction="column" gap="3">
      <Flex gap="4" wrap="wrap">
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch variant="surface" defaultChecked />
            <Trans>Surface</Trans>
          </Flex>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch variant="classic" defaultChecked />
            <Trans>Classic</Trans>
          </Flex>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch variant="soft" defaultChecked />
            <Trans>Soft</Trans>
          </Flex>
        </Text>
      </Flex>
      <Flex gap="4" wrap="wrap" align="center">
        {(['1', '2', '3'] as const).map((size) => (
          <Text as="label" size={size} key={size}>
            <Flex gap="2" align="center">
              <Switch size={size} defaultChecked />
              <Trans>Size {size}</Trans>
            </Flex>
          </Text>
        ))}
      </Flex>
      <Flex gap="4" wrap="wrap">
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch color="blue" defaultChecked />
            <Trans>Read receipts</Trans>
          </Flex>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch color="orange" defaultChecked />
            <Trans>Typing indicator</Trans>
          </Flex>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch color="crimson" defaultChecked />
            <Trans>Sound on new message</Trans>
          </Flex>
        </Text>
      </Flex>
    </Flex>
  )
}
