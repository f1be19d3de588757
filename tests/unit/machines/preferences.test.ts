import { createActor, fromCallback, type EventObject } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { OVERLAY_NAV_MAX_WIDTH } from '@/config/app'
import {
  preferencesMachine,
  selectAppearance,
  selectDirection,
  selectNavigationMode,
  selectPrimaryColor,
  selectVerticalNavCollapsed,
  type PreferencesEvent,
  type PreferencesInput,
  type PreferencesSnapshot,
} from '@/machines/preferences'
import {
  BAR_TYPES,
  CONTENT_WIDTHS,
  DEFAULT_PREFERENCES,
  NAVIGATIONS,
  SKINS,
  THEMES,
  type Preferences,
} from '@/lib/preferences/schema'
import { createGraphCoverage } from './graphCoverage'

const WIDE = OVERLAY_NAV_MAX_WIDTH + 1
const NARROW = OVERLAY_NAV_MAX_WIDTH

const EVENTS: PreferencesEvent[] = [
  ...THEMES.map((theme) => ({ type: 'THEME.SET' as const, theme })),
  ...SKINS.map((skin) => ({ type: 'SKIN.SET' as const, skin })),
  { type: 'PRIMARY_COLOR.SET', appearance: 'light', color: '#1565c0' },
  { type: 'PRIMARY_COLOR.SET', appearance: 'dark', color: '#42A5F5' },
  { type: 'PRIMARY_COLOR.SET', appearance: 'light', color: 'javascript:alert(1)' },
  { type: 'LANGUAGE.SET', language: 'ar' },
  { type: 'LANGUAGE.SET', language: 'fr' },
  { type: 'NAVBAR_BLUR.SET', enabled: false },
  { type: 'VERTICAL_NAV.SET_COLLAPSED', collapsed: true },
  { type: 'VERTICAL_NAV.SET_COLLAPSED', collapsed: false },
  ...CONTENT_WIDTHS.map((contentWidth) => ({ type: 'CONTENT_WIDTH.SET' as const, contentWidth })),
  ...NAVIGATIONS.map((navigation) => ({ type: 'NAVIGATION.SET' as const, navigation })),
  ...BAR_TYPES.map((navbarType) => ({ type: 'NAVBAR_TYPE.SET' as const, navbarType })),
  ...BAR_TYPES.map((footerType) => ({ type: 'FOOTER_TYPE.SET' as const, footerType })),
  { type: 'VIEWPORT.RESIZED', width: NARROW },
  { type: 'VIEWPORT.RESIZED', width: WIDE },
  { type: 'SYSTEM_COLOR_SCHEME.CHANGED', prefersDark: true },
  { type: 'SYSTEM_COLOR_SCHEME.CHANGED', prefersDark: false },
  { type: 'RESET' },
]

/** What the shell must show, derived from the spec rather than from the machine's states. */
function expectShellMatchesSpec(snapshot: PreferencesSnapshot) {
  const { preferences, viewportWidth, systemPrefersDark } = snapshot.context
  const expectedAppearance = preferences.theme === 'system' ? (systemPrefersDark ? 'dark' : 'light') : preferences.theme
  expect(selectAppearance(snapshot)).toBe(expectedAppearance)
  const expectedMode = viewportWidth <= OVERLAY_NAV_MAX_WIDTH ? 'overlay' : preferences.navigation
  expect(selectNavigationMode(snapshot)).toBe(expectedMode)
  expect(selectVerticalNavCollapsed(snapshot)).toBe(expectedMode === 'vertical' && preferences.verticalNavCollapsed)
  expect(selectDirection(snapshot)).toBe(preferences.language === 'ar' ? 'rtl' : 'ltr')
  expect(selectPrimaryColor(snapshot)).toBe(
    expectedAppearance === 'dark' ? preferences.primaryColorDark : preferences.primaryColorLight,
  )
}

/** What each event must do to the preferences, from the issue text. */
function expectEventApplied(event: PreferencesEvent, before: Preferences, after: PreferencesSnapshot) {
  const now = after.context.preferences
  switch (event.type) {
    case 'THEME.SET':
      return expect(now.theme).toBe(event.theme)
    case 'SKIN.SET':
      return expect(now.skin).toBe(event.skin)
    case 'PRIMARY_COLOR.SET': {
      const key = event.appearance === 'dark' ? 'primaryColorDark' : 'primaryColorLight'
      const valid = /^#[0-9a-f]{6}$/i.test(event.color)
      return expect(now[key]).toBe(valid ? event.color.toUpperCase() : before[key])
    }
    case 'LANGUAGE.SET':
      return expect(now.language).toBe(event.language)
    case 'NAVBAR_BLUR.SET':
      return expect(now.navbarBlur).toBe(event.enabled)
    case 'VERTICAL_NAV.SET_COLLAPSED':
      return expect(now.verticalNavCollapsed).toBe(event.collapsed)
    case 'CONTENT_WIDTH.SET':
      return expect(now.contentWidth).toBe(event.contentWidth)
    case 'NAVIGATION.SET':
      return expect(now.navigation).toBe(event.navigation)
    case 'NAVBAR_TYPE.SET':
      return expect(now.navbarType).toBe(event.navbarType)
    case 'FOOTER_TYPE.SET':
      return expect(now.footerType).toBe(event.footerType)
    case 'RESET':
      return expect(now).toEqual(DEFAULT_PREFERENCES)
    case 'VIEWPORT.RESIZED':
      // The chosen navigation survives the forced overlay.
      expect(after.context.viewportWidth).toBe(event.width)
      return expect(now).toEqual(before)
    case 'SYSTEM_COLOR_SCHEME.CHANGED':
      expect(after.context.systemPrefersDark).toBe(event.prefersDark)
      return expect(now).toEqual(before)
  }
}

const serializeState = (snapshot: PreferencesSnapshot) => {
  const { preferences, viewportWidth, systemPrefersDark } = snapshot.context
  return JSON.stringify([
    snapshot.value,
    preferences.theme,
    preferences.navigation,
    preferences.verticalNavCollapsed,
    systemPrefersDark,
    viewportWidth <= OVERLAY_NAV_MAX_WIDTH,
  ])
}

const STARTING_POINTS: Array<{ label: string; input: PreferencesInput }> = [
  { label: 'nothing stored, wide window', input: { viewportWidth: WIDE, systemPrefersDark: false } },
  {
    label: 'dark, collapsed vertical nav stored',
    input: {
      stored: { theme: 'dark', navigation: 'vertical', verticalNavCollapsed: 'true' },
      viewportWidth: WIDE,
      systemPrefersDark: false,
    },
  },
  {
    label: 'system theme stored, browser prefers dark, narrow window',
    input: { stored: { theme: 'system' }, viewportWidth: NARROW, systemPrefersDark: true },
  },
]

const coverage = createGraphCoverage(preferencesMachine)

afterAll(() => {
  coverage.print('preferences')
  const report = coverage.report()
  expect(report.states.missing).toEqual([])
  expect(report.transitions.missing).toEqual([])
})

describe('preferences machine, model-based', () => {
  for (const { label, input } of STARTING_POINTS) {
    it(`every reachable state and every transition behave as specified (start: ${label})`, () => {
      const options = { input, events: EVENTS, serializeState }
      const pathTo = new Map(
        getShortestPaths(preferencesMachine, options).map((path) => [serializeState(path.state), path]),
      )
      const adjacency = getAdjacencyMap(preferencesMachine, options)
      let walks = 0
      for (const [vertex, { transitions }] of Object.entries(adjacency)) {
        const prefix = pathTo.get(vertex)
        expect(prefix, `no path to ${vertex}`).toBeDefined()
        const edges = Object.values(transitions) as Array<{ event: PreferencesEvent; state: PreferencesSnapshot }>
        for (const { event, state: expected } of edges) {
          const persisted: Preferences[] = []
          let forgotten = 0
          const actor = createActor(
            preferencesMachine.provide({
              actions: {
                persist: ({ context }) => void persisted.push(context.preferences),
                forget: () => void (forgotten += 1),
              },
            }),
            { input, inspect: coverage.inspect },
          ).start()
          coverage.recordSnapshot(actor.getSnapshot())
          expectShellMatchesSpec(actor.getSnapshot())
          for (const step of [...prefix!.steps.slice(1), { event, state: expected }]) {
            const before = actor.getSnapshot().context.preferences
            const persistedBefore = persisted.length
            actor.send(step.event)
            const after = actor.getSnapshot()
            expect(after.value).toEqual(step.state.value)
            expectShellMatchesSpec(after)
            expectEventApplied(step.event, before, after)
            if (persisted.length > persistedBefore) {
              // Whatever was saved is exactly what the shell now shows.
              expect(persisted.at(-1)).toEqual(after.context.preferences)
            }
            if (step.event.type === 'RESET') expect(forgotten).toBeGreaterThan(0)
          }
          actor.stop()
          walks += 1
        }
      }
      console.info(`[paths] preferences from "${label}": ${pathTo.size} states, ${walks} transition walks`)
      expect(walks).toBeGreaterThan(pathTo.size)
    })
  }
})

describe('preferences machine, injected watchers', () => {
  it('follows the window width and the system colour scheme reported by its watchers', () => {
    let resize: (width: number) => void = () => {}
    let setSystemDark: (dark: boolean) => void = () => {}
    const actor = createActor(
      preferencesMachine.provide({
        actors: {
          viewport: fromCallback<EventObject>(({ sendBack }) => {
            resize = (width) => sendBack({ type: 'VIEWPORT.RESIZED', width })
            return () => {}
          }),
          systemColorScheme: fromCallback<EventObject>(({ sendBack }) => {
            setSystemDark = (prefersDark) => sendBack({ type: 'SYSTEM_COLOR_SCHEME.CHANGED', prefersDark })
            return () => {}
          }),
        },
      }),
      { input: { stored: { theme: 'system', navigation: 'vertical' }, viewportWidth: WIDE, systemPrefersDark: false } },
    ).start()
    expect(selectAppearance(actor.getSnapshot())).toBe('light')
    setSystemDark(true)
    expect(selectAppearance(actor.getSnapshot())).toBe('dark')
    resize(NARROW)
    expect(selectNavigationMode(actor.getSnapshot())).toBe('overlay')
    resize(WIDE)
    expect(selectNavigationMode(actor.getSnapshot())).toBe('vertical')
    actor.stop()
  })
})
