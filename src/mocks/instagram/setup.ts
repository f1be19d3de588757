import { httpGraph, type AccountMedia, type InstagramGraph, type TokenLookup } from '@/server/instagram/graph'
import type { Collection, Database } from '@/server/storage/database'
import type { WebhookStore } from '@/server/webhooks/store'
import { learnInstagramPeople } from '../api/instagramPeople'
import { connectionsCollection, integrationHandlers } from '../api/integrations'
import { instagramMockToolHandlers, webhookHandlers } from '../api/webhooks'
import { WebhookReceiver } from '../api/webhookReceiver'
import type { InstagramMockOptions, MockBackend, StoredConnection } from '../types'
import { INSTAGRAM_APP, INSTAGRAM_HOSTS } from './config'
import { inProcessGraph } from './inProcessGraph'
import { InstagramPlatform } from './platform'

const POSTS_KEPT_MS = 60_000

/** The Instagram side of the mock backend: the platform, the webhook receiver, the connections. */
export function createInstagramServices(
  db: Database,
  now: () => number,
  webhookStore: WebhookStore,
  options: InstagramMockOptions = {},
) {
  const instagram = new InstagramPlatform(options.platformDb ?? db, now, options.platform)
  // Sharing the backend's database, the mock joins the caller's transaction; on its own, it has its own.
  const platformIn = (scope: Database) => (options.platformDb ? instagram : instagram.within(scope))
  const hosts = options.hosts ?? INSTAGRAM_HOSTS
  // An account's posts change rarely, and the webhooks screen names them on every poll: Instagram
  // is asked at most once a minute per account (an empty answer, before a token, is not kept).
  const posts = new Map<string, { at: number; media: AccountMedia[] }>()
  const instagramGraph = (scope: Database): InstagramGraph => {
    const tokenOf = liveTokenOf(connectionsCollection(scope))
    const graph =
      options.graph === 'http'
        ? httpGraph({ graphUrl: hosts.graph, version: (options.app ?? INSTAGRAM_APP).graphVersion, tokenOf })
        : inProcessGraph(platformIn(scope), tokenOf)
    return {
      ...graph,
      mediaOf: async (accountId) => {
        const kept = posts.get(accountId)
        if (kept && now() - kept.at < POSTS_KEPT_MS) return kept.media
        const media = await graph.mediaOf(accountId)
        if (media.length > 0) posts.set(accountId, { at: now(), media })
        return media
      },
    }
  }
  return {
    instagram,
    instagramGraph,
    webhookStore,
    instagramWebhooks: new WebhookReceiver(
      db,
      webhookStore,
      // The mock served here learns what it delivered (the comment exists, the window opened);
      // Instagram itself, or the mock as a service of its own, already knows.
      options.graph === 'http' && !options.platformDb
        ? async () => {}
        : (scope, events) => platformIn(scope).recordDelivered(events),
      now,
      options.app,
    ),
    instagramConnections: connectionsCollection(db),
  }
}

/** The token of the account's connection that is not revoked (a workspace holds one at a time). */
function liveTokenOf(connections: Collection<StoredConnection>): TokenLookup {
  return async (accountId) =>
    (await connections.find((connection) => connection.accountId === accountId && connection.revokedAt === null))
      ?.accessToken ?? null
}

/** Conversa's own Instagram endpoints: connecting accounts, and the webhooks screen and receiver. */
export function instagramRoutes(backend: MockBackend, options: InstagramMockOptions = {}) {
  learnInstagramPeople(backend)
  const hosts = options.hosts ?? INSTAGRAM_HOSTS
  return [
    ...integrationHandlers(backend, options.authorizeUrl ?? hosts.authorize, hosts, options.app, options.appUrl),
    ...webhookHandlers(backend),
    ...(options.tools === false ? [] : instagramMockToolHandlers(backend)),
  ]
}
