import { http, json } from '@/server/http/route'
import { z } from 'zod'
import type { InstagramConnection, StartConnectionResponse } from '@/domain/instagram/apiTypes'
import {
  accountStatus,
  AUTHORIZATION_CODE_LIFETIME_MS,
  INSTAGRAM_SCOPES,
  isUsedCodeError,
  normalizeCodeExchange,
  refreshWindow,
  WEBHOOK_FIELDS,
} from '@/domain/instagram/oauth'
import type { Collection, Database } from '@/server/storage/database'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import { INSTAGRAM_APP, type InstagramAppSettings, type InstagramHosts } from '../instagram/config'
import type { MockBackend, StoredConnection } from '../types'
import { heldElsewhere } from './workspaces'

export type { StoredConnection } from '../types'

const BASE = `${API}/integrations/instagram`

/** Where Instagram's consent sent the person back: the code (without the `#_` Instagram appends) and the state. */
const callbackSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/#_$/, '').trim())
    .pipe(z.string().min(1)),
  state: z.string().min(1),
})

interface OAuthState {
  id: string
  ownerUid: string
  redirectUri: string
  createdAt: number
}

export function connectionsCollection(db: Database): Collection<StoredConnection> {
  return db.collection<StoredConnection>('instagramConnections')
}

/**
 * The live connection of a professional account (`entry[].id` of its webhooks), token included:
 * for server-side code such as the automation engine, never for an HTTP answer.
 */
export async function connectionForAccount(
  backend: Pick<MockBackend, 'instagramConnections' | 'now'>,
  accountId: string,
): Promise<StoredConnection | undefined> {
  return (
    await backend.instagramConnections.filter(
      (connection) => connection.accountId === accountId && accountStatus(connection, backend.now()) !== 'revoked',
    )
  ).sort((a, b) => b.tokenIssuedAt - a.tokenIssuedAt)[0]
}

/** Answers of Instagram's endpoints as the backend sees them over HTTP. */
type Fetched = { ok: true; status: number; json: unknown } | { ok: false; unreachable: true }

async function callInstagram(url: string, init?: RequestInit): Promise<Fetched> {
  try {
    const response = await fetch(url, init)
    let json: unknown = null
    try {
      json = await response.json()
    } catch {
      json = null
    }
    return { ok: true, status: response.status, json }
  } catch {
    return { ok: false, unreachable: true }
  }
}

function graphErrorOf(json: unknown): { code: number; subcode: number | null; message: string } | null {
  const error = (json as { error?: { code?: unknown; error_subcode?: unknown; message?: unknown } } | null)?.error
  if (!error || typeof error.code !== 'number') return null
  return {
    code: error.code,
    subcode: typeof error.error_subcode === 'number' ? error.error_subcode : null,
    message: String(error.message ?? ''),
  }
}

/**
 * The product's Instagram integration, server side: start (authorize URL with a state bound to
 * the user), finish (code → short token → long-lived token → profile → webhook subscription),
 * list, refresh and disconnect. Talks to Instagram through its real URLs, so the same code would
 * run against Meta; here MSW answers them with the platform mock.
 */
export function integrationHandlers(
  backend: MockBackend,
  authorizeUrl: string,
  hosts: InstagramHosts,
  app: InstagramAppSettings = INSTAGRAM_APP,
  /** The address browsers reach the app at; the request's own origin when unset. */
  appUrl?: string,
) {
  const connections = backend.instagramConnections
  const states = backend.db.collection<OAuthState>('instagramOAuthStates')

  const toDto = async (connection: StoredConnection): Promise<InstagramConnection> => {
    const now = backend.now()
    const { refreshableAt, canRefresh } = refreshWindow(connection, now)
    const status = accountStatus(connection, now)
    return {
      id: connection.id,
      accountId: connection.accountId,
      username: connection.username,
      name: connection.name,
      pictureUrl: connection.pictureUrl,
      status,
      permissions: connection.permissions,
      connectedAt: new Date(connection.connectedAt).toISOString(),
      tokenIssuedAt: new Date(connection.tokenIssuedAt).toISOString(),
      tokenExpiresAt: new Date(connection.tokenExpiresAt).toISOString(),
      refreshableAt: new Date(refreshableAt).toISOString(),
      canRefresh: canRefresh && status !== 'revoked',
      webhook: {
        subscribed: connection.webhookFields.length > 0 && status !== 'revoked' && status !== 'expired',
        fields: connection.webhookFields,
        // Only what this workspace received: nothing from before it connected the account.
        lastEventAt: await backend.instagramWebhooks.lastVerifiedEventAt(connection.accountId, connection.connectedAt),
      },
    }
  }

  const graph = (path: string) => `${hosts.graph}/${app.graphVersion}${path}`

  return [
    http.post(
      `${BASE}/connect`,
      endpoint(backend, { can: ['create', 'Integration'] }, async ({ request, user }) => {
        // Behind a proxy that ends TLS the request's origin is the proxy's http:// one, which Meta
        // refuses as a redirect: the configured public address wins.
        const redirectUri = new URL('/callback/instagram', appUrl || new URL(request.url).origin).href
        const state = randomState()
        const now = backend.now()
        await backend.db.transaction(async () => {
          for (const stale of await states.filter(
            (candidate) => now - candidate.createdAt > AUTHORIZATION_CODE_LIFETIME_MS,
          ))
            await states.remove(stale.id)
          await states.insert({ id: state, ownerUid: user.uid, redirectUri, createdAt: now })
        })
        const url = new URL(authorizeUrl)
        url.searchParams.set('client_id', app.clientId)
        url.searchParams.set('redirect_uri', redirectUri)
        url.searchParams.set('response_type', 'code')
        url.searchParams.set('scope', INSTAGRAM_SCOPES.join(','))
        url.searchParams.set('state', state)
        return json<StartConnectionResponse>({ authorizeUrl: url.href, state })
      }),
    ),

    http.post(
      `${BASE}/callback`,
      endpoint(backend, { can: ['create', 'Integration'], body: callbackSchema }, async ({ user, workspace, body }) => {
        const { code } = body
        const state = await states.get(body.state)
        // The state must be one this user started, recently: anything else may be a forged callback.
        if (!state || state.ownerUid !== user.uid || backend.now() - state.createdAt > AUTHORIZATION_CODE_LIFETIME_MS) {
          return apiError(400, 'instagram/state-mismatch', 'This authorization was not started from this session.')
        }

        const exchange = await callInstagram(`${hosts.api}/oauth/access_token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_id: app.clientId,
            client_secret: app.clientSecret,
            grant_type: 'authorization_code',
            redirect_uri: state.redirectUri,
            code,
          }).toString(),
        })
        if (!exchange.ok) return apiError(502, 'instagram/unreachable', 'Instagram could not be reached.')
        const shortLived = normalizeCodeExchange(exchange.json)
        if (!shortLived.ok) {
          if (isUsedCodeError(shortLived)) return apiError(400, 'instagram/code-already-used', shortLived.message)
          return apiError(502, 'instagram/exchange-failed', shortLived.message)
        }

        const longLived = await callInstagram(
          `${hosts.graph}/access_token?${new URLSearchParams({
            grant_type: 'ig_exchange_token',
            client_secret: app.clientSecret,
            access_token: shortLived.token.accessToken,
          })}`,
        )
        if (!longLived.ok) return apiError(502, 'instagram/unreachable', 'Instagram could not be reached.')
        const longToken = longLived.json as { access_token?: unknown; expires_in?: unknown }
        if (
          longLived.status !== 200 ||
          typeof longToken.access_token !== 'string' ||
          typeof longToken.expires_in !== 'number'
        ) {
          return apiError(
            502,
            'instagram/exchange-failed',
            graphErrorOf(longLived.json)?.message ?? 'No long-lived token',
          )
        }
        const accessToken = longToken.access_token
        const expiresIn = longToken.expires_in
        const issuedAt = backend.now()

        const profile = await callInstagram(graph('/me?fields=user_id,username,name,profile_picture_url'), {
          headers: { Authorization: `Bearer ${accessToken}` },
        })
        if (!profile.ok) return apiError(502, 'instagram/unreachable', 'Instagram could not be reached.')
        const me = profile.json as {
          id?: unknown
          user_id?: unknown
          username?: unknown
          name?: unknown
          profile_picture_url?: unknown
        }
        if (profile.status !== 200 || typeof me.user_id !== 'string' || typeof me.username !== 'string') {
          return apiError(502, 'instagram/exchange-failed', graphErrorOf(profile.json)?.message ?? 'No profile')
        }
        const accountId = me.user_id
        // docs/product.md, "Workspaces": an account belongs to one workspace at a time.
        if (await heldElsewhere(connections, accountId, workspace.id)) {
          await states.remove(state.id)
          return apiError(
            409,
            'instagram/account-taken',
            'This Instagram account is connected to another workspace; it must be disconnected there first.',
          )
        }

        const subscribe = await callInstagram(
          graph(`/me/subscribed_apps?subscribed_fields=${WEBHOOK_FIELDS.join(',')}`),
          {
            method: 'POST',
            headers: { Authorization: `Bearer ${accessToken}` },
          },
        )
        const subscribed =
          subscribe.ok && subscribe.status === 200 && (subscribe.json as { success?: unknown }).success === true

        const id = `${workspace.id}:${accountId}`
        const username = me.username
        const stored = await backend.db.transaction(async (db) => {
          const inside = connectionsCollection(db)
          await db.collection<OAuthState>('instagramOAuthStates').remove(state.id)
          // Checked again with the write: two workspaces finishing at once cannot both hold it.
          if (await heldElsewhere(inside, accountId, workspace.id)) return null
          const previous = await inside.get(id)
          return inside.insert({
            id,
            ownerUid: workspace.id,
            accountId,
            appScopedId: shortLived.token.userId,
            username,
            name: typeof me.name === 'string' ? me.name : username,
            pictureUrl: typeof me.profile_picture_url === 'string' ? me.profile_picture_url : '',
            accessToken,
            permissions: shortLived.token.permissions,
            tokenIssuedAt: issuedAt,
            tokenExpiresAt: issuedAt + expiresIn * 1000,
            revokedAt: null,
            webhookFields: subscribed ? [...WEBHOOK_FIELDS] : [],
            // Renewing consent keeps the workspace's history; a new connection starts a new one.
            connectedAt: previous?.connectedAt ?? issuedAt,
          })
        })
        if (!stored)
          return apiError(409, 'instagram/account-taken', 'This Instagram account is connected to another workspace.')
        return json<InstagramConnection>(await toDto(stored), { status: 201 })
      }),
    ),

    http.get(
      BASE,
      endpoint(backend, { can: ['read', 'Integration'] }, async ({ workspace }) => {
        const mine = await connections.ownedBy(workspace.id)
        // Instagram says nothing when a person revokes access: ask with the token, as a backend's
        // periodic check would, and remember a 190 (removed app, password change, checkpoint).
        for (const connection of mine) {
          if (
            accountStatus(connection, backend.now()) === 'revoked' ||
            accountStatus(connection, backend.now()) === 'expired'
          )
            continue
          const check = await callInstagram(graph('/me?fields=user_id'), {
            headers: { Authorization: `Bearer ${connection.accessToken}` },
          })
          const error = check.ok ? graphErrorOf(check.json) : null
          if (error?.code === 190 && error.subcode !== 463)
            await connections.update(connection.id, { revokedAt: backend.now() })
        }
        const current = await connections.ownedBy(workspace.id)
        return json<InstagramConnection[]>(
          await Promise.all(current.sort((a, b) => b.connectedAt - a.connectedAt).map(toDto)),
        )
      }),
    ),

    http.post(
      `${BASE}/:id/refresh`,
      endpoint(backend, { can: ['update', 'Integration'] }, async ({ params, workspace }) => {
        const connection = await connections.get(String(params.id))
        if (!connection || connection.ownerUid !== workspace.id)
          return apiError(404, 'instagram/not-found', 'No such connected account.')
        const status = accountStatus(connection, backend.now())
        if (status === 'revoked')
          return apiError(409, 'instagram/token-revoked', 'Instagram revoked this access; connect the account again.')
        if (status === 'expired')
          return apiError(409, 'instagram/token-expired', 'The access expired; connect the account again.')
        const window = refreshWindow(connection, backend.now())
        if (!window.canRefresh) {
          return apiError(
            409,
            'instagram/refresh-too-early',
            `The access can be renewed from ${new Date(window.refreshableAt).toISOString()}.`,
          )
        }
        const refreshed = await callInstagram(
          `${hosts.graph}/refresh_access_token?${new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: connection.accessToken })}`,
        )
        if (!refreshed.ok) return apiError(502, 'instagram/unreachable', 'Instagram could not be reached.')
        const token = refreshed.json as { access_token?: unknown; expires_in?: unknown }
        if (
          refreshed.status !== 200 ||
          typeof token.access_token !== 'string' ||
          typeof token.expires_in !== 'number'
        ) {
          const error = graphErrorOf(refreshed.json)
          if (error?.code === 190) {
            if (error.subcode === 463) return apiError(409, 'instagram/token-expired', error.message)
            await connections.update(connection.id, { revokedAt: backend.now() })
            return apiError(409, 'instagram/token-revoked', error.message)
          }
          return apiError(502, 'instagram/refresh-failed', error?.message ?? 'Instagram refused to renew the access.')
        }
        const now = backend.now()
        const updated = await connections.update(connection.id, {
          accessToken: token.access_token,
          tokenIssuedAt: now,
          tokenExpiresAt: now + token.expires_in * 1000,
        })
        return json<InstagramConnection>(await toDto(updated ?? connection))
      }),
    ),

    http.delete(
      `${BASE}/:id`,
      endpoint(backend, { can: ['delete', 'Integration'] }, async ({ params, workspace }) => {
        const connection = await connections.get(String(params.id))
        if (!connection || connection.ownerUid !== workspace.id)
          return apiError(404, 'instagram/not-found', 'No such connected account.')
        // Best effort: a dead token cannot unsubscribe, and the account goes either way.
        await callInstagram(graph('/me/subscribed_apps'), {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${connection.accessToken}` },
        })
        await connections.remove(connection.id)
        return new Response(null, { status: 204 })
      }),
    ),
  ]
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
