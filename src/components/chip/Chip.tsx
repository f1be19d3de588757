import { useLingui } from '@lingui/react/macro'
import { IconX } from '@tabler/icons-react'
import { useId, type ReactNode } from 'react'
import type { ChipColor } from './chipTypes'
import './chip.css'

interface ChipProps {
  /** The chip's words (translated). */
  children: ReactNode
  /** An icon (`aria-hidden`) or a small avatar (`UserAvatar size="1"`) before the words. */
  icon?: ReactNode
  /** A Radix scale; the accent by default. */
  color?: ChipColor
  /** Shows a remove button, named "Remove" followed by the chip's words. */
  onRemove?: () => void
  disabled?: boolean
}

/**
 * A compact label: a tag on a conversation, a person in a "to" field. Alone it is text (with a
 * remove button when `onRemove` is given); chips a person selects belong in a `ChipGroup`.
 */
export function Chip({ children, icon, color, onRemove, disabled = false }: ChipProps) {
  const { t } = useLingui()
  const textId = useId()
  const removeId = useId()
  return (
    <span className="chip" data-accent-color={color} data-disabled={disabled || undefined}>
      {icon && <span className="chip__icon">{icon}</span>}
      <span id={textId}>{children}</span>
      {onRemove && (
        <button
          type="button"
          id={removeId}
          className="chip__remove"
          // "Remove" then the chip's own words: "Remove Aurora Coffee" in every language, no prop to forget.
          aria-label={t`Remove`}
          aria-labelledby={`${removeId} ${textId}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <IconX size={14} aria-hidden />
        </button>
      )}
    </span>
  )
}
