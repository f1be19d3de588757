import { Plural } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useFormat } from '@/components/format'
import { RatingDisplay } from '@/components/rating'

const reviews = [
  { product: 'Ethiopia Guji, 250 g', average: 4.5, count: 128 },
  { product: 'House espresso blend, 1 kg', average: 3.7, count: 54 },
  { product: 'Decaf Colombia, 250 g', average: 5, count: 9 },
]

/** Scores to read, not to change: fractions fill part of a star, and each reads as "4.5 out of 5". */
export default function RatingReadOnly() {
  const format = useFormat()
  return (
    <Flex direction="column" gap="3">
      {reviews.map(({ product, average, count }) => (
        <Flex key={product} direction="column" gap="1">
          <Text size="2" weight="medium">
            {product}
          </Text>
          <Flex align="center" gap="2">
            <RatingDisplay value={average} size="1" />
            <Text size="1" color="gray">
              {format.number(average, { maximumFractionDigits: 1 })} ·{' '}
              <Plural value={count} one="# review" other="# reviews" />
            </Text>
          </Flex>
        </Flex>
      ))}
    </Flex>
  )
}
