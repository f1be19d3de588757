import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, RadioGroup, Text } from '@radix-ui/themes'
import { useId } from 'react'

/** Radix Themes' RadioGroup: three variants, three sizes, a colour per group. Each group is named by its heading. */
export default function RadioVariants() {
  const { t } = useLingui()
  const sizesId = useId()
  const colorsId = useId()
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="2">
        <Text size="2" weight="medium">
          <Trans>Variants</Trans>
        </Text>
        <Flex gap="4" wrap="wrap">
          {(['surface', 'classic', 'soft'] as const).map((variant) => (
            <RadioGroup.Root
              key={variant}
              variant={variant}
              color={variant === 'surface' ? undefined : variant === 'classic' ? 'blue' : 'crimson'}
              defaultValue="on"
              aria-label={
                variant === 'surface'
                  ? t`Surface variant`
                  : variant === 'classic'
                    ? t`Classic variant`
                    : t`Soft variant`
              }
            >
              <RadioGroup.Item value="on">
                {variant === 'surface' ? (
                  <Trans>Surface</Trans>
                ) : variant === 'classic' ? (
                  <Trans>Classic</Trans>
                ) : (
                  <Trans>Soft</Trans>
                )}
              </RadioGroup.Item>
            </RadioGroup.Root>
          ))}
        </Flex>
      </Flex>
      <Flex direction="column" gap="2">
        <Text id={sizesId} size="2" weight="medium">
          <Trans>Reply speed</Trans>
        </Text>
        {/* Arrow keys move between the options of a group; Tab leaves it. */}
        <RadioGroup.Root aria-labelledby={sizesId} defaultValue="instant" size="3">
          <Flex gap="4" wrap="wrap">
            <RadioGroup.Item value="instant">
              <Trans>Instantly</Trans>
            </RadioGroup.Item>
            <RadioGroup.Item value="minute">
              <Trans>After a minute</Trans>
            </RadioGroup.Item>
            <RadioGroup.Item value="hours">
              <Trans>During business hours</Trans>
            </RadioGroup.Item>
          </Flex>
        </RadioGroup.Root>
      </Flex>
      <Flex direction="column" gap="2">
        <Text id={colorsId} size="2" weight="medium">
          <Trans>Priority of the conversation</Trans>
        </Text>
        <RadioGroup.Root aria-labelledby={colorsId} defaultValue="normal" size="1" color="amber">
          <RadioGroup.Item value="low">
            <Trans>Low</Trans>
          </RadioGroup.Item>
          <RadioGroup.Item value="normal">
            <Trans>Normal</Trans>
          </RadioGroup.Item>
          <RadioGroup.Item value="urgent">
            <Trans>Urgent</Trans>
          </RadioGroup.Item>
        </RadioGroup.Root>
      </Flex>
    </Flex>
  )
}
