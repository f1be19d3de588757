import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Select, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'

const VARIANTS = ['surface', 'classic', 'soft', 'ghost'] as const

/** Radix Themes' Select: four trigger variants and three sizes, all bound to one value here. */
export default function SelectVariants() {
  const { t } = useLingui()
  const labelId = useId()
  const [period, setPeriod] = useState('7d')
  const periods = [
    { value: '24h', label: t`Last 24 hours` },
    { value: '7d', label: t`Last 7 days` },
    { value: '30d', label: t`Last 30 days` },
  ]
  return (
    <Flex direction="column" gap="3">
      <Text id={labelId} size="2" weight="medium">
        <Trans>Period of the conversation report</Trans>
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        {VARIANTS.map((variant) => (
          <Select.Root key={variant} value={period} onValueChange={setPeriod}>
            <Select.Trigger variant={variant} aria-labelledby={labelId} />
            <Select.Content position="popper">
              {periods.map((option) => (
                <Select.Item key={option.value} value={option.value}>
                  {option.label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        ))}
      </Flex>
      <Flex gap="3" wrap="wrap" align="center">
        {(['1', '2', '3'] as const).map((size) => (
          <Select.Root key={size} size={size} value={period} onValueChange={setPeriod}>
            <Select.Trigger aria-labelledby={labelId} />
            <Select.Content position="popper">
              {periods.map((option) => (
                <Select.Item key={option.value} value={option.value}>
                  {option.label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        ))}
      </Flex>
    </Flex>
  )
}
