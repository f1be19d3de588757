import type { Database } from '@/server/storage/database'
import { connectionsCollection, integrationHandlers } from '../api/integrations'
import { webhookHandlers } from '../api/webhooks'
import { WebhookReceiver } from '../api/webhookReceiver'
import type { InstagramMockOptions, MockBackend } from '../types'
import { INSTAGRAM_HOSTS } from './config'
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

/** Conversa's own Instagram endpoints: connecting accounts, and the webhooks screen and receiver. */
export function instagramRoutes(backend: MockBackend, options: InstagramMockOptions = {}) {
  const hosts = options.hosts ?? INSTAGRAM_HOSTS
  return [...integrationHandlers(backend, options.authorizeUrl ?? hosts.authorize, hosts), ...webhookHandlers(backend)]
}
