import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { IconStar, IconStarFilled } from '@tabler/icons-react'

/** A rating as five stars, said in words to assistive technology. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useLingui()
  return (
    <Flex gap="1" role="img" aria-label={t`${rating} out of 5 stars`} style={{ color: 'var(--amber-10)' }}>
      {[1, 2, 3, 4, 5].map((star) =>
        star <= rating ? (
          <IconStarFilled key={star} size={14} aria-hidden />
        ) : (
          <IconStar key={star} size={14} aria-hidden />
        ),
      )}
    </Flex>
  )
}
