import { useEffect, useLayoutEffect, type ReactNode } from 'react'
import { activateLocale } from '@/i18n/i18n'
import { selectAppearance, selectPrimaryColor } from '@/machines/preferences'
import { readableTextOn } from '@/lib/color'
import { defineActorContext } from '../actorContext'
import type { PreferencesActor } from './preferencesRuntime'

export const PreferencesActorContext = defineActorContext<PreferencesActor>('PreferencesActor')

/**
 * Provides the preferences actor and mirrors what it resolves to onto <html>, so that page chrome
 * outside React (scrollbars, body background, print) follows too, and loads the chosen language.
 */
export function PreferencesProvider({ actor, children }: { actor: PreferencesActor; children: ReactNode }) {
  return (
    <PreferencesActorContext.Provider actor={actor}>
      <DocumentPreferences />
      {children}
    </PreferencesActorContext.Provider>
  )
}

function DocumentPreferences() {
  const appearance = PreferencesActorContext.useSelector(selectAppearance)
  const primaryColor = PreferencesActorContext.useSelector(selectPrimaryColor)
  const language = PreferencesActorContext.useSelector((snapshot) => snapshot.context.preferences.language)
  const skin = PreferencesActorContext.useSelector((snapshot) => snapshot.context.preferences.skin)

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

  return null
}
