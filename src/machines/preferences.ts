import { assign, fromCallback, setup, type EventObject, type SnapshotFrom } from 'xstate'
import { directionOf, type Locale } from '@/i18n/locales'
import {
  DEFAULT_PREFERENCES,
  isHexColor,
  isOverlayWidth,
  restorePreferences,
  type Appearance,
  type BarType,
  type ContentWidth,
  type Navigation,
  type Preferences,
  type Skin,
  type StoredPreferences,
  type Theme,
} from '@/lib/preferences/schema'

export type PreferencesEvent =
  | { type: 'THEME.SET'; theme: Theme }
  | { type: 'SKIN.SET'; skin: Skin }
  | { type: 'PRIMARY_COLOR.SET'; appearance: Appearance; color: string }
  | { type: 'LANGUAGE.SET'; language: Locale }
  | { type: 'NAVBAR_BLUR.SET'; enabled: boolean }
  | { type: 'VERTICAL_NAV.SET_COLLAPSED'; collapsed: boolean }
  | { type: 'CONTENT_WIDTH.SET'; contentWidth: ContentWidth }
  | { type: 'NAVIGATION.SET'; navigation: Navigation }
  | { type: 'NAVBAR_TYPE.SET'; navbarType: BarType }
  | { type: 'FOOTER_TYPE.SET'; footerType: BarType }
  | { type: 'RESET' }
  /** From the injected window-size watcher. */
  | { type: 'VIEWPORT.RESIZED'; width: number }
  /** From the injected `prefers-color-scheme` watcher. */
  | { type: 'SYSTEM_COLOR_SCHEME.CHANGED'; prefersDark: boolean }

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
    store: assign(({ context }, changes: Partial<Preferences>) => ({
      preferences: { ...context.preferences, ...changes },
    })),
    /** Saves the current preferences (the app writes cookies). */
    persist: (_: { context: PreferencesContext }) => {},
    /** Drops every saved preference (the app deletes its cookies). */
    forget: () => {},
    restoreDefaults: assign({ preferences: () => ({ ...DEFAULT_PREFERENCES }) }),
    recordWidth: assign(({ context }, width: number) => ({ ...context, viewportWidth: width })),
    recordSystemScheme: assign(({ context }, prefersDark: boolean) => ({ ...context, systemPrefersDark: prefersDark })),
  },
  guards: {
    themeIs: ({ context }, theme: Theme) => context.preferences.theme === theme,
    systemPrefersDark: ({ context }) => context.systemPrefersDark,
    overlayWidth: ({ context }) => isOverlayWidth(context.viewportWidth),
    widthIsOverlay: (_, width: number) => isOverlayWidth(width),
    widthIsWide: (_, width: number) => !isOverlayWidth(width),
    navigationIsVertical: ({ context }) => context.preferences.navigation === 'vertical',
    verticalNavCollapsed: ({ context }) => context.preferences.verticalNavCollapsed,
    isHexColor: (_, value: string) => isHexColor(value),
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
  // an event (viewport, system scheme, collapse) records the value itself.
  on: {
    RESET: { target: '.active', reenter: true, actions: ['restoreDefaults', 'forget'] },
    'VIEWPORT.RESIZED': { actions: { type: 'recordWidth', params: ({ event }) => event.width } },
    'SYSTEM_COLOR_SCHEME.CHANGED': {
      actions: { type: 'recordSystemScheme', params: ({ event }) => event.prefersDark },
    },
    'SKIN.SET': { actions: [{ type: 'store', params: ({ event }) => ({ skin: event.skin }) }, 'persist'] },
    'PRIMARY_COLOR.SET': {
      guard: { type: 'isHexColor', params: ({ event }) => event.color },
      actions: [
        {
          type: 'store',
          params: ({ event }) =>
            event.appearance === 'dark'
              ? { primaryColorDark: event.color.toUpperCase() }
              : { primaryColorLight: event.color.toUpperCase() },
        },
        'persist',
      ],
    },
    'LANGUAGE.SET': { actions: [{ type: 'store', params: ({ event }) => ({ language: event.language }) }, 'persist'] },
    'NAVBAR_BLUR.SET': {
      actions: [{ type: 'store', params: ({ event }) => ({ navbarBlur: event.enabled }) }, 'persist'],
    },
    'VERTICAL_NAV.SET_COLLAPSED': {
      actions: [{ type: 'store', params: ({ event }) => ({ verticalNavCollapsed: event.collapsed }) }, 'persist'],
    },
    'CONTENT_WIDTH.SET': {
      actions: [{ type: 'store', params: ({ event }) => ({ contentWidth: event.contentWidth }) }, 'persist'],
    },
    'NAVBAR_TYPE.SET': {
      actions: [{ type: 'store', params: ({ event }) => ({ navbarType: event.navbarType }) }, 'persist'],
    },
    'FOOTER_TYPE.SET': {
      actions: [{ type: 'store', params: ({ event }) => ({ footerType: event.footerType }) }, 'persist'],
    },
  },
  states: {
    active: {
      type: 'parallel',
      states: {
        theme: {
          initial: 'restoring',
          on: {
            'THEME.SET': {
              target: '.restoring',
              actions: [{ type: 'store', params: ({ event }) => ({ theme: event.theme }) }, 'persist'],
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
            dark: {},
            system: {
              initial: 'restoring',
              on: {
                'SYSTEM_COLOR_SCHEME.CHANGED': {
                  target: '.restoring',
                  actions: { type: 'recordSystemScheme', params: ({ event }) => event.prefersDark },
                },
              },
              states: {
                restoring: { always: [{ guard: 'systemPrefersDark', target: 'dark' }, { target: 'light' }] },
                light: {},
                dark: {},
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
                'NAVIGATION.SET': {
                  target: 'restoring',
                  actions: [{ type: 'store', params: ({ event }) => ({ navigation: event.navigation }) }, 'persist'],
                },
                'VIEWPORT.RESIZED': {
                  guard: { type: 'widthIsOverlay', params: ({ event }) => event.width },
                  target: 'overlay',
                  actions: { type: 'recordWidth', params: ({ event }) => event.width },
                },
              },
            },
            vertical: {
              initial: 'restoring',
              on: {
                'NAVIGATION.SET': {
                  target: 'restoring',
                  actions: [{ type: 'store', params: ({ event }) => ({ navigation: event.navigation }) }, 'persist'],
                },
                'VIEWPORT.RESIZED': {
                  guard: { type: 'widthIsOverlay', params: ({ event }) => event.width },
                  target: 'overlay',
                  actions: { type: 'recordWidth', params: ({ event }) => event.width },
                },
                'VERTICAL_NAV.SET_COLLAPSED': {
                  target: '.restoring',
                  actions: [
                    { type: 'store', params: ({ event }) => ({ verticalNavCollapsed: event.collapsed }) },
                    'persist',
                  ],
                },
              },
              states: {
                restoring: { always: [{ guard: 'verticalNavCollapsed', target: 'collapsed' }, { target: 'pinned' }] },
                pinned: {},
                collapsed: {},
              },
            },
            /** Forced below the large breakpoint; the chosen type is kept in context for later. */
            overlay: {
              on: {
                'NAVIGATION.SET': {
                  actions: [{ type: 'store', params: ({ event }) => ({ navigation: event.navigation }) }, 'persist'],
                },
                'VIEWPORT.RESIZED': {
                  guard: { type: 'widthIsWide', params: ({ event }) => event.width },
                  target: 'restoring',
                  actions: { type: 'recordWidth', params: ({ event }) => event.width },
                },
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
  if (snapshot.matches({ active: { theme: 'dark' } })) return 'dark'
  if (snapshot.matches({ active: { theme: { system: 'dark' } } })) return 'dark'
  return 'light'
}

export function selectNavigationMode(snapshot: PreferencesSnapshot): NavigationMode {
  if (snapshot.matches({ active: { navigation: 'overlay' } })) return 'overlay'
  if (snapshot.matches({ active: { navigation: 'vertical' } })) return 'vertical'
  return 'horizontal'
}

export function selectVerticalNavCollapsed(snapshot: PreferencesSnapshot): boolean {
  return snapshot.matches({ active: { navigation: { vertical: 'collapsed' } } })
}

export function selectPrimaryColor(snapshot: PreferencesSnapshot): string {
  const { preferences } = snapshot.context
  return selectAppearance(snapshot) === 'dark' ? preferences.primaryColorDark : preferences.primaryColorLight
}

export function selectDirection(snapshot: PreferencesSnapshot): 'ltr' | 'rtl' {
  return directionOf(snapshot.context.preferences.language)
}
