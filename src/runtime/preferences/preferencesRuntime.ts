import { createActor, fromCallback, type ActorRefFrom, type EventObject } from 'xstate'
import { inspectFor } from '@/lib/inspection'
import { createPreferenceCookieStore } from '@/lib/preferences/cookies'
import { preferencesMachine } from '@/machines/preferences'

export type PreferencesActor = ActorRefFrom<typeof preferencesMachine>

const DARK_QUERY = '(prefers-color-scheme: dark)'

const viewportWatcher = fromCallback<EventObject>(({ sendBack }) => {
  const report = () => sendBack({ type: 'VIEWPORT.RESIZED', width: window.innerWidth })
  window.addEventListener('resize', report)
  report()
  return () => window.removeEventListener('resize', report)
})

const systemColorSchemeWatcher = fromCallback<EventObject>(({ sendBack }) => {
  const query = window.matchMedia(DARK_QUERY)
  const report = () => sendBack({ type: 'SYSTEM_COLOR_SCHEME.CHANGED', prefersDark: query.matches })
  query.addEventListener('change', report)
  report()
  return () => query.removeEventListener('change', report)
})

/**
 * The preferences statechart with the browser plugged in: cookies for persistence, the window
 * size and `prefers-color-scheme` as watchers. Created once at start-up; not started.
 */
export function createPreferencesActor(): PreferencesActor {
  const cookies = createPreferenceCookieStore(document)
  const machine = preferencesMachine.provide({
    actors: { viewport: viewportWatcher, systemColorScheme: systemColorSchemeWatcher },
    actions: {
      persist: ({ context }) => cookies.write(context.preferences),
      forget: () => cookies.forget(),
    },
  })
  return createActor(machine, {
    input: {
      stored: cookies.read(),
      viewportWidth: window.innerWidth,
      systemPrefersDark: window.matchMedia(DARK_QUERY).matches,
    },
    inspect: inspectFor('preferences'),
  })
}
