import type { Database } from '@/server/storage/database'
import { connectionsCollection, integrationHandlers } from '../api/integrations'
import { webhookHandlers } from '../api/webhooks'
import { WebhookReceiver } from '../api/webhookReceiver'
import type { InstagramMockOptions, MockBackend } from '../types'
import { INSTAGRAM_HOSTS } from './config'
import { instagramPlatformHandlers } from './handlers'
import { InstagramPlatform } from './platform'

/** The Instagram side of the mock backend: the platform, the webhook receiver, the connections. */
export function createInstagramServices(db: Database, now: () => number, options: InstagramMockOptions = {}) {
  const instagram = new InstagramPlatform(db, now, options.platform)
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
