import { Flex, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { DateInput } from '@/lib/format'
import { UserAvatar } from '../avatar'
import { useFormat } from '../format'

interface MoneyCellProps {
  amount: number
  /** ISO 4217 code (`EUR`). */
  currency: string
  /** The amount counts hundredths (cents), as stored; divided only here, for display. */
  inCents?: boolean
}

/**
 * An amount in the reader's language ("1 234,50 €" in French), isolated so it keeps its own order
 * inside right-to-left text. Give its column `align: 'end'`.
 */
export function MoneyCell({ amount, currency, inCents = false }: MoneyCellProps) {
  const format = useFormat()
  return <bdi>{format.money(inCents ? amount / 100 : amount, currency)}</bdi>
}

/**
 * A day (`2026-03-14`, never shifted by the time zone) or, with `withTime`, an instant, in the
 * reader's language, as a `<time>` that machines can read too.
 */
export function DateCell({ value, withTime = false }: { value: DateInput; withTime?: boolean }) {
  const format = useFormat()
  const machine = typeof value === 'string' ? value : new Date(value).toISOString()
  return <time dateTime={machine}>{withTime ? format.dateTime(value) : format.date(value)}</time>
}

interface PersonCellProps {
  name: string
  /** The line under the name: an e-mail, a company. */
  detail?: string
  /** Wraps the name, e.g. in a link to the person's page. */
  renderName?: (name: ReactNode) => ReactNode
}

/** A person in a row: their avatar, their name, a grey line under it, each isolated for right-to-left text. */
export function PersonCell({ name, detail, renderName = (shown) => shown }: PersonCellProps) {
  return (
    <Flex align="center" gap="2">
      <UserAvatar name={name} size="1" />
      <Flex direction="column">
        {renderName(<bdi>{name}</bdi>)}
        {detail !== undefined && (
          <Text size="1" color="gray">
            <bdi>{detail}</bdi>
          </Text>
        )}
      </Flex>
    </Flex>
  )
}
