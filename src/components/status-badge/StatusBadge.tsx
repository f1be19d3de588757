import { Badge } from '@radix-ui/themes'
import type { ReactNode } from 'react'

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral'

/**
 * Fixed Radix scales for meanings. Never `green` for success: the app's accent scale is green
 * remapped to the primary colour the person picks (src/styles/theme.css), so a "green" badge
 * would turn purple with a purple theme. Grass stays green whatever the theme.
 */
export const STATUS_COLORS = {
  success: 'grass',
  warning: 'amber',
  danger: 'red',
  info: 'blue',
  neutral: 'gray',
} as const satisfies Record<StatusTone, string>

interface StatusBadgeProps {
  tone: StatusTone
  /** The status in words (translated): colour alone never carries the meaning. */
  children: ReactNode
  variant?: 'soft' | 'solid' | 'outline' | 'surface'
  size?: '1' | '2' | '3'
}

/** A status (paid, pending, failed…) in a colour that keeps its meaning under any theme. */
export function StatusBadge({ tone, children, variant = 'soft', size = '1' }: StatusBadgeProps) {
  return (
    // Soft badges in high contrast: step 11 text on the scale's tinted background falls just under
    // 4.5:1 for amber, teal or cyan at this size (axe in the route sweep); step 12 passes everywhere.
    <Badge color={STATUS_COLORS[tone]} variant={variant} size={size} radius="full" highContrast={variant === 'soft'}>
      {children}
    </Badge>
  )
}
