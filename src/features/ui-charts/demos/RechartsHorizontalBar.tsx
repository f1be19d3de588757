import { useLingui } from '@lingui/react/macro'
import { BarChart } from '@/components/charts'

export default function RechartsHorizontalBar() {
  const { t } = useLingui()
  const products = [
    { product: t`Espresso blend`, sold: 184 },
    { product: t`Yirgacheffe`, sold: 152 },
    { product: t`Huila`, sold: 117 },
    { product: t`Cold brew`, sold: 96 },
    { product: t`Decaf`, sold: 58 },
    { product: t`Gift box`, sold: 31 },
  ]
  return (
    // Horizontal bars: the product names read along the side, the longest bar on top.
    <BarChart
      horizontal
      title={t`Aurora Coffee Roasters: units sold this month`}
      summary={t`The espresso blend sells best, ahead of the Ethiopian Yirgacheffe.`}
      data={products}
      x="product"
      xLabel={t`Product`}
      series={[{ key: 'sold', label: t`Units sold` }]}
      height={300}
    />
  )
}
