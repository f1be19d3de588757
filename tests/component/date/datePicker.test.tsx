import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { DatePicker, DateRangePicker, type IsoDate, type IsoDateRange } from '@/components/date'
import { renderKit } from '../support/render'

function DueDate({ initial = '2026-03-14' }: { initial?: IsoDate | null }) {
  const [value, setValue] = useState<IsoDate | null>(initial)
  return (
    <>
      <span id="due-label">Due date</span>
      <DatePicker labelledBy="due-label" value={value} onChange={setValue} clearable />
      <span data-testid="value">{value ?? 'none'}</span>
    </>
  )
}

function Period() {
  const [value, setValue] = useState<IsoDateRange | null>(null)
  return (
    <>
      <span id="period-label">Period</span>
      <DateRangePicker labelledBy="period-label" value={value} onChange={setValue} />
      <span data-testid="value">{value ? `${value.from}/${value.to}` : 'none'}</span>
    </>
  )
}

const weekdayHeaders = () =>
  Array.from(document.querySelectorAll('.rdp-weekday'), (cell) => cell.getAttribute('aria-label') ?? cell.textContent)

describe('the date picker', () => {
  test('names itself with its label and its date, and is usable from the keyboard alone', async () => {
    await renderKit(<DueDate />)
    const trigger = page.getByRole('button', { name: 'Due date Mar 14, 2026' })
    await expect.element(trigger).toBeVisible()
    await userEvent.click(trigger)
    // The calendar opens on the chosen day, with focus on it.
    const grid = page.getByRole('grid', { name: 'March 2026' })
    await expect.element(grid).toBeVisible()
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toMatch(/March 14th, 2026/)
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}')
    await expect.element(page.getByTestId('value')).toHaveTextContent('2026-03-22')
    await expect.element(grid).not.toBeInTheDocument()
    // Focus comes back to the button, which now says the new date.
    await expect.element(page.getByRole('button', { name: 'Due date Mar 22, 2026' })).toHaveFocus()
  })

  test('names each day with the number it shows (WCAG 2.5.3), in each language', async () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const view = await renderKit(<DueDate />, { locale })
      await userEvent.click(page.getByRole('button', { name: /^Due date/ }))
      await expect.poll(() => document.querySelectorAll('.rdp-day_button').length).toBeGreaterThan(27)
      const mismatched = Array.from(document.querySelectorAll('.rdp-day_button'), (button) => ({
        shown: button.textContent ?? '',
        name: button.getAttribute('aria-label') ?? '',
      })).filter(({ shown, name }) => !name.split(/[\s,،.]+/u).includes(shown))
      expect(mismatched, locale).toEqual([])
      await view.unmount()
    }
  })

  test('speaks French: month and day names, weeks from Monday, its own labels', async () => {
    await renderKit(<DueDate />, { locale: 'fr' })
    await userEvent.click(page.getByRole('button', { name: 'Due date 14 mars 2026' }))
    await expect.element(page.getByRole('grid', { name: 'mars 2026' })).toBeVisible()
    expect(weekdayHeaders()[0]).toBe('lundi')
    await expect.element(page.getByRole('button', { name: 'Aller au mois suivant' })).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Effacer' }))
    await expect.element(page.getByTestId('value')).toHaveTextContent('none')
    await expect.element(page.getByRole('button', { name: 'Due date Choisir une date' })).toBeVisible()
  })

  test('in Arabic the week starts on Saturday, runs right to left, and the arrows follow', async () => {
    await renderKit(<DueDate />, { locale: 'ar' })
    await userEvent.click(page.getByRole('button', { name: /^Due date/ }))
    const calendar = document.querySelector('.rdp-root')
    await expect.poll(() => document.querySelector('.rdp-root')?.getAttribute('dir')).toBe('rtl')
    expect(calendar).not.toBeNull()
    expect(weekdayHeaders()[0]).toBe('السبت')
    // In right to left, the left arrow moves to the next day.
    await userEvent.keyboard('{ArrowLeft}{Enter}')
    await expect.element(page.getByTestId('value')).toHaveTextContent('2026-03-15')
  })
})

describe('the range picker', () => {
  test('takes a start and an end, in either order, and closes once both are chosen', async () => {
    await renderKit(<Period />)
    await userEvent.click(page.getByRole('button', { name: 'Period Pick dates' }))
    const month = page.getByRole('grid').first()
    await expect.element(month).toBeVisible()
    const firstMonth = document.querySelector('.rdp-month')!
    const day = (n: number) => firstMonth.querySelectorAll<HTMLElement>('.rdp-day:not(.rdp-outside) button')[n - 1]!
    const yearMonth = firstMonth.querySelector('.rdp-day:not(.rdp-outside)')!.getAttribute('data-day')!.slice(0, 8)
    await userEvent.click(day(10))
    await expect.element(page.getByTestId('value')).toHaveTextContent('none')
    await userEvent.click(day(4))
    await expect.element(page.getByTestId('value')).toHaveTextContent(`${yearMonth}04/${yearMonth}10`)
    await expect.element(month).not.toBeInTheDocument()
  })
})
