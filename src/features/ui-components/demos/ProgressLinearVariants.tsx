import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Progress, Text } from '@radix-ui/themes'

/** Surface (the default) for most pages, classic for a raised look, soft for a quiet one. */
export default function ProgressLinearVariants() {
  const { t } = useLingui()
  return (
    <Flex direction="column" gap="3">
      {(
        [
          ['surface', t`Surface`],
          ['classic', t`Classic`],
          ['soft', t`Soft`],
        ] as const
      ).map(([variant, name]) => (
        <Flex key={variant} direction="column" gap="1">
          <Text size="1" color="gray">
            {name}
          </Text>
          <Progress variant={variant} value={55} aria-label={t`Giveaway entries counted, ${name} variant`} />
        </Flex>
      ))}
      <Text size="1" color="gray">
        <Trans>Radius follows the theme; override it with radius="none" or "full".</Trans>
      </Text>
    </Flex>
  )
}
