import { useLingui } from '@lingui/react/macro'
import { CandlestickChart, type Candle } from '@/components/charts'
import { useFormat } from '@/components/format'

/** Arabica coffee on the futures market, US dollars per pound: what Aurora pays for its green beans. */
const ARABICA: Candle[] = [
  { date: '2026-11-02', open: 3.82, high: 3.91, low: 3.78, close: 3.88 },
  { date: '2026-11-03', open: 3.88, high: 3.97, low: 3.85, close: 3.95 },
  { date: '2026-11-04', open: 3.95, high: 3.99, low: 3.84, close: 3.86 },
  { date: '2026-11-05', open: 3.86, high: 3.9, low: 3.74, close: 3.76 },
  { date: '2026-11-06', open: 3.76, high: 3.83, low: 3.71, close: 3.81 },
  { date: '2026-11-09', open: 3.81, high: 3.94, low: 3.8, close: 3.92 },
  { date: '2026-11-10', open: 3.92, high: 4.06, low: 3.9, close: 4.04 },
  { date: '2026-11-11', open: 4.04, high: 4.12, low: 3.98, close: 4.01 },
  { date: '2026-11-12', open: 4.01, high: 4.03, low: 3.89, close: 3.93 },
  { date: '2026-11-13', open: 3.93, high: 4.01, low: 3.92, close: 3.99 },
  { date: '2026-11-16', open: 3.99, high: 4.15, low: 3.97, close: 4.13 },
  { date: '2026-11-17', open: 4.13, high: 4.21, low: 4.08, close: 4.1 },
]

export default function RechartsCandlestick() {
  const { t } = useLingui()
  const format = useFormat()
  const money = (price: number) => format.money(price, 'USD')
  const first = money(ARABICA[0]!.open)
  const last = money(ARABICA[ARABICA.length - 1]!.close)
  const dip = format.date('2026-11-05', { day: 'numeric', month: 'long' })
  return (
    <CandlestickChart
      title={t`Arabica coffee price, US dollars per pound`}
      summary={t`The price rose from ${first} to ${last} in two weeks, with a dip on ${dip}.`}
      candles={ARABICA}
      xLabel={t`Day`}
      formatX={(date) => format.date(date, { day: 'numeric', month: 'short' })}
      formatValue={money}
    />
  )
}
