import { createActor, fromCallback, type EventObject } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { OVERLAY_NAV_MAX_WIDTH } from '@/config/app'
import {
  preferenceSet,
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
  ...THEMES.map((theme) => preferenceSet('theme', theme)),
  ...SKINS.map((skin) => preferenceSet('skin', skin)),
  preferenceSet('primaryColorLight', '#1565c0'),
  preferenceSet('primaryColorDark', '#42A5F5'),
  // What the QA hook or a tampered call could send: refused, the colour stays.
  preferenceSet('primaryColorLight', 'javascript:alert(1)'),
  { type: 'PREFERENCE.SET', key: 'theme', value: 'sepia' } as unknown as PreferencesEvent,
  preferenceSet('language', 'ar'),
  preferenceSet('language', 'fr'),
  preferenceSet('navbarBlur', false),
  preferenceSet('verticalNavCollapsed', true),
  preferenceSet('verticalNavCollapsed', false),
  ...CONTENT_WIDTHS.map((contentWidth) => preferenceSet('contentWidth', contentWidth)),
  ...NAVIGATIONS.map((navigation) => preferenceSet('navigation', navigation)),
  ...BAR_TYPES.map((navbarType) => preferenceSet('navbarType', navbarType)),
  ...BAR_TYPES.map((footerType) => preferenceSet('footerType', footerType)),
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

/** Values each preference allows (docs/product.md, "Preferences and layout", "Stored state"). */
const ALLOWED: Record<string, (value: unknown) => boolean> = {
  theme: (value) => (THEMES as readonly unknown[]).includes(value),
  primaryColorLight: (value) => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value),
  primaryColorDark: (value) => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value),
}
const allowed = (key: string, value: unknown) => ALLOWED[key]?.(value) ?? true

/**
 * What each event must do to the preferences and to what is saved: a valid value is stored
 * (colours upper-case) and saved once; a refused one changes and saves nothing; a reset forgets
 * what was saved; the browser's reports (width, colour scheme) are not preferences.
 */
function expectEventApplied(
  event: PreferencesEvent,
  before: Preferences,
  after: PreferencesSnapshot,
  saved: { persisted: number; forgotten: number; last: Preferences | undefined },
) {
  const now = after.context.preferences
  switch (event.type) {
    case 'PREFERENCE.SET': {
      if (!allowed(event.key, event.value)) {
        rulesHit.add('a refused value changes and saves nothing')
        return expect([now, saved.persisted, saved.forgotten]).toEqual([before, 0, 0])
      }
      rulesHit.add('a valid value is stored and saved once')
      const value =
        typeof event.value === 'string' && event.value.startsWith('#') ? event.value.toUpperCase() : event.value
      return expect([now, saved.persisted, saved.last, saved.forgotten]).toEqual([
        { ...before, [event.key]: value },
        1,
        now,
        0,
      ])
    }
    case 'RESET':
      rulesHit.add('a reset restores the defaults and forgets what was saved')
      return expect([now, saved.persisted, saved.forgotten]).toEqual([DEFAULT_PREFERENCES, 0, 1])
    case 'VIEWPORT.RESIZED':
      rulesHit.add('the window width is recorded, the chosen navigation survives the overlay')
      return expect([after.context.viewportWidth, now, saved.persisted]).toEqual([event.width, before, 0])
    case 'SYSTEM_COLOR_SCHEME.CHANGED':
      rulesHit.add('the system colour scheme is recorded, not saved')
      return expect([after.context.systemPrefersDark, now, saved.persisted]).toEqual([event.prefersDark, before, 0])
  }
}

const SPEC_RULES = [
  'a refused value changes and saves nothing',
  'a valid value is stored and saved once',
  'a reset restores the defaults and forgets what was saved',
  'the window width is recorded, the chosen navigation survives the overlay',
  'the system colour scheme is recorded, not saved',
]
const rulesHit = new Set<string>()

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
  expect(SPEC_RULES.filter((rule) => !rulesHit.has(rule))).toEqual([])
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
        const edges = Object.values(transitions) as Array<{ event: PreferencesEvent }>
        for (const { event } of edges) {
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
          for (const step of [...prefix!.steps.slice(1).map((entry) => entry.event), event]) {
            const before = actor.getSnapshot().context.preferences
            const [persistedBefore, forgottenBefore] = [persisted.length, forgotten]
            actor.send(step)
            const after = actor.getSnapshot()
            expectShellMatchesSpec(after)
            expectEventApplied(step, before, after, {
              persisted: persisted.length - persistedBefore,
              forgotten: forgotten - forgottenBefore,
              last: persisted.at(-1),
            })
            expect(JSON.parse(JSON.stringify(after.context))).toEqual(after.context)
          }
          actor.stop()
          walks += 1
        }
      }
      console.info(`[paths] preferences from "${label}": ${pathTo.size} states, ${walks} transition walks`)
      expect(walks).toBeGreaterThan(pathTo.size)
    }, 60_000)
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
