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
  test('is fetched as soon as it is declared, before anything renders it, then drawn', async () => {
    let fetched = 0
    const Part = lazyPart(async () => {
      fetched += 1
      return { ProjectsTable }
    }, 'ProjectsTable')
    expect(fetched).toBe(1)
    await renderKit(
      <Suspense fallback={<p>Waiting</p>}>
        <Part team="Aurora" />
      </Suspense>,
    )
    await expect.element(page.getByText('Aurora’s projects')).toBeVisible()
    expect(fetched).toBe(1)
  })

  test('a chunk that cannot be fetched is explained by the screen, with a way to reload', async () => {
    const Part = lazyPart(
      () => Promise.reject<{ ProjectsTable: typeof ProjectsTable }>(new Error('offline')),
      'ProjectsTable',
    )
    // Nothing is logged as unhandled while the part is not rendered yet.
    await new Promise((resolve) => setTimeout(resolve, 50))
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
