import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import DatePickerDateTime from './demos/DatePickerDateTime'
import DatePickerDisabled from './demos/DatePickerDisabled'
import DatePickerDisabledDays from './demos/DatePickerDisabledDays'
import DatePickerForm from './demos/DatePickerForm'
import DatePickerInline from './demos/DatePickerInline'
import DatePickerMultiple from './demos/DatePickerMultiple'
import DatePickerRange from './demos/DatePickerRange'
import DatePickerSingle from './demos/DatePickerSingle'
import DatePickerTime from './demos/DatePickerTime'
import { sourceOf } from './demoSource'

/** `/forms/date-time-picker`: the kit's date pieces (@/components/date, docs/kit.md "Dates"). */
export default function DateTimePickerScreen() {
  return (
    <CataloguePage
      title={<Trans>Date and time picker</Trans>}
      intro={
        <Trans>
          Days and times from @/components/date: calendars in the current language (its month names, first day of the
          week and direction), days as IsoDate strings, times as HH:mm. Keyboard: arrows by day and week, Page Up and
          Page Down by month, Enter to choose, Escape to close.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Single date</Trans>}
        description={<Trans>One day, with Clear when it is optional.</Trans>}
        source={sourceOf('DatePickerSingle')}
      >
        <DatePickerSingle />
      </DemoCard>
      <DemoCard
        title={<Trans>Date range</Trans>}
        description={<Trans>A start and an end, two months side by side on wide screens.</Trans>}
        source={sourceOf('DatePickerRange')}
      >
        <DatePickerRange />
      </DemoCard>
      <DemoCard
        title={<Trans>Multiple dates</Trans>}
        description={<Trans>Separate days, added and taken out while the calendar stays open.</Trans>}
        source={sourceOf('DatePickerMultiple')}
      >
        <DatePickerMultiple />
      </DemoCard>
      <DemoCard
        title={<Trans>Time</Trans>}
        description={<Trans>Hours and minutes typed, on 12 or 24 hours as the language writes them.</Trans>}
        source={sourceOf('DatePickerTime')}
      >
        <DatePickerTime />
      </DemoCard>
      <DemoCard
        title={<Trans>Date and time</Trans>}
        description={
          <Trans>A day and a time read together as one moment; the minutes step by 15 with the arrows.</Trans>
        }
        source={sourceOf('DatePickerDateTime')}
      >
        <DatePickerDateTime />
      </DemoCard>
      <DemoCard
        title={<Trans>Inline</Trans>}
        description={<Trans>A month always shown, without a popover.</Trans>}
        source={sourceOf('DatePickerInline')}
      >
        <DatePickerInline />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled dates</Trans>}
        description={<Trans>Weekends and past days refused, and nothing after 60 days (min and max).</Trans>}
        source={sourceOf('DatePickerDisabledDays')}
      >
        <DatePickerDisabledDays />
      </DemoCard>
      <DemoCard
        title={<Trans>Disabled</Trans>}
        description={<Trans>Shown but not changeable.</Trans>}
        source={sourceOf('DatePickerDisabled')}
      >
        <DatePickerDisabled />
      </DemoCard>
      <DemoCard
        title={<Trans>In a form, with errors</Trans>}
        description={
          <Trans>
            DateField and DateRangeField checked by zod: send the form to see a required day and a rule across two
            fields.
          </Trans>
        }
        source={sourceOf('DatePickerForm')}
      >
        <DatePickerForm />
      </DemoCard>
    </CataloguePage>
  )
}
