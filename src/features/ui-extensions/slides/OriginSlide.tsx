import { useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import type { CSSProperties } from 'react'
import { useFormat } from '@/components/format'
import type { Origin } from './origins'

/** A slide drawn in CSS: the origin's gradient, its name, its tasting notes and, if asked, its price. */
export function OriginSlide({ origin, price = false }: { origin: Origin; price?: boolean }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const colors = { '--ext-from': origin.colors[0], '--ext-to': origin.colors[1] } as CSSProperties
  return (
    <div className="ext-slide" style={colors}>
      <Text as="p" size="3" weight="bold">
        {i18n._(origin.name)}
      </Text>
      <Text as="p" size="2">
        {i18n._(origin.notes)}
      </Text>
      {price && (
        <Text as="p" size="2" weight="bold" mt="1">
          {format.money(origin.price, 'EUR')}
        </Text>
      )}
    </div>
  )
}
