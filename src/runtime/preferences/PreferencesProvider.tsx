import { useActorRef, useSelector } from '@xstate/react'
import { createContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate'
import { inspectFor } from '@/lib/inspection'
import { activateLocale } from '@/i18n/i18n'
import { preferencesMachine, selectAppearance, selectPrimaryColor } from '@/machines/preferences'
import { createPreferenceCookieStore } from '@/lib/preferences/cookies'
import { readableTextOn } from '@/lib/color'

export type PreferencesActor = ActorRefFrom<typeof preferencesMachine>

export const PreferencesContext = createContext<PreferencesActor | null>(null)

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
 * Runs the preferences statechart with the browser plugged in (cookies, window size,
 * `prefers-color-scheme`) and mirrors the result onto <html> so that page chrome outside React
 * (scrollbars, body background, print) follows too.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [cookies] = useState(() => createPreferenceCookieStore(document))
  const [machine] = useState(() =>
    preferencesMachine.provide({
      actors: { viewport: viewportWatcher, systemColorScheme: systemColorSchemeWatcher },
      actions: {
        persist: ({ context }) => cookies.write(context.preferences),
        forget: () => cookies.forget(),
      },
    }),
  )
  const actor = useActorRef(machine, {
    input: {
      stored: cookies.read(),
      viewportWidth: window.innerWidth,
      systemPrefersDark: window.matchMedia(DARK_QUERY).matches,
    },
    inspect: inspectFor('preferences'),
  })
  const appearance = useSelector(actor, selectAppearance)
  const primaryColor = useSelector(actor, selectPrimaryColor)
  const language = useSelector(actor, (snapshot) => snapshot.context.preferences.language)
  const skin = useSelector(actor, (snapshot) => snapshot.context.preferences.skin)

  useLayoutEffect(() => {
    const root = document.documentElement
    root.dataset.appearance = appearance
    root.dataset.skin = skin
    root.style.colorScheme = appearance
    root.style.setProperty('--app-primary', primaryColor)
    root.style.setProperty('--app-primary-contrast', readableTextOn(primaryColor))
  }, [appearance, primaryColor, skin])

  useEffect(() => {
    activateLocale(language).catch((error: unknown) => console.error('Language could not be loaded', error))
  }, [language])

  return <PreferencesContext value={actor}>{children}</PreferencesContext>
}
