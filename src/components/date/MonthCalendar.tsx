import { useLingui } from '@lingui/react'
import { Direction } from 'radix-ui'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import { calendarLocale } from './calendarLocale'
import './calendar.css'

/**
 * A month always shown (the calendar app's sidebar): choosing a day hands it over; `month` follows
 * the page's own calendar. It speaks the current language, as the date pickers do.
 */
export function MonthCalendar({
  selected,
  month,
  onMonthChange,
  onSelect,
  label,
}: {
  selected: Date
  month: Date
  onMonthChange: (month: Date) => void
  onSelect: (day: Date) => void
  label: string
}) {
  const { i18n } = useLingui()
  const { locale, numerals, labels } = calendarLocale(i18n.locale)
  // The page's direction (the language's, or a preview's in the other direction).
  const dir = Direction.useDirection()
  return (
    <div className="calendar calendar--compact" role="group" aria-label={label}>
      <DayPicker
        mode="single"
        required
        locale={locale}
        dir={dir}
        numerals={numerals}
        labels={labels}
        selected={selected}
        month={month}
        onMonthChange={onMonthChange}
        onSelect={onSelect}
      />
    </div>
  )
}
