import { useLingui } from '@lingui/react/macro'
import { Select, VisuallyHidden } from '@radix-ui/themes'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import './timeInput.css'

/** A time of day, 24 hours, 'HH:mm' ('09:30', '21:05'): like IsoDate, it serialises as is. */
export type IsoTime = string

export interface TimeInputProps {
  value: IsoTime | null
  /** Called with the time once both hours and minutes are typed, null while either is empty. */
  onChange: (value: IsoTime | null) => void
  /** Id of the visible label naming the whole field. */
  labelledBy: string
  /** What the arrow keys add to the minutes (1 by default). */
  minuteStep?: number
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
  id?: string
  onBlur?: () => void
}

interface Parts {
  hour: number | null // 0-23
  minute: number | null
  pm: boolean
}

/**
 * Hours and minutes typed from the keyboard, written as the current language writes a time (Intl):
 * 12 hours with AM / PM in English and Arabic, 24 hours in French, in the language's digits.
 * Any digits can be typed (Arabic-Indic too); two digits move on to the next part; the arrows add or
 * take one (or `minuteStep`).
 */
export function TimeInput({
  value,
  onChange,
  labelledBy,
  minuteStep = 1,
  disabled,
  invalid,
  describedBy,
  id,
  onBlur,
}: TimeInputProps) {
  const { t, i18n } = useLingui()
  const style = timeStyleOf(i18n.locale)
  const [parts, setParts] = useState<Parts>(() => partsOf(value))
  // Follows a value set from outside (a reset), but not the one just emitted.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (value !== isoOf(parts)) setParts(partsOf(value))
  }
  const [draft, setDraft] = useState<{ part: 'hour' | 'minute'; text: string } | null>(null)
  const minuteInput = useRef<HTMLInputElement>(null)
  const periodId = useId()
  const periodLabelId = useId()

  const update = (next: Parts) => {
    setParts(next)
    const iso = isoOf(next)
    setSeen(iso)
    if (iso !== value) onChange(iso)
  }
  const shownHour = parts.hour === null ? null : style.twelve ? parts.hour % 12 || 12 : parts.hour
  const setHour = (hour: number) => update({ ...parts, hour: style.twelve ? (hour % 12) + (parts.pm ? 12 : 0) : hour })

  const typed = (part: 'hour' | 'minute', text: string) => {
    const [low, high] = part === 'minute' ? [0, 59] : style.twelve ? [1, 12] : [0, 23]
    let digits = latinDigits(text).slice(-2)
    // "13" in a 12-hour clock starts again from "3".
    if (Number(digits) > high) digits = digits.slice(-1)
    setDraft({ part, text: digits })
    if (digits === '') return update({ ...parts, [part]: null })
    const number = Number(digits)
    if (number < low) return
    if (part === 'hour') setHour(number)
    else update({ ...parts, minute: number })
    // Two digits, or one that no second could follow, complete the part.
    if (part === 'hour' && (digits.length === 2 || number * 10 > high)) minuteInput.current?.focus()
  }

  const step = (part: 'hour' | 'minute', by: number) => {
    if (part === 'minute') {
      const minute = parts.minute === null ? 0 : (parts.minute + by * minuteStep + 60) % 60
      return update({ ...parts, minute })
    }
    const hour = parts.hour === null ? (style.twelve ? 12 : 0) : (parts.hour + by + 24) % 24
    update({ ...parts, hour, pm: style.twelve ? hour >= 12 : parts.pm })
  }
  const onKeyDown = (part: 'hour' | 'minute') => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
    event.preventDefault()
    setDraft(null)
    step(part, event.key === 'ArrowUp' ? 1 : -1)
  }

  const segment = (part: 'hour' | 'minute') => {
    const number = part === 'hour' ? shownHour : parts.minute
    const text =
      draft?.part === part
        ? style.digits(draft.text)
        : number === null
          ? ''
          : style.number(number, part === 'minute' || style.padHour)
    return (
      <input
        ref={part === 'minute' ? minuteInput : undefined}
        id={part === 'hour' ? id : undefined}
        className="time-input__part"
        data-part={part}
        inputMode="numeric"
        autoComplete="off"
        aria-label={part === 'hour' ? t`Hours` : t`Minutes`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={style.number(0, true).replace(/./gu, '–')}
        disabled={disabled}
        value={text}
        onChange={(event) => typed(part, event.target.value)}
        onKeyDown={onKeyDown(part)}
        onFocus={(event) => event.target.select()}
        onBlur={() => setDraft(null)}
      />
    )
  }

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className="time-input"
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.()
      }}
    >
      {/* Hours then minutes, left to right in every language, as Intl writes them. */}
      <span dir="ltr" className="time-input__clock">
        {segment('hour')}
        <span aria-hidden>{style.separator}</span>
        {segment('minute')}
      </span>
      {style.twelve && (
        <Select.Root
          size="1"
          disabled={disabled}
          value={parts.pm ? 'pm' : 'am'}
          onValueChange={(period) => {
            const pm = period === 'pm'
            update({ ...parts, pm, hour: parts.hour === null ? null : (parts.hour % 12) + (pm ? 12 : 0) })
          }}
        >
          {/* Named "Before or after noon AM": the name holds what the button shows (WCAG 2.5.3). */}
          <VisuallyHidden id={periodLabelId}>{t`Before or after noon`}</VisuallyHidden>
          <Select.Trigger id={periodId} variant="ghost" aria-labelledby={`${periodLabelId} ${periodId}`} />
          <Select.Content position="popper">
            <Select.Item value="am">{style.am}</Select.Item>
            <Select.Item value="pm">{style.pm}</Select.Item>
          </Select.Content>
        </Select.Root>
      )}
    </div>
  )
}

/** How a language writes a time: its clock, its separator, its digits, its AM / PM. */
export function timeStyleOf(locale: string) {
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' })
  const cycle = format.resolvedOptions().hourCycle
  const twelve = cycle === 'h12' || cycle === 'h11'
  const sample = format.formatToParts(new Date(2026, 0, 1, 9, 5))
  const evening = format.formatToParts(new Date(2026, 0, 1, 21, 5))
  const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? ''
  const hourIndex = sample.findIndex((part) => part.type === 'hour')
  const numbers = new Intl.NumberFormat(locale, { useGrouping: false })
  const padded = new Intl.NumberFormat(locale, { useGrouping: false, minimumIntegerDigits: 2 })
  return {
    twelve,
    padHour: partOf(sample, 'hour').length === 2,
    separator: sample[hourIndex + 1]?.type === 'literal' ? sample[hourIndex + 1]!.value : ':',
    am: partOf(sample, 'dayPeriod') || 'AM',
    pm: partOf(evening, 'dayPeriod') || 'PM',
    number: (value: number, pad: boolean) => (pad ? padded : numbers).format(value),
    /** Latin digits being typed, shown in the language's digits. */
    digits: (latin: string) => latin.replace(/\d/gu, (digit) => numbers.format(Number(digit))),
  }
}

/** Arabic-Indic and Persian digits read as 0-9; anything else dropped. */
function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/gu, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/gu, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\D/gu, '')
}

function partsOf(value: IsoTime | null): Parts {
  const match = value ? /^(\d{2}):(\d{2})$/u.exec(value) : null
  if (!match) return { hour: null, minute: null, pm: false }
  const hour = Number(match[1])
  return { hour, minute: Number(match[2]), pm: hour >= 12 }
}

function isoOf({ hour, minute }: Parts): IsoTime | null {
  if (hour === null || minute === null) return null
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}
