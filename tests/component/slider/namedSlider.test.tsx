import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { NamedSlider } from '@/components/slider'
import { renderKit } from '../support/render'

function PriceRange() {
  const [value, setValue] = useState([20, 60])
  return (
    <>
      <NamedSlider
        value={value}
        onValueChange={setValue}
        min={0}
        max={100}
        minStepsBetweenThumbs={10}
        thumbLabels={['Lowest price', 'Highest price']}
        valueText={(price) => `$${price}`}
      />
      <span data-testid="value">{value.join('-')}</span>
    </>
  )
}

describe('the named slider', () => {
  test('names each thumb and says its value in words, as the value changes', async () => {
    await renderKit(<PriceRange />)
    const lowest = page.getByRole('slider', { name: 'Lowest price' })
    const highest = page.getByRole('slider', { name: 'Highest price' })
    await expect.element(lowest).toHaveAttribute('aria-valuetext', '$20')
    await expect.element(highest).toHaveAttribute('aria-valuetext', '$60')
    await userEvent.click(lowest)
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect.element(page.getByTestId('value')).toHaveTextContent('22-60')
    await expect.element(lowest).toHaveAttribute('aria-valuetext', '$22')
    await expect.element(lowest).toHaveAccessibleName('Lowest price')
  })

  test('keeps the thumbs apart by the least distance', async () => {
    await renderKit(<PriceRange />)
    await userEvent.click(page.getByRole('slider', { name: 'Highest price' }))
    // Page Down moves by ten: 50, 40, 30, then no closer than ten to the lowest.
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}')
    await expect.element(page.getByTestId('value')).toHaveTextContent('20-30')
  })

  test('mirrors right to left: the left arrow raises the value', async () => {
    await renderKit(<PriceRange />, { locale: 'ar' })
    const lowest = page.getByRole('slider', { name: 'Lowest price' })
    await userEvent.click(lowest)
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(page.getByTestId('value')).toHaveTextContent('21-60')
  })
})
