import { Flex, RadioGroup, Text } from '@radix-ui/themes'
import { useId } from 'react'

interface ChoiceGroupProps<T extends string> {
  label: string
  value: T
  options: readonly T[]
  labels: Record<string, string>
  onChange(value: T): void
}

/** One preference as a labelled radio group: arrow keys move between options, as users expect. */
export function ChoiceGroup<T extends string>({ label, value, options, labels, onChange }: ChoiceGroupProps<T>) {
  const labelId = useId()
  return (
    <Flex direction="column" gap="2">
      <Text id={labelId} size="2" weight="medium">
        {label}
      </Text>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate === next)
          if (option !== undefined) onChange(option)
        }}
      >
        <Flex gap="4" wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={option} value={option}>
              {labels[option] ?? option}
            </RadioGroup.Item>
          ))}
        </Flex>
      </RadioGroup.Root>
    </Flex>
  )
}
