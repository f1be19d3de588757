import { useLingui } from '@lingui/react/macro'
import { IconCheck, IconX } from '@tabler/icons-react'
import { Direction } from 'radix-ui'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { ChipItem } from './chipTypes'
import './chip.css'

interface CommonProps {
  /** Names the group for assistive technology: "Filter conversations". */
  label: string
  items: readonly ChipItem[]
  /** Makes chips removable: a × on each, and Delete or Backspace on the focused one. */
  onRemove?: (value: string) => void
  /** The whole group, as each item's `disabled`. */
  disabled?: boolean
}

export type ChipGroupProps = CommonProps &
  (
    | { selection: 'multiple'; value: readonly string[]; onValueChange: (value: string[]) => void }
    | { selection: 'single'; value: string | null; onValueChange: (value: string) => void }
    | { selection?: 'none'; value?: never; onValueChange?: never }
  )

/**
 * A row of chips to select from (filters, one choice among several) or to remove (what was typed
 * in a field).
 *
 * ARIA pattern: a listbox of options, not a toolbar of `aria-pressed` buttons. The chips are one
 * set of values from which one or several are chosen, which is what a listbox says: screen readers
 * announce "selected", the position ("2 of 5") and, through `aria-multiselectable`, whether
 * several may be chosen; toggle buttons would say none of that, and single choice would read as
 * independent switches. The listbox is one Tab stop (roving tabindex); the arrows move along the
 * row, mirrored right to left, Home/End go to its ends, Space or Enter selects. An option may not
 * hold a button, so the × of a removable chip is for the pointer only; the keyboard removes with
 * Delete or Backspace, which each option states (`aria-keyshortcuts` and a description) and a
 * polite live region confirms.
 */
export function ChipGroup(props: ChipGroupProps) {
  const { label, items, onRemove, disabled = false } = props
  const { t } = useLingui()
  const direction = Direction.useDirection()
  const hintId = useId()
  const idPrefix = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const selectable = props.selection === 'single' || props.selection === 'multiple'

  const isSelected = (value: string) =>
    props.selection === 'multiple'
      ? props.value.includes(value)
      : props.selection === 'single'
        ? props.value === value
        : false
  // The Tab stop: the chip last focused, else the first selected, else the first.
  const tabStop =
    items.find((item) => item.value === active)?.value ??
    items.find((item) => isSelected(item.value))?.value ??
    items[0]?.value
  const isDisabled = (item: ChipItem) => disabled || item.disabled === true
  const optionId = (index: number) => `${idPrefix}-${index}`

  const focusAt = (index: number) => {
    const item = items[index]
    if (!item) return
    setActive(item.value)
    document.getElementById(optionId(index))?.focus()
  }

  const toggle = (item: ChipItem) => {
    if (isDisabled(item)) return
    setActive(item.value)
    if (props.selection === 'multiple') {
      props.onValueChange(
        isSelected(item.value) ? props.value.filter((value) => value !== item.value) : [...props.value, item.value],
      )
    } else if (props.selection === 'single') {
      // A choice, as a radio group: choosing again keeps it chosen.
      if (!isSelected(item.value)) props.onValueChange(item.value)
    }
  }

  const remove = (index: number) => {
    const item = items[index]
    if (!item || !onRemove || isDisabled(item)) return
    onRemove(item.value)
    setAnnouncement(t`${item.label} removed`)
    // Focus stays in the row: on the next chip, or the previous one when the last went.
    const next = items[index + 1] ?? items[index - 1]
    if (next) {
      setActive(next.value)
      // The removed option is still in the DOM until the parent re-renders: focus after that.
      requestAnimationFrame(() =>
        listRef.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(next.value)}"]`)?.focus(),
      )
    } else {
      listRef.current?.focus()
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const item = items[index]
    if (!item) return
    const moves: Record<string, number> = {
      [forward]: Math.min(index + 1, items.length - 1),
      ArrowDown: Math.min(index + 1, items.length - 1),
      [backward]: Math.max(index - 1, 0),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: items.length - 1,
    }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      focusAt(target)
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault()
      toggle(item)
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && onRemove) {
      event.preventDefault()
      remove(index)
    }
  }

  return (
    <>
      <div
        ref={listRef}
        role="listbox"
        aria-label={label}
        aria-orientation="horizontal"
        aria-multiselectable={props.selection === 'multiple' || undefined}
        aria-disabled={disabled || undefined}
        // Focus lands here when the last chip is removed, so it is not lost to the page.
        tabIndex={-1}
        className="chip-group"
      >
        {items.map((item, index) => {
          const selected = isSelected(item.value)
          const off = isDisabled(item)
          return (
            <div
              key={item.value}
              id={optionId(index)}
              data-value={item.value}
              role="option"
              aria-selected={selectable ? selected : undefined}
              aria-disabled={off || undefined}
              aria-keyshortcuts={onRemove ? 'Delete' : undefined}
              aria-describedby={onRemove ? hintId : undefined}
              tabIndex={item.value === tabStop ? 0 : -1}
              className="chip chip--option"
              data-accent-color={item.color}
              data-selected={selected || undefined}
              data-disabled={off || undefined}
              onClick={() => toggle(item)}
              onFocus={() => setActive(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {/* The tick says "selected" without colour. */}
              {selected && <IconCheck className="chip__check" size={14} aria-hidden />}
              {item.icon && <span className="chip__icon">{item.icon}</span>}
              <span>{item.label}</span>
              {onRemove && (
                <span
                  className="chip__remove"
                  aria-hidden
                  onClick={(event) => {
                    event.stopPropagation()
                    remove(index)
                  }}
                >
                  <IconX size={14} />
                </span>
              )}
            </div>
          )
        })}
      </div>
      {onRemove && (
        <span id={hintId} hidden>
          {t`Press Delete to remove.`}
        </span>
      )}
      <span role="status" className="chip-group__announcer">
        {announcement}
      </span>
    </>
  )
}
