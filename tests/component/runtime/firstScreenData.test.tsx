import { afterEach, describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { prefetchRouteData, prepareRoute } from '@/app/routeModules'
import { emptyCounters } from '@/domain/automations/runStatus'
import type { DashboardResponse } from '@/domain/automations/apiTypes'
import DashboardScreen from '@/features/dashboards/DashboardScreen'
import { routeByName } from '@/routes/match'
import { renderKit, testQueryClient } from '../support/render'

/** A workspace with nothing connected and nothing run yet: the dashboard's way forward. */
const EMPTY_DASHBOARD: DashboardResponse = {
  days: [],
  totals: emptyCounters(),
  messagesSent: 0,
  sentByAutomations: 0,
  sentByHand: { total: 0, members: [] },
  top: [],
  latestEvents: [],
  eventsByKind: {},
  queued: 0,
}

/** The backend, answering the dashboard's two reads (or failing them); the paths asked are kept. */
function backend(answer: (path: string) => Response) {
  const asked: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input instanceof Request ? input.url : input), location.href).pathname
    asked.push(path)
    return answer(path)
  })
  return asked
}

const answers = (path: string) =>
  path === '/api/automations/dashboard' ? Response.json(EMPTY_DASHBOARD) : Response.json([])

/** Records whether a text ever showed on the page, however briefly. */
function watchFor(text: string) {
  let seen = false
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes(text)) seen = true
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return { seen: () => seen, stop: () => observer.disconnect() }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the first screen's data, asked for at start-up (src/app/startApp.tsx)", () => {
  test("the dashboard's reads are fetched before it renders, which then shows its content in its first paint", async () => {
    const asked = backend(answers)
    const queryClient = testQueryClient()
    const dashboards = routeByName('dashboards')
    await Promise.all([prepareRoute(dashboards), prefetchRouteData(dashboards, {}, async () => queryClient)])
    expect(asked.sort()).toEqual(['/api/automations/dashboard', '/api/integrations/instagram'])

    const loading = watchFor('Loading the dashboard')
    await renderKit(<DashboardScreen />, { queryClient })
    await expect.element(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await expect.element(page.getByText('No runs yet')).toBeVisible()
    loading.stop()
    expect(loading.seen()).toBe(false)
    // Nothing was asked twice: the screen read what was fetched for it.
    expect(asked).toHaveLength(2)
  })

  test('a read that fails still lets the screen render, which explains it and offers to try again', async () => {
    let failing = true
    const asked = backend((path) =>
      failing ? new Response('{"error":"unavailable"}', { status: 503 }) : answers(path),
    )
    const queryClient = testQueryClient()
    await expect(prefetchRouteData(routeByName('dashboards'), {}, async () => queryClient)).resolves.toBeUndefined()

    await renderKit(<DashboardScreen />, { queryClient })
    await expect.element(page.getByRole('alert')).toBeVisible()
    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByText('No runs yet')).toBeVisible()
    expect(asked.length).toBeGreaterThan(2)
  })

  test('a route whose screen asks for nothing first resolves at once, asking nothing', async () => {
    const asked = backend(answers)
    let clientAsked = false
    await prefetchRouteData(routeByName('login'), {}, async () => {
      clientAsked = true
      return testQueryClient()
    })
    expect(asked).toEqual([])
    expect(clientAsked).toBe(false)
  })

  test('the requests leave before the query client is asked for (its code may still be on its way)', async () => {
    const asked = backend(answers)
    const order: string[] = []
    const queryClient = testQueryClient()
    await prefetchRouteData(routeByName('dashboards'), {}, async () => {
      order.push(`client after ${asked.length} requests`)
      return queryClient
    })
    expect(order).toEqual(['client after 2 requests', 'client after 2 requests'])
    expect(queryClient.getQueryData(['automations', 'dashboard'])).toEqual(EMPTY_DASHBOARD)
  })
})
