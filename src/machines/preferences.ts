import { assertEvent, assign, fromCallback, setup, type EventObject, type SnapshotFrom } from 'xstate'
import { directionOf } from '@/i18n/locales'
import {
  DEFAULT_PREFERENCES,
  isOverlayWidth,
  parsePreference,
  restorePreferences,
  serializePreference,
  type Appearance,
  type PreferenceKey,
  type Preferences,
  type StoredPreferences,
  type Theme,
} from '@/lib/preferences/schema'

/** Sets one preference; typed per key, so `value` is always what that preference holds. */
export type PreferenceSetEvent = {
  [K in PreferenceKey]: { type: 'PREFERENCE.SET'; key: K; value: Preferences[K] }
}[PreferenceKey]

export type PreferencesEvent =
  | PreferenceSetEvent
  | { type: 'RESET' }
  /** From the injected window-size watcher. */
  | { type: 'VIEWPORT.RESIZED'; width: number }
  /** From the injected `prefers-color-scheme` watcher. */
  | { type: 'SYSTEM_COLOR_SCHEME.CHANGED'; prefersDark: boolean }

/** Builds a PREFERENCE.SET event with the value type checked against the key. */
export function preferenceSet<K extends PreferenceKey>(key: K, value: Preferences[K]): PreferenceSetEvent {
  return { type: 'PREFERENCE.SET', key, value } as PreferenceSetEvent
}

/**
 * The value a PREFERENCE.SET stores: the one its cookie would restore (colours upper-cased), or
 * undefined when the value is not one the preference allows (events may come from the QA hook).
 */
function acceptedValue(event: PreferenceSetEvent): Preferences[PreferenceKey] | undefined {
  return parsePreference(event.key, serializePreference(event.key, event.value))
}

export interface PreferencesContext {
  preferences: Preferences
  viewportWidth: number
  systemPrefersDark: boolean
}

export interface PreferencesInput {
  /** Raw stored values (cookies); tampered ones fall back to their default. */
  stored?: StoredPreferences
  viewportWidth: number
  systemPrefersDark: boolean
}

/** An environment watcher: sends events back, returns its cleanup. */
const idleWatcher = fromCallback<EventObject>(() => () => {})

/**
 * The shell's preferences (docs/product.md ("Stored state", "Preferences and layout", "Limits and constants")). Theme and navigation are states because
 * what is shown depends on more than the stored value: `system` follows the browser, and narrow
 * windows force an overlay nav while remembering the chosen type. The other preferences are plain
 * values. Persistence and the browser watchers are injected with `.provide()`.
 */
export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    input: {} as PreferencesInput,
  },
  actors: {
    /** Reports `VIEWPORT.RESIZED` whenever the window width changes. */
    viewport: idleWatcher,
    /** Reports `SYSTEM_COLOR_SCHEME.CHANGED` whenever `prefers-color-scheme` changes. */
    systemColorScheme: idleWatcher,
  },
  actions: {
    store: assign(({ context, event }) => {
      assertEvent(event, 'PREFERENCE.SET')
      return { preferences: { ...context.preferences, [event.key]: acceptedValue(event) } }
    }),
    /** Saves the current preferences (the app writes cookies). */
    persist: (_: { context: PreferencesContext }) => {},
    /** Drops every saved preference (the app deletes its cookies). */
    forget: () => {},
    restoreDefaults: assign({ preferences: () => ({ ...DEFAULT_PREFERENCES }) }),
    recordWidth: assign(({ event }) => {
      assertEvent(event, 'VIEWPORT.RESIZED')
      return { viewportWidth: event.width }
    }),
    recordSystemScheme: assign(({ event }) => {
      assertEvent(event, 'SYSTEM_COLOR_SCHEME.CHANGED')
      return { systemPrefersDark: event.prefersDark }
    }),
  },
  guards: {
    /** The value is one the preference allows (a colour is a hex colour, a language a known one…). */
    acceptable: ({ event }) => {
      assertEvent(event, 'PREFERENCE.SET')
      return acceptedValue(event) !== undefined
    },
    /** An acceptable value for this particular preference. */
    setsValid: ({ event }, key: PreferenceKey) => {
      assertEvent(event, 'PREFERENCE.SET')
      return event.key === key && acceptedValue(event) !== undefined
    },
    themeIs: ({ context }, theme: Theme) => context.preferences.theme === theme,
    systemPrefersDark: ({ context }) => context.systemPrefersDark,
    overlayWidth: ({ context }) => isOverlayWidth(context.viewportWidth),
    resizedToOverlay: ({ event }) => {
      assertEvent(event, 'VIEWPORT.RESIZED')
      return isOverlayWidth(event.width)
    },
    resizedToWide: ({ event }) => {
      assertEvent(event, 'VIEWPORT.RESIZED')
      return !isOverlayWidth(event.width)
    },
    navigationIsVertical: ({ context }) => context.preferences.navigation === 'vertical',
    verticalNavCollapsed: ({ context }) => context.preferences.verticalNavCollapsed,
  },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({
    preferences: restorePreferences(input.stored ?? {}),
    viewportWidth: input.viewportWidth,
    systemPrefersDark: input.systemPrefersDark,
  }),
  invoke: [
    { id: 'viewport', src: 'viewport' },
    { id: 'systemColorScheme', src: 'systemColorScheme' },
  ],
  initial: 'active',
  // Fallbacks: XState runs these only when no region takes the event, so a region that moves on
  // an event (theme, navigation, collapse, viewport, system scheme) stores the value itself.
  on: {
    RESET: { target: '.active', reenter: true, actions: ['restoreDefaults', 'forget'] },
    'VIEWPORT.RESIZED': { actions: 'recordWidth' },
    'SYSTEM_COLOR_SCHEME.CHANGED': { actions: 'recordSystemScheme' },
    'PREFERENCE.SET': { guard: 'acceptable', actions: ['store', 'persist'] },
  },
  states: {
    active: {
      type: 'parallel',
      states: {
        theme: {
          initial: 'restoring',
          on: {
            'PREFERENCE.SET': {
              guard: { type: 'setsValid', params: 'theme' },
              target: '.restoring',
              actions: ['store', 'persist'],
            },
          },
          states: {
            restoring: {
              always: [
                { guard: { type: 'themeIs', params: 'dark' }, target: 'dark' },
                { guard: { type: 'themeIs', params: 'system' }, target: 'system' },
                { target: 'light' },
              ],
            },
            light: {},
            dark: { tags: ['dark'] },
            system: {
              initial: 'restoring',
              on: {
                'SYSTEM_COLOR_SCHEME.CHANGED': { target: '.restoring', actions: 'recordSystemScheme' },
              },
              states: {
                restoring: { always: [{ guard: 'systemPrefersDark', target: 'dark' }, { target: 'light' }] },
                light: {},
                dark: { tags: ['dark'] },
              },
            },
          },
        },
        navigation: {
          initial: 'restoring',
          states: {
            restoring: {
              always: [
                { guard: 'overlayWidth', target: 'overlay' },
                { guard: 'navigationIsVertical', target: 'vertical' },
                { target: 'horizontal' },
              ],
            },
            horizontal: {
              on: {
                'PREFERENCE.SET': {
                  guard: { type: 'setsValid', params: 'navigation' },
                  target: 'restoring',
                  actions: ['store', 'persist'],
                },
                'VIEWPORT.RESIZED': { guard: 'resizedToOverlay', target: 'overlay', actions: 'recordWidth' },
              },
            },
            vertical: {
              tags: ['verticalNav'],
              initial: 'restoring',
              on: {
                'PREFERENCE.SET': [
                  {
                    guard: { type: 'setsValid', params: 'navigation' },
                    target: 'restoring',
                    actions: ['store', 'persist'],
                  },
                  {
                    guard: { type: 'setsValid', params: 'verticalNavCollapsed' },
                    target: '.restoring',
                    actions: ['store', 'persist'],
                  },
                ],
                'VIEWPORT.RESIZED': { guard: 'resizedToOverlay', target: 'overlay', actions: 'recordWidth' },
              },
              states: {
                restoring: { always: [{ guard: 'verticalNavCollapsed', target: 'collapsed' }, { target: 'pinned' }] },
                pinned: {},
                collapsed: { tags: ['collapsedNav'] },
              },
            },
            /** Forced below the large breakpoint; the chosen type is kept in context for later. */
            overlay: {
              tags: ['overlayNav'],
              on: {
                'VIEWPORT.RESIZED': { guard: 'resizedToWide', target: 'restoring', actions: 'recordWidth' },
              },
            },
          },
        },
      },
    },
  },
})

export type PreferencesSnapshot = SnapshotFrom<typeof preferencesMachine>
export type NavigationMode = 'horizontal' | 'vertical' | 'overlay'

/** The colour scheme actually shown: `system` resolved against the browser. */
export function selectAppearance(snapshot: PreferencesSnapshot): Appearance {
  return snapshot.hasTag('dark') ? 'dark' : 'light'
}

export function selectNavigationMode(snapshot: PreferencesSnapshot): NavigationMode {
  if (snapshot.hasTag('overlayNav')) return 'overlay'
  return snapshot.hasTag('verticalNav') ? 'vertical' : 'horizontal'
}

export function selectVerticalNavCollapsed(snapshot: PreferencesSnapshot): boolean {
  return snapshot.hasTag('collapsedNav')
}

export function selectPrimaryColor(snapshot: PreferencesSnapshot): string {
  const { preferences } = snapshot.context
  return selectAppearance(snapshot) === 'dark' ? preferences.primaryColorDark : preferences.primaryColorLight
}

export function selectDirection(snapshot: PreferencesSnapshot): 'ltr' | 'rtl' {
  return directionOf(snapshot.context.preferences.language)
}
