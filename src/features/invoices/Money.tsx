import { useFormat } from '@/components/format'
import { INVOICE_CURRENCY } from '@/domain/invoices'

/** An amount in cents, in the current language. Division by 100 happens only here, for display. */
export function useMoney() {
  const format = useFormat()
  return (cents: number) => format.money(cents / 100, INVOICE_CURRENCY)
}

export function Money({ cents }: { cents: number }) {
  return <bdi>{useMoney()(cents)}</bdi>
}
