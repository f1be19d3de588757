import type { MockBackend } from '../backend'
import type { MockDb } from '../db'
import { connectionsCollection, integrationHandlers } from '../api/integrations'
import { WebhookReceiver, webhookHandlers } from '../api/webhooks'
import { INSTAGRAM_HOSTS, type InstagramPlatformConfig } from './config'
import { instagramPlatformHandlers } from './handlers'
import { InstagramPlatform } from './platform'

export interface InstagramMockOptions {
  /** Where the connect step sends the browser; the app-served consent page in the browser. */
  authorizeUrl?: string
  platform?: Partial<InstagramPlatformConfig>
}

/** The Instagram side of the mock backend: the platform, the webhook receiver, the connections. */
export function createInstagramServices(
  db: MockDb,
  now: () => number,
  seed: number,
  options: InstagramMockOptions = {},
) {
  const instagram = new InstagramPlatform(db, now, seed, options.platform)
  return {
    instagram,
    instagramWebhooks: new WebhookReceiver(db, instagram, now),
    instagramConnections: connectionsCollection(db),
  }
}

export function instagramHandlers(backend: MockBackend, options: InstagramMockOptions = {}) {
  return [
    ...integrationHandlers(backend, options.authorizeUrl ?? INSTAGRAM_HOSTS.authorize),
    ...webhookHandlers(backend),
    ...instagramPlatformHandlers(backend.instagram),
  ]
}
