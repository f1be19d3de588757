import { useMemo } from 'react'
import {
  preferenceSet,
  selectAppearance,
  selectDirection,
  selectNavigationMode,
  selectVerticalNavCollapsed,
} from '@/machines/preferences'
import type { PreferenceKey, Preferences } from '@/lib/preferences/schema'
import { PreferencesActorContext } from './PreferencesProvider'
import type { PreferencesActor } from './preferencesRuntime'

export function usePreferencesActor(): PreferencesActor {
  return PreferencesActorContext.useActorRef()
}

/** The chosen preferences plus what they resolve to right now (appearance, navigation mode). */
export function usePreferences() {
  const actor = usePreferencesActor()
  const preferences = PreferencesActorContext.useSelector((snapshot) => snapshot.context.preferences)
  const appearance = PreferencesActorContext.useSelector(selectAppearance)
  const navigationMode = PreferencesActorContext.useSelector(selectNavigationMode)
  const verticalNavCollapsed = PreferencesActorContext.useSelector(selectVerticalNavCollapsed)
  const direction = PreferencesActorContext.useSelector(selectDirection)
  const commands = useMemo(
    () => ({
      /** Sets one preference (PREFERENCE.SET); the value's type follows the key. */
      setPreference: <K extends PreferenceKey>(key: K, value: Preferences[K]) => actor.send(preferenceSet(key, value)),
      /** Back to the defaults, forgetting every saved preference. */
      resetPreferences: () => actor.send({ type: 'RESET' }),
    }),
    [actor],
  )
  return { preferences, appearance, navigationMode, verticalNavCollapsed, direction, ...commands }
}
