import { http, json } from '@/server/http/route'
import { automationFunnel, type AutomationFunnel, type LinkClick, type SeenReceipt } from '@/domain/automations/funnel'
import { LINK_PATH, readLink } from '@/server/automations/linkToken'
import type { Entity } from '@/server/storage/database'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'
import { automationServiceOf, automationsOf } from './automationService'
import { mayRead } from './workspaces'

type StoredClick = Entity & LinkClick & { ownerUid: string }

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link not found</title></head>
<body style="font-family: system-ui, sans-serif; max-inline-size: 32rem; margin: 4rem auto; padding-inline: 1rem">
<h1>This link does not lead anywhere</h1>
<p>It may have been copied incompletely. Ask the account that sent it for the link again.</p>
</body></html>`

/**
 * The redirect of tracked links (`GET /r/{token}`) and each automation's funnel
 * (`GET /api/automations/{id}/funnel`).
 */
export function outcomeHandlers(backend: MockBackend) {
  const service = automationServiceOf(backend)
  const clicks = backend.db.collection<StoredClick>('linkClicks')

  return [
    http.get<{ token: string }>(`${LINK_PATH}/:token`, async ({ request, params }) => {
      const link = await readLink(backend.links.secret, params.token)
      if (!link) {
        const wantsPage = request.headers.get('accept')?.includes('text/html') ?? false
        return wantsPage
          ? new Response(NOT_FOUND_PAGE, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } })
          : apiError(404, 'links/not-found', 'This link is not one the app sent, or it was altered.')
      }
      // A link of an automation deleted since still leads where it said; nobody's funnel counts it.
      const automation = await automationsOf(backend.db).get(link.automationId)
      if (automation) {
        const at = backend.now()
        await clicks.insert({
          id: `${link.runId}:${link.stepId}:${at}:${crypto.randomUUID()}`,
          ownerUid: automation.ownerUid,
          automationId: link.automationId,
          stepId: link.stepId,
          runId: link.runId,
          ...(link.contactId ? { contactId: link.contactId } : {}),
          at,
        })
      }
      return new Response(null, { status: 302, headers: { location: link.url, 'cache-control': 'no-store' } })
    }),
    http.get<{ id: string }>(
      `${API}/automations/:id/funnel`,
      endpoint(backend, { can: ['read', 'Automation'] }, async ({ params, workspace }) => {
        const automation = (await service.automations.ownedBy(workspace.id)).find(
          (candidate) => candidate.id === params.id,
        )
        if (!automation) return apiError(404, 'automations/not-found', 'No such automation.')
        const { runs, holdings } = await service.read(workspace.id)
        const mine = runs.filter((run) => run.automationId === automation.id)
        const runIds = new Set(mine.map((run) => run.id))
        const people = new Set(mine.map((run) => `${run.accountId}:${run.contactId}`))
        const deliveries = await backend.instagramWebhooks.events([...holdings.byAccount.keys()])
        const seen: SeenReceipt[] = deliveries
          .filter((delivery) => delivery.verdict.verified)
          .flatMap((delivery) => delivery.events)
          .flatMap((event) =>
            event.kind === 'seen' &&
            people.has(`${event.accountId}:${event.senderId}`) &&
            mayRead(holdings, event.accountId, event.timestamp)
              ? [{ accountId: event.accountId, contactId: event.senderId, at: event.timestamp }]
              : [],
          )
        const clicked = (await clicks.ownedBy(workspace.id)).filter((click) => runIds.has(click.runId))
        return json<AutomationFunnel>(automationFunnel({ flow: automation.flow, runs: mine, clicks: clicked, seen }))
      }),
    ),
  ]
}
