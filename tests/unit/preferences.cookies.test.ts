import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { createPreferenceCookieStore, readStoredPreferences } from '@/lib/preferences/cookies'
import { preferencesMachine, selectAppearance, selectNavigationMode } from '@/machines/preferences'
import { DEFAULT_PREFERENCES, restorePreferences } from '@/lib/preferences/schema'

/** A cookie jar that behaves like `document.cookie` for name=value pairs. */
function fakeJar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial))
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(assignment: string) {
      const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim())
      const [name = '', value = ''] = pair.split('=')
      if (attributes.some((attribute) => attribute.toLowerCase() === 'max-age=0')) cookies.delete(name)
      else cookies.set(name, value)
    },
    raw: cookies,
  }
}

describe('preference cookies', () => {
  it('a tampered value falls back to the default for that preference only', () => {
    const jar = fakeJar({
      'conversa-theme': 'neon',
      'conversa-skin': 'bordered',
      'conversa-primary-color-light': 'red;alert(1)',
      'conversa-navigation': 'vertical',
      'conversa-navbar-type': '%E0%A4%A', // broken percent-encoding
      'conversa-footer-type': 'hidden',
      'conversa-language': 'xx',
      'conversa-vertical-nav-collapsed': 'yes',
      'other-app-theme': 'dark',
    })
    const preferences = restorePreferences(readStoredPreferences(jar.cookie))
    expect(preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      skin: 'bordered',
      navigation: 'vertical',
      footerType: 'hidden',
    })

    const actor = createActor(preferencesMachine, {
      input: { stored: readStoredPreferences(jar.cookie), viewportWidth: 1440, systemPrefersDark: true },
    }).start()
    expect(selectAppearance(actor.getSnapshot())).toBe('light')
    expect(selectNavigationMode(actor.getSnapshot())).toBe('vertical')
    actor.stop()
  })

  it('saves every preference under the prefixed key and reads it back; a reset deletes them', () => {
    const jar = fakeJar()
    const store = createPreferenceCookieStore(jar)
    const chosen = {
      ...DEFAULT_PREFERENCES,
      theme: 'dark' as const,
      primaryColorLight: '#1565C0',
      language: 'ar' as const,
    }
    store.write(chosen)
    expect(jar.raw.get('conversa-theme')).toBe('dark')
    expect(jar.raw.get('conversa-primary-color-light')).toBe('%231565C0')
    expect(restorePreferences(store.read())).toEqual(chosen)
    store.forget()
    expect(jar.raw.size).toBe(0)
    expect(restorePreferences(store.read())).toEqual(DEFAULT_PREFERENCES)
  })
})
