import type { Icon } from '@tabler/icons-react'

/** The status pages' illustration: the page's icon on a soft disc of the theme's colour (decorative). */
export function MiscIllustration({ icon: IconComponent }: { icon: Icon }) {
  return (
    <span aria-hidden="true" className="pages-misc-illustration">
      <IconComponent size={72} stroke={1.5} />
    </span>
  )
}
