import { Heading } from '@radix-ui/themes'
import { QueryClient } from '@tanstack/react-query'
import { useLayoutEffect, useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ScreenOpening } from '@/components/deferred'
import { Section, SectionBody } from '@/components/section'
import { firstScreenSettled, holdForFirstScreen } from '@/runtime/firstScreen'
import { renderKit } from '../support/render'

const LESSONS = 'Lesson 1: Grinding for espresso'

/** A section as a screen writes one; its heading notes, as its commit lands, whether the lessons are on the page. */
function SyllabusSection({ seen }: { seen: boolean[] }) {
  return (
    <Section aria-labelledby="syllabus-title">
      <Heading id="syllabus-title" as="h2">
        Course content
        <CommitProbe seen={seen} />
      </Heading>
      <p>3 of 12 lessons done</p>
      <SectionBody>
        <ul>
          <li>{LESSONS}</li>
        </ul>
      </SectionBody>
    </Section>
  )
}

function CommitProbe({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent?.includes(LESSONS) ?? false)
  }, [seen])
  return null
}

// The order matters: the first test is the page load's first screen, the others come after it.
describe('a section', () => {
  test("is a region named by its heading, drawn whole in the page load's first screen", async () => {
    const queryClient = new QueryClient()
    const hold = holdForFirstScreen()
    const seen: boolean[] = []
    await renderKit(
      <ScreenOpening>
        <SyllabusSection seen={seen} />
      </ScreenOpening>,
      { queryClient },
    )
    await expect.element(page.getByRole('region', { name: 'Course content' })).toBeVisible()
    await expect.element(page.getByText(LESSONS)).toBeVisible()
    expect(seen).toEqual([true])
    hold.follow(queryClient)
    await firstScreenSettled()
  })

  test('a navigation shows its heading and what is beside it first, its body in a render after', async () => {
    const seen: boolean[] = []
    await renderKit(
      <ScreenOpening>
        <SyllabusSection seen={seen} />
      </ScreenOpening>,
    )
    await expect.element(page.getByText(LESSONS)).toBeVisible()
    expect(seen).toEqual([false])
    await expect.element(page.getByText('3 of 12 lessons done')).toBeVisible()
  })

  test("arriving after the screen's opening (with its data), its body still comes after its heading", async () => {
    const seen: boolean[] = []
    function Course() {
      const [loaded, setLoaded] = useState(false)
      return loaded ? (
        <SyllabusSection seen={seen} />
      ) : (
        <button type="button" onClick={() => setLoaded(true)}>
          Load the course
        </button>
      )
    }
    await renderKit(
      <ScreenOpening>
        <Course />
      </ScreenOpening>,
    )
    await userEvent.click(page.getByRole('button', { name: 'Load the course' }))
    await expect.element(page.getByText(LESSONS)).toBeVisible()
    expect(seen).toEqual([false])
  })
})
