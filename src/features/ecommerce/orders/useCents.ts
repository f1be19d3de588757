import { useFormat } from '@/components/format'
import { SHOP_CURRENCY } from '@/domain/shop/model'

/** Cents in the shop's currency, through Intl in the current language. */
export function useCents() {
  const format = useFormat()
  return (cents: number) => format.money(cents / 100, SHOP_CURRENCY)
}
