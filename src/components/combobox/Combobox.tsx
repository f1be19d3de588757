import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Spinner, Text, Theme, VisuallyHidden } from '@radix-ui/themes'
import { IconCheck, IconChevronDown, IconX } from '@tabler/icons-react'
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query'
import { Direction } from 'radix-ui'
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { filterOptions, type ComboboxOption } from './filterOptions'
import './combobox.css'

interface ComboboxBaseProps {
  /** A fixed list, filtered here as the person types. */
  options?: readonly ComboboxOption[]
  /** Or options found elsewhere for what is typed (a search): cached and cancelled through TanStack Query. */
  loadOptions?: (query: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>
  /** The search's cache key (the typed text is appended); defaults to one per combobox. */
  queryKey?: QueryKey
  /** Any text is a value; the options only suggest (an autocomplete). Default: only an option is. */
  freeText?: boolean
  placeholder?: string
  disabled?: boolean
  name?: string
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
  /** What the popup says when nothing matches; a generic sentence otherwise. */
  emptyMessage?: ReactNode
  onBlur?: () => void
  ref?: Ref<HTMLInputElement>
}

interface SingleProps extends ComboboxBaseProps {
  multiple?: false
  /** The chosen option's value ('' for none), or the text itself when `freeText`. */
  value: string
  onChange: (value: string) => void
}

interface MultipleProps extends ComboboxBaseProps {
  multiple: true
  value: readonly string[]
  onChange: (values: string[]) => void
}

export type ComboboxProps = SingleProps | MultipleProps

/** How long typing must pause before a search starts. */
const SEARCH_DELAY_MS = 250

/**
 * A text input with a list of suggestions (the WAI-ARIA combobox pattern, list autocomplete):
 * typing filters, arrows move through the options while focus stays in the input, Enter chooses,
 * Escape closes then clears. `multiple` keeps the chosen values as removable chips (Backspace in
 * an empty input removes the last). The popup is portalled so a card's clipping cannot cut it.
 */
export function Combobox(props: ComboboxProps) {
  const {
    options = [],
    loadOptions,
    queryKey,
    freeText = false,
    placeholder,
    disabled = false,
    name,
    id,
    emptyMessage,
    onBlur,
    ref,
  } = props
  const { t, i18n } = useLingui()
  const direction = Direction.useDirection()
  const baseId = useId()
  const inputId = id ?? `${baseId}-input`
  const listboxId = `${baseId}-listbox`
  const optionId = (index: number) => `${baseId}-option-${index}`

  const values: readonly string[] = props.multiple ? props.value : props.value ? [props.value] : []
  const editsValue = freeText && !props.multiple
  // Labels of options seen once, so a chosen value found by a search keeps its label afterwards.
  const known = useRef(new Map<string, ComboboxOption>())
  for (const option of options) known.current.set(option.value, option)
  const labelOf = (value: string) => known.current.get(value)?.label ?? value

  const [open, setOpen] = useState(false)
  // The option under the arrows, as last set; `active` below is it while the list still holds it.
  const [rawActive, setActive] = useState(-1)
  // What is typed while it is not (yet) a value; null: the input shows the chosen option's label.
  const [draft, setDraft] = useState<string | null>(null)
  const text = editsValue ? (props.value as string) : (draft ?? (props.multiple ? '' : labelOf(values[0] ?? '')))
  const query = editsValue ? text : (draft ?? '')

  const [searched, setSearched] = useState(query)
  useEffect(() => {
    if (!loadOptions) return
    const timer = setTimeout(() => setSearched(query), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [loadOptions, query])
  const search = useQuery({
    queryKey: [...(queryKey ?? (['combobox', baseId] as const)), searched],
    queryFn: ({ signal }) => loadOptions!(searched, signal),
    enabled: open && loadOptions !== undefined,
    // A failed search is shown at once; typing again is the retry.
    retry: false,
    placeholderData: keepPreviousData,
  })
  for (const option of search.data ?? []) known.current.set(option.value, option)
  const loading = loadOptions !== undefined && (search.isFetching || searched !== query)
  const failed = loadOptions !== undefined && search.isError && !loading
  const shown = loadOptions ? (search.data ?? []) : filterOptions(options, query, i18n.locale)
  const active = rawActive < shown.length && !shown[rawActive]?.disabled ? rawActive : -1

  const field = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const listbox = useRef<HTMLDivElement>(null)
  const place = usePopupPlace(field, open)

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (active < 0) return
    listbox.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' })
  })

  const setValues = (next: string[]) => {
    if (props.multiple) props.onChange(next)
    else props.onChange(next[0] ?? '')
  }
  const enabledIndex = (from: number, step: 1 | -1) => {
    for (let index = from, seen = 0; seen < shown.length; index += step, seen++) {
      const wrapped = (index + shown.length) % shown.length
      if (!shown[wrapped]!.disabled) return wrapped
    }
    return -1
  }
  const openAt = (index: number) => {
    setOpen(true)
    setActive(index)
  }
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const choose = (option: ComboboxOption) => {
    if (option.disabled) return
    known.current.set(option.value, option)
    if (props.multiple) {
      // Choosing a chosen option again takes it away: the list is also the way to untick.
      setValues(
        values.includes(option.value) ? values.filter((value) => value !== option.value) : [...values, option.value],
      )
      setDraft(null)
      setActive(-1)
      return
    }
    setValues([editsValue ? option.label : option.value])
    setDraft(null)
    close()
  }
  const addTyped = () => {
    const typed = query.trim()
    if (!typed || values.includes(typed)) return
    setValues([...values, typed])
    setDraft(null)
  }

  const selectedIndex = () => (props.multiple ? -1 : shown.findIndex((option) => option.value === values[0]))
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const hasOptions = shown.length > 0
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open || event.altKey) openAt(event.altKey ? -1 : enabledIndex(Math.max(selectedIndex(), 0), 1))
        else if (hasOptions) setActive(enabledIndex(active + 1, 1))
        return
      case 'ArrowUp':
        event.preventDefault()
        if (!open) openAt(enabledIndex(shown.length - 1, -1))
        else if (hasOptions) setActive(enabledIndex(active < 0 ? shown.length - 1 : active - 1, -1))
        return
      case 'Home':
      case 'End':
        // Within the list once the arrows are in it; otherwise the caret moves as in any input.
        if (!open || active < 0) return
        event.preventDefault()
        setActive(event.key === 'Home' ? enabledIndex(0, 1) : enabledIndex(shown.length - 1, -1))
        return
      case 'Enter': {
        const option = open && active >= 0 ? shown[active] : undefined
        if (option) {
          event.preventDefault()
          choose(option)
        } else if (props.multiple && freeText && query.trim()) {
          event.preventDefault()
          addTyped()
        } else if (open) close()
        return
      }
      case 'Escape':
        // First the popup closes; a second Escape clears what is typed (and a single value).
        if (open) {
          event.preventDefault()
          close()
          if (!editsValue) setDraft(null)
        } else if (text) {
          event.preventDefault()
          setDraft(null)
          if (!props.multiple) setValues([])
        }
        return
      case 'Backspace':
        if (props.multiple && !text && values.length > 0) setValues(values.slice(0, -1))
        return
      case 'Tab':
        close()
        return
    }
  }
  const onType = (typed: string) => {
    if (editsValue) props.onChange(typed)
    else setDraft(typed)
    if (!props.multiple && !freeText && typed === '') setValues([])
    setOpen(true)
    // A fixed list puts the first match under Enter; free text keeps Enter for what was typed.
    setActive(freeText || loadOptions ? -1 : typed ? 0 : -1)
  }

  // For assistive technology, how many options the list now holds, or why it holds none.
  const status = !open
    ? ''
    : loading
      ? t`Searching…`
      : failed
        ? t`The suggestions could not be loaded.`
        : shown.length === 0
          ? t`No match`
          : t`${plural(shown.length, { one: '# suggestion', other: '# suggestions' })}`

  const showPopup = open && !disabled && place !== null
  return (
    <div className="combobox" data-disabled={disabled ? '' : undefined}>
      <div
        ref={field}
        className="combobox__field"
        data-invalid={props['aria-invalid'] ? '' : undefined}
        // A click on the frame (between chips) means the input.
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) {
            event.preventDefault()
            input.current?.focus()
          }
        }}
      >
        {props.multiple &&
          values.map((value) => (
            <span key={value} className="combobox__chip">
              <span className="combobox__chip-label">{labelOf(value)}</span>
              <button
                type="button"
                className="combobox__chip-remove"
                disabled={disabled}
                aria-label={t`Remove ${labelOf(value)}`}
                onClick={() => {
                  setValues(values.filter((chosen) => chosen !== value))
                  input.current?.focus()
                }}
              >
                <IconX size={12} aria-hidden="true" />
              </button>
            </span>
          ))}
        <input
          ref={(element) => {
            input.current = element
            if (typeof ref === 'function') ref(element)
            else if (ref) ref.current = element
          }}
          id={inputId}
          name={name}
          className="combobox__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={showPopup ? listboxId : undefined}
          aria-activedescendant={showPopup && active >= 0 ? optionId(active) : undefined}
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          aria-describedby={props['aria-describedby']}
          aria-invalid={props['aria-invalid'] || undefined}
          aria-required={props['aria-required'] || undefined}
          placeholder={props.multiple && values.length > 0 ? undefined : placeholder}
          disabled={disabled}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!open) openAt(-1)
          }}
          onBlur={() => {
            close()
            // A half-typed name is not a value: the input shows the chosen one again.
            if (!freeText) setDraft(null)
            onBlur?.()
          }}
        />
        {loading && open ? (
          <Spinner size="1" className="combobox__adornment" />
        ) : (
          <button
            type="button"
            className="combobox__toggle"
            // Reached by the arrows from the input: the button is for the pointer only.
            tabIndex={-1}
            disabled={disabled}
            aria-label={t`Show suggestions`}
            aria-expanded={showPopup}
            aria-controls={showPopup ? listboxId : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              input.current?.focus()
              if (open) close()
              else openAt(-1)
            }}
          >
            <IconChevronDown size={16} aria-hidden="true" />
          </button>
        )}
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      {showPopup &&
        createPortal(
          // The portal leaves the app's theme and the demo's direction: the popup takes both again.
          <Theme asChild>
            <div
              dir={direction}
              className="combobox__popup"
              style={place}
              // Focus stays in the input while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
            >
              {/* The listbox holds options only; what the popup says besides them sits after it. */}
              <div
                ref={listbox}
                id={listboxId}
                role="listbox"
                className="combobox__listbox"
                aria-labelledby={props['aria-labelledby']}
                aria-label={props['aria-labelledby'] ? undefined : (props['aria-label'] ?? t`Suggestions`)}
                aria-multiselectable={props.multiple || undefined}
                aria-busy={loading || undefined}
              >
                {shown.map((option, index) => {
                  const chosen = values.includes(option.value)
                  return (
                    <div
                      key={option.value}
                      id={optionId(index)}
                      role="option"
                      className="combobox__option"
                      // One value: the option under the arrows is the selected one (WAI-ARIA APG);
                      // several: the chosen ones are, ticked.
                      aria-selected={props.multiple ? chosen : index === active}
                      aria-disabled={option.disabled || undefined}
                      data-active={index === active ? '' : undefined}
                      onMouseMove={() => {
                        if (!option.disabled && index !== active) setActive(index)
                      }}
                      onClick={() => choose(option)}
                    >
                      <span className="combobox__check" aria-hidden="true">
                        {chosen && <IconCheck size={14} />}
                      </span>
                      <span className="combobox__option-text">
                        <span>{option.label}</span>
                        {option.description && (
                          <Text size="1" color="gray">
                            {option.description}
                          </Text>
                        )}
                      </span>
                    </div>
                  )
                })}
              </div>
              {loading && shown.length === 0 && (
                <Text as="div" size="2" color="gray" className="combobox__message">
                  <Trans>Searching…</Trans>
                </Text>
              )}
              {failed && (
                <Text as="div" size="2" color="red" className="combobox__message">
                  <Trans>The suggestions could not be loaded. Type again to retry.</Trans>
                </Text>
              )}
              {!loading && !failed && shown.length === 0 && (
                <Text as="div" size="2" color="gray" className="combobox__message">
                  {emptyMessage ?? <Trans>No match. Try another word.</Trans>}
                </Text>
              )}
            </div>
          </Theme>,
          document.body,
        )}
    </div>
  )
}

/**
 * Where the popup goes: under the field, as wide as it, kept there while the page scrolls. `null`
 * while closed or not yet measured.
 */
function usePopupPlace(field: RefObject<HTMLDivElement | null>, open: boolean): CSSProperties | null {
  const [place, setPlace] = useState<CSSProperties | null>(null)
  useLayoutEffect(() => {
    if (!open || !field.current) return
    const measure = () => {
      const box = field.current?.getBoundingClientRect()
      if (!box) return
      const below = window.innerHeight - box.bottom - 8
      const above = box.top - 8
      // Under the field unless the room is there only above it (a field at the page's bottom).
      const under = below >= 160 || below >= above
      setPlace({
        position: 'fixed',
        left: box.left,
        width: box.width,
        ...(under ? { top: box.bottom + 4 } : { bottom: window.innerHeight - box.top + 4 }),
        maxHeight: Math.min(288, under ? below : above),
      })
    }
    measure()
    // Chips added or removed change the field's height.
    const resizes = new ResizeObserver(measure)
    resizes.observe(field.current)
    window.addEventListener('scroll', measure, true)
    window.addEventListener('resize', measure)
    return () => {
      resizes.disconnect()
      window.removeEventListener('scroll', measure, true)
      window.removeEventListener('resize', measure)
    }
  }, [open, field])
  return open ? place : null
}
