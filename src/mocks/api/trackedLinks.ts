import { trackedUrl } from '@/server/automations/linkToken'
import type { LinkTracker } from '@/server/automations/flowEntries'
import { INSTAGRAM_APP } from '../instagram/config'
import type { InstagramMockOptions, LinkSettings, MockBackend } from '../types'

/**
 * Where tracked links point and what signs them: the app's public address (PUBLIC_URL on a
 * server, the page's own origin in the browser) and the Meta app's secret, which only the server
 * holds. The token's own key is derived from it for this purpose alone (linkToken.ts).
 */
export function linkSettingsOf(instagram: InstagramMockOptions | undefined): LinkSettings {
  return {
    ...(instagram?.appUrl ? { origin: instagram.appUrl } : {}),
    secret: (instagram?.app ?? INSTAGRAM_APP).clientSecret,
  }
}

/** What the engine calls for each link button it sends: the app's redirect for it. */
export function linkTrackerOf(backend: MockBackend): LinkTracker {
  const origin =
    backend.links.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost'
  return (url, sender) => trackedUrl(origin, backend.links.secret, { ...sender, url })
}
