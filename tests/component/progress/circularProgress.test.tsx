import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { CircularProgress } from '@/components/progress'
import { renderKit } from '../support/render'

describe('the circular progress', () => {
  test('announces how far along it is, as a percentage in the current language', async () => {
    await renderKit(<CircularProgress label="Téléversement du reel" value={42} size="4" showValue />, {
      locale: 'fr',
    })
    const bar = page.getByRole('progressbar', { name: 'Téléversement du reel' })
    await expect.element(bar).toHaveAttribute('aria-valuenow', '42')
    await expect.element(bar).toHaveAttribute('aria-valuemin', '0')
    await expect.element(bar).toHaveAttribute('aria-valuemax', '100')
    // French puts a (narrow) no-break space before the percent sign.
    await expect.element(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^42[\u202f\u00a0]%$/))
    // The figure in the middle is the same text, hidden from assistive technology (already announced).
    const middle = bar.element().querySelector('.circular-progress__value')!
    expect(middle.textContent).toBe(bar.element().getAttribute('aria-valuetext'))
    expect(middle.getAttribute('aria-hidden')).toBe('true')
  })

  test('keeps its value within bounds and draws the share of the ring that is done', async () => {
    await renderKit(<CircularProgress label="Sending replies" value={30} max={40} size="3" />)
    const bar = page.getByRole('progressbar', { name: 'Sending replies' })
    await expect.element(bar).toHaveAttribute('aria-valuetext', '75%')
    const indicator = bar.element().querySelector<SVGCircleElement>('.circular-progress__indicator')!
    const length = Number(indicator.getAttribute('stroke-dasharray'))
    expect(Number(indicator.getAttribute('stroke-dashoffset'))).toBeCloseTo(length * 0.25)
  })

  test('without a value is busy, has no number to announce, and holds still when less motion is asked', async () => {
    await renderKit(<CircularProgress label="Loading comments" />)
    const bar = page.getByRole('progressbar', { name: 'Loading comments' })
    await expect.element(bar).not.toHaveAttribute('aria-valuenow')
    await expect.element(bar).toHaveAttribute('aria-busy', 'true')
    await expect.element(bar).toHaveAttribute('aria-valuetext', 'In progress')
    // The component project runs Chromium with `prefers-reduced-motion: reduce` (vitest.config.ts).
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true)
    expect(getComputedStyle(bar.element().querySelector('svg')!).animationName).toBe('none')
  })
})
