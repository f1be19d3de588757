import type { Icon } from '@tabler/icons-react'

/**
 * The pages' illustration: the page's icon on a soft disc of the theme's colour (decorative).
 * Large on the status pages, small at the top of a card.
 */
export function MiscIllustration({ icon: IconComponent, size = 'large' }: { icon: Icon; size?: 'large' | 'small' }) {
  return (
    <span aria-hidden="true" className={`pages-misc-illustration pages-misc-illustration--${size}`}>
      <IconComponent size={size === 'large' ? 72 : 28} stroke={1.5} />
    </span>
  )
}
