import { useLingui } from '@lingui/react/macro'
import type { Progress } from '@radix-ui/themes'
import type { ComponentProps } from 'react'
import { useFormat } from '../format/useFormat'
import './circularProgress.css'

/** Radix Themes' colour names ("grass", "amber"…); none means the person's accent. */
export type ProgressColor = ComponentProps<typeof Progress>['color']

export interface CircularProgressProps {
  /** How far along, from 0 to `max`. Leave it out while the amount is unknown: the ring spins. */
  value?: number
  max?: number
  /** What is progressing, translated: "Uploading reel". Read out with the percentage. */
  label: string
  /** 16, 24, 40 or 64 pixels across. */
  size?: '1' | '2' | '3' | '4'
  color?: ProgressColor
  /** The percentage written in the middle (sizes 3 and 4 have room for it). */
  showValue?: boolean
}

const DIAMETER = { '1': 16, '2': 24, '3': 40, '4': 64 } as const
const STROKE = { '1': 2, '2': 3, '3': 4, '4': 5 } as const

/**
 * A progress ring: determinate (`value`) as a `progressbar` with its value and percentage, or
 * indeterminate (no `value`) as an arc that spins, and holds still for those who ask for less motion.
 */
export function CircularProgress({
  value,
  max = 100,
  label,
  size = '2',
  color,
  showValue = false,
}: CircularProgressProps) {
  const { t } = useLingui()
  const format = useFormat()
  const diameter = DIAMETER[size]
  const stroke = STROKE[size]
  const radius = (diameter - stroke) / 2
  const circumference = 2 * Math.PI * radius
  const determinate = value !== undefined
  const ratio = determinate ? Math.min(1, Math.max(0, value / max)) : 0.25
  const percent = format.percent(ratio)
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? max : undefined}
      aria-valuenow={determinate ? Math.min(max, Math.max(0, value)) : undefined}
      aria-valuetext={determinate ? percent : t`In progress`}
      aria-busy={determinate ? undefined : true}
      className="circular-progress"
      data-indeterminate={determinate ? undefined : ''}
      data-accent-color={color}
      style={{ width: diameter, height: diameter }}
    >
      <svg width={diameter} height={diameter} viewBox={`0 0 ${diameter} ${diameter}`} aria-hidden="true">
        <circle className="circular-progress__track" cx="50%" cy="50%" r={radius} strokeWidth={stroke} />
        <circle
          className="circular-progress__indicator"
          cx="50%"
          cy="50%"
          r={radius}
          strokeWidth={stroke}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - ratio)}
        />
      </svg>
      {determinate && showValue && (
        <span className="circular-progress__value" data-size={size} aria-hidden="true">
          {percent}
        </span>
      )}
    </span>
  )
}
