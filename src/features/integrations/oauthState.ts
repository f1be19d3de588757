import { createMemoryStore, readJson, removeKeys, writeJson, type KeyValueStore } from '@/lib/storage'

/**
 * The `state` of the connection this tab started, kept in sessionStorage so only the tab that
 * left for Instagram can finish: a callback carrying any other state is refused.
 */
const KEY = 'instagram-oauth-state'
let fallback: KeyValueStore | null = null

function tabStore(): KeyValueStore {
  try {
    window.sessionStorage.getItem(KEY)
    return window.sessionStorage
  } catch {
    return (fallback ??= createMemoryStore())
  }
}

export function rememberOAuthState(state: string): void {
  writeJson(tabStore(), KEY, state)
}

export function expectedOAuthState(): string | null {
  return readJson(tabStore(), KEY, (value): value is string => typeof value === 'string')
}

export function forgetOAuthState(): void {
  removeKeys(tabStore(), [KEY])
}
