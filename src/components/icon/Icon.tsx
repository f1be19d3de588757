import type { SVGProps } from 'react'
import { ICONS, isIconName, MIRRORED_IN_RTL } from './iconRegistry'
import './icon.css'

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'stroke'> {
  /** A name from the registry (see iconRegistry.ts); an unknown name draws nothing. */
  name: string
  size?: number
  stroke?: number
}

/**
 * A Tabler icon chosen by name, for icons that come from data (the route table's menu entries).
 * Decorative: hidden from assistive technology, so the control it sits in needs its own label.
 */
export function Icon({ name, size = 20, stroke = 1.75, className, ...props }: IconProps) {
  if (!isIconName(name)) return null
  const Glyph = ICONS[name]
  const mirrored = MIRRORED_IN_RTL.has(name) ? 'icon--mirror-rtl' : undefined
  return (
    <Glyph
      size={size}
      stroke={stroke}
      aria-hidden="true"
      focusable="false"
      className={[className, mirrored].filter(Boolean).join(' ') || undefined}
      {...props}
    />
  )
}
