import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { Timeline, TimelineSkeleton } from '@/components/timeline'
import { renderKit } from '../support/render'

describe('the timeline’s variants', () => {
  test('draws a marker in place of the dot, hidden from assistive technology, in the tone’s colour', async () => {
    await renderKit(
      <Timeline
        items={[
          { id: 'a', title: 'Comment received', at: new Date(), marker: <svg data-testid="icon" /> },
          { id: 'b', title: 'Reply sent', at: new Date(), tone: 'success' },
        ]}
      />,
    )
    const icon = page.getByTestId('icon').element()
    const marker = icon.parentElement!
    expect(marker.classList.contains('timeline__marker')).toBe(true)
    expect(marker.getAttribute('aria-hidden')).toBe('true')
    // The line moves to the marker's centre; the plain dot of the other item stays dot-sized on it.
    const dot = page.getByRole('listitem').last().element().querySelector<HTMLElement>('.timeline__dot')!
    expect(dot.getAttribute('data-accent-color')).toBe('grass')
    expect(marker.getBoundingClientRect().width).toBe(28)
    expect(dot.getBoundingClientRect().width).toBe(12)
    const markerCentre = marker.getBoundingClientRect().left + 14
    const dotCentre = dot.getBoundingClientRect().left + 6
    expect(Math.abs(markerCentre - dotCentre)).toBeLessThan(1)
  })

  test('outlined: rings with the panel’s colour inside, where the solid variant has filled dots', async () => {
    await renderKit(
      <>
        <Timeline items={[{ id: 'a', title: 'Automation created', at: new Date() }]} />
        <Timeline variant="outline" items={[{ id: 'b', title: 'Automation edited', at: new Date() }]} />
      </>,
    )
    const [solid, outline] = [...document.querySelectorAll<HTMLElement>('.timeline__dot')].map((dot) =>
      getComputedStyle(dot),
    )
    expect(solid!.borderTopWidth).toBe('0px')
    expect(outline!.borderTopWidth).toBe('2px')
    expect(outline!.borderTopColor).toBe(solid!.backgroundColor)
    expect(outline!.backgroundColor).not.toBe(solid!.backgroundColor)
  })

  test('while loading, says so once and hides its placeholder bars', async () => {
    await renderKit(<TimelineSkeleton rows={4} label="Loading the activity…" />)
    await expect.element(page.getByRole('status', { name: 'Loading the activity…' })).toBeInTheDocument()
    expect(page.getByRole('listitem').elements()).toHaveLength(0)
    expect(document.querySelectorAll('.timeline__item')).toHaveLength(4)
  })

  test('mirrors in Arabic: the marker sits at the right', async () => {
    await renderKit(
      <div dir="rtl" style={{ width: 400 }}>
        <Timeline items={[{ id: 'a', title: 'تم الإرسال', at: new Date(), marker: <svg data-testid="icon" /> }]} />
      </div>,
      { locale: 'ar' },
    )
    const marker = page.getByTestId('icon').element().parentElement!.getBoundingClientRect()
    const list = document.querySelector('.timeline')!.getBoundingClientRect()
    expect(Math.round(list.right - marker.right)).toBe(0)
  })
})
