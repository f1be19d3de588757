import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { Direction } from 'radix-ui'
import { DayPicker } from 'react-day-picker'
import { formatDate } from '@/lib/format'
import { CalendarPopover } from './CalendarPopover'
import { calendarLocale, disabledDaysOf } from './calendarLocale'
import { fromIsoDate, toIsoDate, type IsoDate } from './isoDate'

export interface DatePickerProps {
  value: IsoDate | null
  onChange: (value: IsoDate | null) => void
  /** Id of the visible label naming the picker (DateField passes its own). */
  labelledBy: string
  placeholder?: string
  /** Earliest and latest days that can be chosen. */
  min?: IsoDate
  max?: IsoDate
  /** Days that cannot be chosen besides those outside min / max (weekends, holidays). */
  isDayDisabled?: (day: IsoDate) => boolean
  /** Offers "Clear" when the date is optional. */
  clearable?: boolean
  disabled?: boolean
  invalid?: boolean
  id?: string
  describedBy?: string
  onClose?: () => void
}

/**
 * One day, chosen in a calendar that speaks the current language: its month and day names, its
 * first day of the week, its direction (arrow keys follow it), its digits. Keyboard: Enter or
 * Space opens, arrows move by day and week, Page Up/Down by month, Enter chooses, Escape closes.
 */
export function DatePicker({
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
}: DatePickerProps) {
  const { i18n } = useLingui()
  const summaryId = useId()
  const [open, setOpen] = useState(false)
  const { locale, numerals, labels } = calendarLocale(i18n.locale)
  // The page's direction (the language's, or a preview's in the other direction).
  const dir = Direction.useDirection()
  const selected = value ? fromIsoDate(value) : undefined
  const disabledDays = disabledDaysOf(min, max, isDayDisabled)
  const changeOpen = (next: boolean) => {
    setOpen(next)
    if (!next) onClose?.()
  }
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
        <Text id={summaryId} color={value ? undefined : 'gray'}>
          {value ? formatDate(i18n.locale, value) : (placeholder ?? <Trans>Pick a date</Trans>)}
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
        mode="single"
        required={false}
        autoFocus
        locale={locale}
        dir={dir}
        numerals={numerals}
        labels={labels}
        selected={selected}
        defaultMonth={selected}
        disabled={disabledDays}
        onSelect={(day) => {
          onChange(day ? toIsoDate(day) : null)
          changeOpen(false)
        }}
      />
    </CalendarPopover>
  )
}
