import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { navigationGuardMachine, guardedRoute, type GuardSession } from '@/machines/navigationGuard'
import { pathOf, routeByName } from '@/routes/match'

const loadTemplateScreens = vi.hoisted(() => vi.fn(async () => ({})))
const loadDashboard = vi.hoisted(() => vi.fn(() => new Promise<never>(() => {})))

// The screens' list as the app has it, with spies where loading would start: nothing may be fetched
// on the way through a route without a screen.
vi.mock('@/screens', () => ({
  screens: { dashboards: { feature: 'dashboards', load: loadDashboard } },
  loadTemplateScreens,
}))

const { prepareRoute, readyToShow } = await import('@/app/routeModules')

const signedIn: GuardSession = { hasUserData: true, hasAccessToken: true, hasRole: true, permissions: [] }

describe('after sign-in, the way from / to the dashboards', () => {
  beforeEach(() => {
    loadTemplateScreens.mockClear()
    loadDashboard.mockClear()
  })

  it('is decided at once: the guard sends a signed-in person from / to the dashboards', () => {
    const guard = createActor(navigationGuardMachine, {
      input: {
        paths: {
          root: pathOf('root'),
          login: pathOf('login'),
          notAuthorized: pathOf('not-authorized'),
          dashboards: pathOf('dashboards'),
        },
        session: signedIn,
      },
    }).start()
    guard.send({ type: 'NAVIGATE', location: { pathname: '/', search: '' }, route: guardedRoute(routeByName('root')) })
    expect(guard.getSnapshot().context.decision).toEqual({ kind: 'redirect', to: '/dashboards' })
  })

  it('waits for nothing at / or at a redirecting route: they have no screen to load', async () => {
    for (const name of ['root', 'account'] as const) {
      expect(readyToShow(routeByName(name)), name).toBe(true)
      await prepareRoute(routeByName(name))
    }
    expect(loadTemplateScreens).not.toHaveBeenCalled()
    expect(loadDashboard).not.toHaveBeenCalled()
    // The dashboards themselves are a screen: shown once loaded.
    expect(readyToShow(routeByName('dashboards'))).toBe(false)
  })
})
