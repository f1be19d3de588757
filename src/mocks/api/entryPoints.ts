import { http, json } from '@/server/http/route'
import type { AccountEntryPoints, EntryPointAutomation } from '@/domain/entryPoints/apiTypes'
import {
  entryPointsProblems,
  entryPointsSchema,
  fromMessengerProfile,
  toMessengerProfile,
  type EntryPoints,
} from '@/domain/entryPoints/model'
import { shortLinkRef, shortLinkUrl } from '@/domain/entryPoints/payloads'
import { accountStatus } from '@/domain/instagram/oauth'
import { graphErrorOf, type GraphAnswer } from '@/server/instagram/findSent'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend, StoredConnection } from '../types'
import { automationsOf } from './automationService'

const BASE = `${API}/entry-points/instagram/:accountId`

/** The trigger kinds the engine starts from entry points (src/domain/automations/model.ts). */
function startsFrom(kind: string): EntryPointAutomation['startsFrom'] {
  return kind === 'menu-tap' || kind === 'ref-link' ? kind : 'other'
}

/**
 * An Instagram account's entry points (docs/product.md, "Entry points"): its ice breakers and
 * persistent menu, read from and saved to Instagram's Messenger profile through the Graph client,
 * and the `ig.me` link of each of its automations. Instagram holds the ice breakers and the menu;
 * nothing of them is kept here, so what the screen shows is what people will see.
 */
export function entryPointHandlers(backend: MockBackend) {
  const graph = () => backend.instagramGraph(backend.db)

  /** The workspace's live connection of the account, or the answer that says why there is none. */
  const connectionOf = async (workspaceId: string, accountId: string): Promise<StoredConnection | Response> => {
    const connection = (await backend.instagramConnections.ownedBy(workspaceId)).find(
      (candidate) => candidate.accountId === accountId,
    )
    if (!connection) return apiError(404, 'entry-points/not-found', 'No such connected account.')
    const status = accountStatus(connection, backend.now())
    if (status === 'revoked' || status === 'expired')
      return apiError(
        409,
        'entry-points/reconnect',
        'Instagram no longer accepts this account’s access; connect it again.',
      )
    return connection
  }

  const automationsOfAccount = async (workspaceId: string, connection: StoredConnection) =>
    (await automationsOf(backend.db).ownedBy(workspaceId))
      .filter((automation) => automation.accountId === connection.accountId)
      .sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1))
      .map(({ id, name, status, trigger }): EntryPointAutomation => {
        const ref = shortLinkRef(id)
        return {
          id,
          name,
          status,
          startsFrom: startsFrom(trigger.kind),
          ref,
          link: shortLinkUrl(connection.username, ref),
        }
      })

  const refused = (answer: GraphAnswer) =>
    apiError(
      502,
      'entry-points/instagram-refused',
      graphErrorOf(answer)?.message ?? 'Instagram did not answer as expected.',
    )

  /** What Instagram holds now, read back through the Graph API. */
  const readBack = async (workspaceId: string, connection: StoredConnection): Promise<Response> => {
    const answer = await graph().messengerProfile(connection.accountId)
    const entryPoints = answer.status === 200 ? fromMessengerProfile(answer.body) : null
    if (!entryPoints) return refused(answer)
    return json<AccountEntryPoints>({
      accountId: connection.accountId,
      username: connection.username,
      name: connection.name,
      entryPoints,
      automations: await automationsOfAccount(workspaceId, connection),
      iceBreakersSet: entryPoints.locales.some((entry) => entry.iceBreakers.length > 0),
    })
  }

  /** The rules a schema cannot check: across locales, and that each automation is the account's. */
  const invalid = async (workspaceId: string, connection: StoredConnection, body: EntryPoints) => {
    const fields: Record<string, string> = {}
    for (const problem of entryPointsProblems(body)) fields[problem.path] ??= problem.reason
    const automations = new Map(
      (await automationsOfAccount(workspaceId, connection)).map((automation) => [automation.id, automation]),
    )
    // The engine starts an automation from an ice breaker or a menu item only when that is its trigger.
    const reasonFor = (automationId: string) => {
      const automation = automations.get(automationId)
      return !automation ? 'not-found' : automation.startsFrom !== 'menu-tap' ? 'not-menu-tap' : null
    }
    body.locales.forEach((entry, index) => {
      entry.iceBreakers.forEach((breaker, position) => {
        const reason = reasonFor(breaker.automationId)
        if (reason) fields[`locales.${index}.iceBreakers.${position}.automationId`] ??= reason
      })
      entry.menu.forEach((item, position) => {
        const reason = item.kind === 'automation' ? reasonFor(item.automationId) : null
        if (reason) fields[`locales.${index}.menu.${position}.automationId`] ??= reason
      })
    })
    return Object.keys(fields).length > 0
      ? apiError(422, 'entry-points/invalid', 'Some entry points need attention.', fields)
      : null
  }

  return [
    http.get(
      BASE,
      endpoint(backend, { can: ['read', 'Integration'] }, async ({ params, workspace }) => {
        const connection = await connectionOf(workspace.id, String(params.accountId))
        if (connection instanceof Response) return connection
        return readBack(workspace.id, connection)
      }),
    ),
    http.put(
      BASE,
      endpoint(
        backend,
        { can: ['update', 'Integration'], body: entryPointsSchema, refusedAs: 'entry-points/invalid' },
        async ({ params, workspace, body }) => {
          const connection = await connectionOf(workspace.id, String(params.accountId))
          if (connection instanceof Response) return connection
          const refusal = await invalid(workspace.id, connection, body)
          if (refusal) return refusal
          const { set, remove } = toMessengerProfile(body)
          if (Object.keys(set).length > 0) {
            const answer = await graph().setMessengerProfile(connection.accountId, { ...set })
            if (answer.status !== 200) return refused(answer)
          }
          if (remove.length > 0) {
            const answer = await graph().deleteMessengerProfile(connection.accountId, remove)
            if (answer.status !== 200) return refused(answer)
          }
          return readBack(workspace.id, connection)
        },
      ),
    ),
  ]
}
