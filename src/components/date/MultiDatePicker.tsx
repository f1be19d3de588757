import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { Direction } from 'radix-ui'
import { useId, useState } from 'react'
import { DayPicker } from 'react-day-picker'
import { formatDate, formatList } from '@/lib/format'
import { CalendarPopover } from './CalendarPopover'
import { calendarLocale, disabledDaysOf } from './calendarLocale'
import { fromIsoDate, toIsoDate, type IsoDate } from './isoDate'

export interface MultiDatePickerProps {
  /** The chosen days, in calendar order. */
  value: IsoDate[]
  onChange: (value: IsoDate[]) => void
  labelledBy: string
  placeholder?: string
  min?: IsoDate
  max?: IsoDate
  isDayDisabled?: (day: IsoDate) => boolean
  /** The most days that can be chosen; the others are disabled once it is reached. */
  maxCount?: number
  clearable?: boolean
  disabled?: boolean
  invalid?: boolean
  id?: string
  describedBy?: string
  onClose?: () => void
}

/**
 * Several separate days (the days a campaign posts): each click adds or removes one and the
 * calendar stays open until "Done", Escape or a click outside. The trigger lists up to three days,
 * then says how many.
 */
export function MultiDatePicker({
  value,
  onChange,
  labelledBy,
  placeholder,
  min,
  max,
  isDayDisabled,
  maxCount,
  clearable,
  disabled,
  invalid,
  id,
  describedBy,
  onClose,
}: MultiDatePickerProps) {
  const { t, i18n } = useLingui()
  const summaryId = useId()
  const [open, setOpen] = useState(false)
  const { locale, numerals, labels } = calendarLocale(i18n.locale)
  const dir = Direction.useDirection()
  const selected = value.map(fromIsoDate)
  const changeOpen = (next: boolean) => {
    setOpen(next)
    if (!next) onClose?.()
  }
  const count = value.length
  const summary =
    count === 0
      ? null
      : count <= 3
        ? formatList(
            i18n.locale,
            value.map((day) => formatDate(i18n.locale, day)),
          )
        : t({ message: plural(count, { one: '# date', other: '# dates' }) })
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
          {summary ?? placeholder ?? <Trans>Pick dates</Trans>}
        </Text>
      }
      footer={
        <Flex justify="end" gap="3">
          {clearable && count > 0 && (
            <Button type="button" variant="ghost" color="gray" onClick={() => onChange([])}>
              <Trans>Clear</Trans>
            </Button>
          )}
          <Button type="button" variant="soft" onClick={() => changeOpen(false)}>
            <Trans>Done</Trans>
          </Button>
        </Flex>
      }
    >
      <DayPicker
        mode="multiple"
        autoFocus
        locale={locale}
        dir={dir}
        numerals={numerals}
        labels={labels}
        max={maxCount}
        selected={selected}
        defaultMonth={selected[0]}
        disabled={disabledDaysOf(min, max, isDayDisabled)}
        onSelect={(days) => onChange((days ?? []).map(toIsoDate).sort())}
      />
    </CalendarPopover>
  )
}
