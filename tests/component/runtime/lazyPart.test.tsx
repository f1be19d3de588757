import { Suspense } from 'react'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { lazyPart } from '@/components/deferred'
import { ScreenErrorBoundary } from '@/components/ScreenErrorBoundary'
import { renderKit } from '../support/render'

function ProjectsTable({ team }: { team: string }) {
  return <p>{team}’s projects</p>
}

describe('a screen part in a chunk of its own', () => {
  test('is fetched when first drawn, once, then drawn with its props', async () => {
    let fetched = 0
    const Part = lazyPart(async () => {
      fetched += 1
      return { ProjectsTable }
    }, 'ProjectsTable')
    expect(fetched).toBe(0)
    await renderKit(
      <Suspense fallback={<p>Waiting</p>}>
        <Part team="Aurora" />
        <Part team="Borealis" />
      </Suspense>,
    )
    await expect.element(page.getByText('Aurora’s projects')).toBeVisible()
    await expect.element(page.getByText('Borealis’s projects')).toBeVisible()
    expect(fetched).toBe(1)
  })

  test('a chunk that cannot be fetched is explained by the screen, with a way to reload', async () => {
    const Part = lazyPart(
      () => Promise.reject<{ ProjectsTable: typeof ProjectsTable }>(new Error('offline')),
      'ProjectsTable',
    )
    await renderKit(
      <ScreenErrorBoundary>
        <Suspense fallback={<p>Waiting</p>}>
          <Part team="Aurora" />
        </Suspense>
      </ScreenErrorBoundary>,
    )
    await expect
      .element(page.getByText('This screen could not be loaded. Check your connection and try again.'))
      .toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Reload' })).toBeVisible()
  })
})
