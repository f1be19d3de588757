import { Trans } from '@lingui/react/macro'
import { Flex, Select, Text } from '@radix-ui/themes'
import { useId } from 'react'
import type { TableFilter } from './types'

/** Radix Select reserves '' for "no value": "any" needs a value of its own. */
const ANY = '__any__'

interface FilterSelectProps<TFilter extends string> {
  filter: TableFilter<TFilter>
  value: string | undefined
  onChange: (value: string | null) => void
}

/** One named filter of a list (status, role…), "All" by default. */
export function FilterSelect<TFilter extends string>({ filter, value, onChange }: FilterSelectProps<TFilter>) {
  const labelId = useId()
  return (
    <Flex align="center" gap="2">
      <Text id={labelId} size="2" color="gray">
        {filter.label}
      </Text>
      <Select.Root value={value ?? ANY} onValueChange={(next) => onChange(next === ANY ? null : next)}>
        <Select.Trigger aria-labelledby={labelId} />
        <Select.Content position="popper">
          <Select.Item value={ANY}>
            <Trans context="list filter">All</Trans>
          </Select.Item>
          {filter.options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  )
}
