import { Direction } from 'radix-ui'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import {
  Carousel,
  CarouselControls,
  CarouselSlide,
  useCarousel,
  useSlidesInView,
} from '@/features/ui-extensions/carousel'
// The feature's stylesheet: Embla moves a flex row inside a clipping viewport, nothing to scroll without it.
import '@/features/ui-extensions/extensions.css'
import { renderKit } from '../support/render'

const ORIGINS = ['Yirgacheffe', 'Huila', 'Sidama', 'Cerrado']

function Origins() {
  const [viewportRef, api] = useCarousel()
  const inView = useSlidesInView(api)
  return (
    <>
      <Carousel label="Single origins" viewportRef={viewportRef} controls={<CarouselControls api={api} />}>
        {ORIGINS.map((origin, index) => (
          <CarouselSlide key={origin} index={index} count={ORIGINS.length}>
            <p style={{ blockSize: 80, margin: 0 }}>{origin}</p>
          </CarouselSlide>
        ))}
      </Carousel>
      <output aria-label="In view">{inView.join(',')}</output>
    </>
  )
}

const current = () =>
  page
    .getByRole('button', { name: /^Go to slide / })
    .elements()
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true')

describe('the carousel', () => {
  test('a named carousel region of slides announced "N of M"', async () => {
    await renderKit(<Origins />)
    const region = page.getByRole('region', { name: 'Single origins' })
    await expect.element(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slide = region.getByRole('group', { name: '2 of 4' })
    await expect.element(slide).toHaveAttribute('aria-roledescription', 'slide')
    await expect.element(slide).toHaveTextContent('Huila')
    await expect.element(page.getByRole('group', { name: 'Choose a slide' })).toBeVisible()
  })

  test('the buttons move a slide at a time and stop at the ends; the dots follow', async () => {
    await renderKit(<Origins />)
    const previous = page.getByRole('button', { name: 'Previous slide' })
    const next = page.getByRole('button', { name: 'Next slide' })
    await expect.poll(() => page.getByRole('button', { name: /^Go to slide / }).elements().length).toBe(4)
    await expect.element(previous).toBeDisabled()
    expect(current()).toBe(0)

    await next.click()
    await expect.poll(current).toBe(1)
    await expect.element(previous).toBeEnabled()
    await next.click()
    await next.click()
    await expect.poll(current).toBe(3)
    await expect.element(next).toBeDisabled()
    await expect.element(page.getByLabelText('In view')).toHaveTextContent('3')

    await previous.click()
    await expect.poll(current).toBe(2)
    await expect.element(next).toBeEnabled()
  })

  test('a dot goes straight to its slide and is marked current', async () => {
    await renderKit(<Origins />)
    const third = page.getByRole('button', { name: 'Go to slide 3' })
    await third.click()
    await expect.element(third).toHaveAttribute('aria-current', 'true')
    await expect.element(page.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current')
    // In view: the selected slide first (the next one's edge may touch the viewport's).
    await expect.element(page.getByLabelText('In view')).toMatchTextContent(/^2(,3)?$/)
  })

  test('right to left: the slides run the other way and the chevrons point the reading direction', async () => {
    await renderKit(
      <Direction.Provider dir="rtl">
        <div dir="rtl">
          <Origins />
        </div>
      </Direction.Provider>,
    )
    const previous = page.getByRole('button', { name: 'Previous slide' })
    const next = page.getByRole('button', { name: 'Next slide' })
    await expect.element(next).toBeEnabled()
    expect(previous.element().querySelector('.tabler-icon-chevron-right')).not.toBeNull()
    expect(next.element().querySelector('.tabler-icon-chevron-left')).not.toBeNull()

    const first = page.getByRole('group', { name: '1 of 4' })
    const second = page.getByRole('group', { name: '2 of 4' })
    // In right-to-left the second slide waits to the left of the first.
    expect(second.element().getBoundingClientRect().right).toBeLessThanOrEqual(
      first.element().getBoundingClientRect().left + 1,
    )
    await next.click()
    await expect.poll(current).toBe(1)
    await expect.element(page.getByLabelText('In view')).toMatchTextContent(/^1(,2)?$/)
  })
})
