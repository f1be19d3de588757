import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { IconStar, IconStarFilled } from '@tabler/icons-react'
import { Direction } from 'radix-ui'
import { useRef, useState, type CSSProperties, type KeyboardEvent, type Ref } from 'react'
import './rating.css'

export interface RatingProps {
  /** Whole stars chosen, 1 to `count`; null when none yet. */
  value: number | null
  onChange: (value: number | null) => void
  /** How many stars (5 by default). */
  count?: number
  /** The group's visible label: its id (a form field passes its own)… */
  labelledBy?: string
  /** …or its name when there is no visible label. */
  label?: string
  size?: RatingSize
  /** Choosing the chosen star again (or Backspace / Delete) takes the rating back. */
  clearable?: boolean
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
  /** Called with the star under the pointer (null when it leaves), to say what it means. */
  onHoverChange?: (value: number | null) => void
  onBlur?: () => void
  id?: string
  ref?: Ref<HTMLDivElement>
}

export type RatingSize = '1' | '2' | '3'

const ICON_SIZE: Record<RatingSize, number> = { '1': 16, '2': 22, '3': 30 }

/**
 * Stars to choose a score, in the warning colour (docs/product.md, "Limits and constants"). A radio
 * group: Tab reaches the chosen star, the arrows change the score (mirrored right to left), Home
 * and End go to the ends; each star is named "3 stars of 5" in the current language.
 */
export function Rating({
  value,
  onChange,
  count = 5,
  labelledBy,
  label,
  size = '2',
  clearable,
  disabled,
  invalid,
  describedBy,
  onHoverChange,
  onBlur,
  id,
  ref,
}: RatingProps) {
  const { t } = useLingui()
  const rtl = Direction.useDirection() === 'rtl'
  const [hovered, setHovered] = useState<number | null>(null)
  const stars = useRef<(HTMLButtonElement | null)[]>([])
  const shown = hovered ?? value ?? 0
  const hover = (next: number | null) => {
    setHovered(next)
    onHoverChange?.(next)
  }
  const choose = (next: number) => {
    const clamped = Math.min(count, Math.max(1, next))
    onChange(clamped)
    stars.current[clamped - 1]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const current = value ?? 0
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const back = rtl ? 'ArrowRight' : 'ArrowLeft'
    const moves: Record<string, () => void> = {
      [forward]: () => choose(current + 1),
      ArrowUp: () => choose(current + 1),
      [back]: () => choose(current - 1),
      ArrowDown: () => choose(current - 1),
      Home: () => choose(1),
      End: () => choose(count),
      ...(clearable ? { Backspace: () => onChange(null), Delete: () => onChange(null) } : {}),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }
  return (
    <div
      ref={ref}
      id={id}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-disabled={disabled || undefined}
      className="rating"
      data-invalid={invalid ? '' : undefined}
      onKeyDown={disabled ? undefined : onKeyDown}
      onPointerLeave={() => hover(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.()
      }}
    >
      {Array.from({ length: count }, (_, index) => {
        const star = index + 1
        const checked = value === star
        // The chosen star takes Tab, or the first one while nothing is chosen.
        const tabbable = value === null ? star === 1 : checked
        const Icon = star <= shown ? IconStarFilled : IconStar
        return (
          <button
            key={star}
            ref={(element) => {
              stars.current[index] = element
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t({ message: plural(star, { one: `# star of ${count}`, other: `# stars of ${count}` }) })}
            tabIndex={tabbable ? 0 : -1}
            disabled={disabled}
            className="rating__star"
            data-filled={star <= shown ? '' : undefined}
            onPointerEnter={() => !disabled && hover(star)}
            onClick={() => (clearable && checked ? onChange(null) : choose(star))}
          >
            <Icon size={ICON_SIZE[size]} aria-hidden />
          </button>
        )
      })}
    </div>
  )
}

/**
 * A score shown, not chosen: halves (and any fraction) fill from the reading start, and the whole
 * reads as one image named "4.5 out of 5".
 */
export function RatingDisplay({ value, count = 5, size = '2' }: { value: number; count?: number; size?: RatingSize }) {
  const { t, i18n } = useLingui()
  const score = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(value)
  const total = new Intl.NumberFormat(i18n.locale).format(count)
  return (
    <span role="img" aria-label={t`${score} out of ${total}`} className="rating rating--display">
      {Array.from({ length: count }, (_, index) => {
        const fill = Math.min(1, Math.max(0, value - index))
        return (
          <span key={index} className="rating__cell" style={{ '--rating-fill': `${fill * 100}%` } as CSSProperties}>
            <IconStar size={ICON_SIZE[size]} aria-hidden className="rating__empty" />
            <span className="rating__part">
              <IconStarFilled size={ICON_SIZE[size]} aria-hidden />
            </span>
          </span>
        )
      })}
    </span>
  )
}
