import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { DatePicker, MultiDatePicker, TimeInput, type IsoDate, type IsoTime } from '@/components/date'
import { renderKit } from '../support/render'

function PostingDays() {
  const [value, setValue] = useState<IsoDate[]>(['2026-03-10'])
  return (
    <>
      <span id="days-label">Posting days</span>
      <MultiDatePicker labelledBy="days-label" value={value} onChange={setValue} clearable />
      <span data-testid="value">{value.join(',') || 'none'}</span>
    </>
  )
}

function Weekdays() {
  const [value, setValue] = useState<IsoDate | null>('2026-03-11')
  const weekend = (day: IsoDate) => [0, 6].includes(new Date(`${day}T12:00`).getDay())
  return (
    <>
      <span id="call-label">Call day</span>
      <DatePicker labelledBy="call-label" value={value} onChange={setValue} isDayDisabled={weekend} min="2026-03-05" />
      <span data-testid="value">{value ?? 'none'}</span>
    </>
  )
}

function SendAt({ initial = null }: { initial?: IsoTime | null }) {
  const [value, setValue] = useState<IsoTime | null>(initial)
  return (
    <>
      <span id="time-label">Send at</span>
      <TimeInput labelledBy="time-label" value={value} onChange={setValue} />
      <span data-testid="value">{value ?? 'none'}</span>
    </>
  )
}

const value = () => page.getByTestId('value')
const dayButton = (isoDay: string) => document.querySelector<HTMLButtonElement>(`[data-day="${isoDay}"] button`)!

describe('the multiple-date picker', () => {
  test('adds and removes days while staying open, and says them on its button', async () => {
    await renderKit(<PostingDays />)
    await userEvent.click(page.getByRole('button', { name: 'Posting days Mar 10, 2026' }))
    await expect.element(page.getByRole('grid', { name: 'March 2026' })).toBeVisible()
    await userEvent.click(dayButton('2026-03-12'))
    await userEvent.click(dayButton('2026-03-03'))
    await expect.element(value()).toHaveTextContent('2026-03-03,2026-03-10,2026-03-12')
    // Still open: a second click on a chosen day takes it out.
    await userEvent.click(dayButton('2026-03-10'))
    await expect.element(value()).toHaveTextContent('2026-03-03,2026-03-12')
    await userEvent.click(page.getByRole('button', { name: 'Done' }))
    await expect.element(page.getByRole('button', { name: 'Posting days Mar 3, 2026 and Mar 12, 2026' })).toHaveFocus()
  })

  test('says how many once more than three are chosen', async () => {
    await renderKit(<PostingDays />)
    await userEvent.click(page.getByRole('button', { name: /^Posting days/ }))
    for (const day of ['2026-03-02', '2026-03-04', '2026-03-06']) await userEvent.click(dayButton(day))
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('button', { name: 'Posting days 4 dates' })).toBeVisible()
  })
})

describe('days that cannot be chosen', () => {
  test('weekends and days before min are disabled, the others can be chosen', async () => {
    await renderKit(<Weekdays />)
    await userEvent.click(page.getByRole('button', { name: /^Call day/ }))
    await expect.poll(() => dayButton('2026-03-14')?.disabled).toBe(true) // a Saturday
    expect(dayButton('2026-03-15').disabled).toBe(true) // a Sunday
    expect(dayButton('2026-03-04').disabled).toBe(true) // before min
    expect(dayButton('2026-03-13').disabled).toBe(false)
    await userEvent.click(dayButton('2026-03-13'))
    await expect.element(value()).toHaveTextContent('2026-03-13')
  })
})

describe('the time input', () => {
  test('in English: 12 hours, typed hours move on to the minutes, AM / PM chosen apart', async () => {
    await renderKit(<SendAt />)
    await expect.element(page.getByRole('group', { name: 'Send at' })).toBeVisible()
    await userEvent.click(page.getByRole('textbox', { name: 'Hours' }))
    await userEvent.keyboard('9')
    await expect.element(page.getByRole('textbox', { name: 'Minutes' })).toHaveFocus()
    await userEvent.keyboard('30')
    await expect.element(value()).toHaveTextContent('09:30')
    await userEvent.click(page.getByRole('combobox', { name: 'Before or after noon AM' }))
    await userEvent.click(page.getByRole('option', { name: 'PM' }))
    await expect.element(value()).toHaveTextContent('21:30')
    // The arrows step the focused part.
    await userEvent.click(page.getByRole('textbox', { name: 'Minutes' }))
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect.element(value()).toHaveTextContent('21:32')
  })

  test('in French: 24 hours, two digits each, no AM / PM', async () => {
    await renderKit(<SendAt initial="21:05" />, { locale: 'fr' })
    await expect.element(page.getByRole('textbox', { name: /./ }).first()).toHaveValue('21')
    expect(page.getByRole('textbox').elements()[1]).toHaveValue('05')
    expect(page.getByRole('combobox').elements()).toHaveLength(0)
    await userEvent.click(page.getByRole('textbox').first())
    await userEvent.keyboard('07')
    await expect.element(value()).toHaveTextContent('07:05')
  })

  test('reads Arabic-Indic digits, and is empty until both parts are typed', async () => {
    await renderKit(<SendAt />, { locale: 'ar' })
    const [hours, minutes] = page.getByRole('textbox').elements()
    await userEvent.click(hours!)
    await userEvent.keyboard('٨')
    await expect.element(value()).toHaveTextContent('none')
    await expect.poll(() => document.activeElement).toBe(minutes)
    await userEvent.keyboard('٤٥')
    await expect.element(value()).toHaveTextContent('08:45')
  })
})
