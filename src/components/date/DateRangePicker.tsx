import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { Direction } from 'radix-ui'
import { DayPicker, type DateRange } from 'react-day-picker'
import { formatDate } from '@/lib/format'
import { CalendarPopover } from './CalendarPopover'
import { calendarLocale, disabledDaysOf } from './calendarLocale'
import { fromIsoDate, toIsoDate, type IsoDate, type IsoDateRange } from './isoDate'
import { useWideScreen } from './useWideScreen'

export interface DateRangePickerProps {
  value: IsoDateRange | null
  onChange: (value: IsoDateRange | null) => void
  labelledBy: string
  placeholder?: string
  min?: IsoDate
  max?: IsoDate
  /** Days that cannot be chosen besides those outside min / max (weekends, holidays). */
  isDayDisabled?: (day: IsoDate) => boolean
  clearable?: boolean
  disabled?: boolean
  invalid?: boolean
  id?: string
  describedBy?: string
  onClose?: () => void
}

/**
 * A span of days (a report period, a stay): the first click chooses where it starts, the second
 * where it ends, and the popover closes. Two months side by side on wide screens, one on a phone.
 */
export function DateRangePicker({
  value,
  onChange,
  labelledBy,
  placeholder,
  min,
  max,
  isDayDisabled,
  clearable,
  disabled,
  invalid,
  id,
  describedBy,
  onClose,
}: DateRangePickerProps) {
  const { i18n } = useLingui()
  const summaryId = useId()
  const wide = useWideScreen()
  const [open, setOpen] = useState(false)
  // The first day clicked, while the second is awaited.
  const [start, setStart] = useState<Date | null>(null)
  const { locale, numerals, labels } = calendarLocale(i18n.locale)
  // The page's direction (the language's, or a preview's in the other direction).
  const dir = Direction.useDirection()
  const selected: DateRange | undefined = start
    ? { from: start, to: undefined }
    : value
      ? { from: fromIsoDate(value.from), to: fromIsoDate(value.to) }
      : undefined
  const disabledDays = disabledDaysOf(min, max, isDayDisabled)
  const changeOpen = (next: boolean) => {
    setOpen(next)
    setStart(null)
    if (!next) onClose?.()
  }
  const summary = value ? `${formatDate(i18n.locale, value.from)} – ${formatDate(i18n.locale, value.to)}` : null
  return (
    <CalendarPopover
      open={open}
      onOpenChange={changeOpen}
      invalid={invalid}
      disabled={disabled}
      triggerProps={{
        id,
        'aria-labelledby': `${labelledBy} ${summaryId}`,
        'aria-describedby': describedBy,
        'aria-invalid': invalid || undefined,
      }}
      summary={
        <Text id={summaryId} color={summary ? undefined : 'gray'}>
          {/* The range reads in the language's direction, whatever the digits. */}
          {summary ? <bdi>{summary}</bdi> : (placeholder ?? <Trans>Pick dates</Trans>)}
        </Text>
      }
      footer={
        clearable &&
        value && (
          <Flex justify="end">
            <Button
              type="button"
              variant="ghost"
              color="gray"
              onClick={() => {
                onChange(null)
                changeOpen(false)
              }}
            >
              <Trans>Clear</Trans>
            </Button>
          </Flex>
        )
      }
    >
      <DayPicker
        mode="range"
        autoFocus
        locale={locale}
        dir={dir}
        numerals={numerals}
        labels={labels}
        numberOfMonths={wide ? 2 : 1}
        selected={selected}
        defaultMonth={selected?.from}
        disabled={disabledDays}
        onSelect={(_range, day) => {
          if (start === null) {
            setStart(day)
            return
          }
          const [from, to] = start <= day ? [start, day] : [day, start]
          onChange({ from: toIsoDate(from), to: toIsoDate(to) })
          changeOpen(false)
        }}
      />
    </CalendarPopover>
  )
}
