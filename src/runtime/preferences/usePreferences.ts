import { useSelector } from '@xstate/react'
import { use } from 'react'
import {
  selectAppearance,
  selectDirection,
  selectNavigationMode,
  selectVerticalNavCollapsed,
  type PreferencesEvent,
} from '@/machines/preferences'
import { PreferencesContext, type PreferencesActor } from './PreferencesProvider'

export function usePreferencesActor(): PreferencesActor {
  const actor = use(PreferencesContext)
  if (!actor) throw new Error('usePreferences must be used inside <PreferencesProvider>')
  return actor
}

/** The chosen preferences plus what they resolve to right now (appearance, navigation mode). */
export function usePreferences() {
  const actor = usePreferencesActor()
  const preferences = useSelector(actor, (snapshot) => snapshot.context.preferences)
  const appearance = useSelector(actor, selectAppearance)
  const navigationMode = useSelector(actor, selectNavigationMode)
  const verticalNavCollapsed = useSelector(actor, selectVerticalNavCollapsed)
  const direction = useSelector(actor, selectDirection)
  return {
    preferences,
    appearance,
    navigationMode,
    verticalNavCollapsed,
    direction,
    send: (event: PreferencesEvent) => actor.send(event),
  }
}
