import { Heading } from '@radix-ui/themes'
import { QueryClient } from '@tanstack/react-query'
import { useLayoutEffect, useState, type ReactNode } from 'react'
import { beforeAll, describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ScreenOpening, splitPart } from '@/components/deferred'
import { ItemList } from '@/components/item-list'
import { Pagination } from '@/components/Pagination'
import { PlanCards } from '@/components/pricing'
import { firstScreenSettled, holdForFirstScreen } from '@/runtime/firstScreen'
import { renderKit } from '../support/render'

/** A screen as the route view renders one after a navigation: its heading, then its parts. */
function Screen({ onHeading, children }: { onHeading: () => void; children: ReactNode }) {
  return (
    <ScreenOpening>
      <Heading as="h1">
        Projects
        <CommitProbe onCommit={onHeading} />
      </Heading>
      {children}
    </ScreenOpening>
  )
}

function CommitProbe({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => {
    onCommit()
  }, [onCommit])
  return null
}

function ProjectsTable({ team }: { team: string }) {
  return <p>{team}’s projects</p>
}

const PLANS = ['Starter', 'Team', 'Business']

// Every screen here opens after the page load's first screen, as a click opens one.
beforeAll(async () => {
  holdForFirstScreen().follow(new QueryClient())
  await firstScreenSettled()
})

describe('a part of a screen in a chunk of its own', () => {
  test('draws after the heading, with its props, from a chunk fetched once; its placeholder holds the place', async () => {
    let fetched = 0
    const Part = splitPart(
      async () => {
        fetched += 1
        return { ProjectsTable }
      },
      'ProjectsTable',
      { placeholder: <p>Projects coming</p> },
    )
    const atHeading: string[] = []
    await renderKit(
      <Screen onHeading={() => atHeading.push(document.body.textContent ?? '')}>
        <Part team="Aurora" />
        <Part team="Borealis" />
      </Screen>,
    )
    await expect.element(page.getByText('Aurora’s projects')).toBeVisible()
    await expect.element(page.getByText('Borealis’s projects')).toBeVisible()
    expect(atHeading).toHaveLength(1)
    expect(atHeading[0]).toContain('Projects coming')
    expect(atHeading[0]).not.toContain('projects')
    expect(fetched).toBe(1)
  })

  test('low on a long page, its code comes only as the visitor scrolls near it', async () => {
    let fetched = 0
    const ContactForm = () => <form aria-label="Contact us" />
    const Part = splitPart(
      async () => {
        fetched += 1
        return { ContactForm }
      },
      'ContactForm',
      { placeholder: <p>Contact form coming</p>, lowOnPage: true },
    )
    await renderKit(
      <Screen onHeading={() => {}}>
        <div style={{ blockSize: '300vh' }} />
        <Part />
      </Screen>,
    )
    await expect.element(page.getByText('Contact form coming')).toBeInTheDocument()
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    expect(fetched).toBe(0)

    page.getByText('Contact form coming').element().scrollIntoView()
    await expect.element(page.getByRole('form', { name: 'Contact us' })).toBeInTheDocument()
    expect(fetched).toBe(1)
  })
})

describe('a long list and its pages', () => {
  function PlansScreen({ onHeading }: { onHeading: () => void }) {
    return (
      <Screen onHeading={onHeading}>
        <ItemList ordered aria-label="Plans">
          {PLANS.map((plan) => (
            <li key={plan}>{plan}</li>
          ))}
        </ItemList>
        <Pagination page={1} pageSize={10} total={3} onPage={() => {}} onPageSize={() => {}} label="Pages of plans" />
      </Screen>
    )
  }

  test('the list is there with the heading, its items and pages in the render after', async () => {
    const atHeading: { items: number; lists: number; pages: boolean }[] = []
    await renderKit(
      <PlansScreen
        onHeading={() =>
          atHeading.push({
            lists: document.querySelectorAll('ol[aria-label="Plans"]').length,
            items: document.querySelectorAll('ol[aria-label="Plans"] li').length,
            pages: document.querySelector('nav[aria-label="Pages of plans"]') !== null,
          })
        }
      />,
    )
    await expect.element(page.getByRole('listitem').nth(2)).toHaveTextContent('Business')
    await expect.element(page.getByRole('navigation', { name: 'Pages of plans' })).toBeVisible()
    expect(atHeading).toEqual([{ lists: 1, items: 0, pages: false }])
  })

  test('mounted after the opening (a filter, a tab), its items draw at once', async () => {
    function Tab() {
      const [open, setOpen] = useState(false)
      return (
        <Screen onHeading={() => {}}>
          <button type="button" onClick={() => setOpen(true)}>
            Show the plans
          </button>
          {open && (
            <ItemList aria-label="Plans">
              {PLANS.map((plan) => (
                <li key={plan}>
                  {plan}
                  {plan === 'Business' && <CommitProbe onCommit={() => seen.push(true)} />}
                </li>
              ))}
            </ItemList>
          )}
        </Screen>
      )
    }
    const seen: boolean[] = []
    await renderKit(<Tab />)
    await userEvent.click(page.getByRole('button', { name: 'Show the plans' }))
    await expect.element(page.getByRole('list', { name: 'Plans' })).toBeVisible()
    expect(document.querySelectorAll('ul[aria-label="Plans"] li')).toHaveLength(3)
    expect(seen).toEqual([true])
  })
})

describe('the pricing plans', () => {
  test('draw after the heading when a click opens the screen', async () => {
    const atHeading: number[] = []
    await renderKit(
      <Screen onHeading={() => atHeading.push(document.querySelectorAll('article').length)}>
        <PlanCards period="monthly" />
      </Screen>,
    )
    await expect.element(page.getByRole('article').nth(2)).toBeVisible()
    expect(atHeading).toEqual([0])
  })
})
