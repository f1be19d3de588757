import { Trans } from '@lingui/react/macro'
import { Checkbox, Flex, Text } from '@radix-ui/themes'

const COLORS = ['grass', 'blue', 'amber', 'red', 'gray'] as const

/** Radix Themes' Checkbox: three variants and three sizes; the colour follows the accent unless set. */
export default function CheckboxVariants() {
  return (
    <Flex direction="column" gap="3">
      <Flex gap="4" wrap="wrap">
        {(['surface', 'classic', 'soft'] as const).map((variant) => (
          <Text as="label" size="2" key={variant}>
            <Flex gap="2" align="center">
              <Checkbox variant={variant} defaultChecked />
              {variant === 'surface' ? (
                <Trans>Surface</Trans>
              ) : variant === 'classic' ? (
                <Trans>Classic</Trans>
              ) : (
                <Trans>Soft</Trans>
              )}
            </Flex>
          </Text>
        ))}
      </Flex>
      <Flex gap="4" wrap="wrap" align="center">
        {(['1', '2', '3'] as const).map((size) => (
          <Text as="label" size={size} key={size}>
            <Flex gap="2" align="center">
              <Checkbox size={size} defaultChecked />
              <Trans>Size {size}</Trans>
            </Flex>
          </Text>
        ))}
      </Flex>
      {/* A colour is decoration: each box still says what it is in its label. */}
      <Flex gap="4" wrap="wrap">
        {COLORS.map((color) => (
          <Text as="label" size="2" key={color}>
            <Flex gap="2" align="center">
              <Checkbox color={color} defaultChecked />
              {color === 'grass' ? (
                <Trans>Paid</Trans>
              ) : color === 'blue' ? (
                <Trans>Shipped</Trans>
              ) : color === 'amber' ? (
                <Trans>Awaiting reply</Trans>
              ) : color === 'red' ? (
                <Trans>Refunded</Trans>
              ) : (
                <Trans>Archived</Trans>
              )}
            </Flex>
          </Text>
        ))}
      </Flex>
    </Flex>
  )
}
