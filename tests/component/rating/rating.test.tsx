import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Rating, RatingDisplay } from '@/components/rating'
import { renderKit } from '../support/render'

function Score({ clearable = false, disabled = false }: { clearable?: boolean; disabled?: boolean }) {
  const [value, setValue] = useState<number | null>(3)
  return (
    <>
      <Rating label="Your rating" value={value} onChange={setValue} clearable={clearable} disabled={disabled} />
      <span data-testid="value">{value ?? 'none'}</span>
    </>
  )
}

const value = () => page.getByTestId('value')

describe('the rating', () => {
  test('is a radio group of named stars; the arrows, Home and End change the score', async () => {
    await renderKit(<Score />)
    const group = page.getByRole('radiogroup', { name: 'Your rating' })
    await expect.element(group).toBeVisible()
    await expect.element(page.getByRole('radio', { name: '3 stars of 5' })).toBeChecked()
    await expect.element(page.getByRole('radio', { name: '1 star of 5' })).not.toBeChecked()
    await userEvent.tab()
    // Tab reaches the chosen star only.
    await expect.element(page.getByRole('radio', { name: '3 stars of 5' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(value()).toHaveTextContent('4')
    await expect.element(page.getByRole('radio', { name: '4 stars of 5' })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect.element(value()).toHaveTextContent('1')
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(value()).toHaveTextContent('1')
    await userEvent.keyboard('{End}')
    await expect.element(value()).toHaveTextContent('5')
  })

  test('in Arabic (right to left) the left arrow raises the score', async () => {
    await renderKit(<Score />, { locale: 'ar' })
    const stars = page.getByRole('radio')
    await expect.poll(() => stars.elements().length).toBe(5)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(value()).toHaveTextContent('4')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect.element(value()).toHaveTextContent('2')
  })

  test('a clearable rating is taken back by choosing the same star again', async () => {
    await renderKit(<Score clearable />)
    await userEvent.hover(value())
    await userEvent.click(page.getByRole('radio', { name: '3 stars of 5' }))
    await expect.element(value()).toHaveTextContent('none')
    await userEvent.click(page.getByRole('radio', { name: '2 stars of 5' }))
    await expect.element(value()).toHaveTextContent('2')
  })

  test('a disabled rating cannot change', async () => {
    await renderKit(<Score disabled />)
    await expect.element(page.getByRole('radio', { name: '4 stars of 5' })).toBeDisabled()
    await userEvent.click(page.getByRole('radio', { name: '4 stars of 5' }), { force: true })
    await expect.element(value()).toHaveTextContent('3')
  })

  test('the pointer previews a score without choosing it', async () => {
    await renderKit(<Score />)
    const filled = () => document.querySelectorAll('.rating__star[data-filled]').length
    // The pointer starts away from the stars (a previous test may have left it over one).
    await userEvent.hover(value())
    await expect.poll(filled).toBe(3)
    await userEvent.hover(page.getByRole('radio', { name: '5 stars of 5' }))
    await expect.poll(filled).toBe(5)
    await expect.element(value()).toHaveTextContent('3')
    await userEvent.unhover(page.getByRole('radio', { name: '5 stars of 5' }))
    await userEvent.hover(value())
    await expect.poll(filled).toBe(3)
  })
})

describe('the rating display', () => {
  test('reads as one image with its score, half stars filled by half', async () => {
    await renderKit(<RatingDisplay value={4.5} />)
    const image = page.getByRole('img', { name: '4.5 out of 5' })
    await expect.element(image).toBeVisible()
    const parts = Array.from(document.querySelectorAll<HTMLElement>('.rating__part'), (part) => part.offsetWidth)
    const whole = parts[0]!
    expect(parts.slice(0, 4).every((width) => width === whole)).toBe(true)
    expect(parts[4]).toBe(Math.round(whole / 2))
  })
})
