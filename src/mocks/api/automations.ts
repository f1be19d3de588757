import { http, json } from '@/server/http/route'
import { z } from 'zod'
import type {
  AutomationAccount,
  AutomationInput,
  AutomationRunRow,
  AutomationSummary,
  AutomationVocabulary,
  DashboardEvent,
  DashboardResponse,
  TestRunResponse,
} from '@/domain/automations/apiTypes'
import { copyName } from '@/domain/automations/copyName'
import type { Automation } from '@/domain/automations/model'
import { automationTriggerSchema, REF_MAX_CHARS } from '@/domain/automations/triggers'
import { madeUpInstagramEvent } from '@/domain/automations/madeUpEvent'
import { RUN_STATUSES, type AutomationRun } from '@/domain/automations/runs'
import type { ListPage } from '@/domain/list'
import { countRuns, countSentMessages, runStatus } from '@/domain/automations/runStatus'
import { checkAutomation, mayPublish, vocabularyOf, type AutomationCheck } from '@/domain/automations/check'
import { flowGraphSchema } from '@/domain/automations/flow/schema'
import type { InstagramEvent } from '@/domain/instagram/events'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import { queryList, type ListSpec } from '../listQuery'
import type { MockBackend } from '../types'
import { automationServiceOf, automationsOf, type StoredAutomation } from './automationService'
import { handSentCounts } from './inboxCounts'
import { usernamesOf } from './instagramPeople'
import { holdingsOf, mayRead, type Holdings } from './workspaces'
import { threadIdOf } from '@/server/chat/threads'

const BASE = `${API}/automations`
const DASHBOARD_DAYS = 14
const LATEST_EVENTS = 10
const DAY_MS = 86_400_000
/** The person test mode pretends to be; never a real IGSID. */
const TEST_PERSON = { id: 'conversa-test-person', username: 'test.person' }

const changedMeanwhile = () =>
  apiError(409, 'automations/changed', 'This automation was saved by someone else since this edit began.')

// ---- requests ----------------------------------------------------------------------------------

/**
 * What the builder sends, checked for its shape only (types, known kinds): the rules of an
 * automation are `validateAutomation`'s, each trigger and action read by its kind.
 */
const automationFields = {
  name: z.string(),
  accountId: z.string(),
  status: z.enum(['active', 'paused']),
  priority: z.number(),
  stopAfterFirstMatch: z.boolean(),
  trigger: automationTriggerSchema,
  flow: flowGraphSchema,
}
const automationInputSchema = z.object(automationFields).transform((input) => input as AutomationInput)

/**
 * Activating or pausing (`{ status }` alone) skips the builder's checks; anything else is the whole
 * automation, with the version its edit started from (`baseVersion`): a save over a version saved
 * since, in another tab or by a teammate, is refused (409 `automations/changed`) rather than lost;
 * without it, the save replaces whatever is there.
 */
const automationChangeSchema = z.union([
  z.strictObject({ status: z.enum(['active', 'paused']) }),
  z
    .object({ ...automationFields, baseVersion: z.number().int().positive().optional() })
    .transform(({ baseVersion, ...input }) => ({ input: input as AutomationInput, baseVersion })),
])

const testEventSchema = z.object({
  accountId: z.string(),
  kind: z.enum(['comment', 'message', 'story_mention', 'story_reply', 'postback']),
  text: z.string(),
  mediaId: z.string().optional(),
  payload: z.string().optional(),
  ref: z.string().max(REF_MAX_CHARS).optional(),
  /** One automation to try (even paused); all of the account's active ones when absent. */
  automationId: z.string().optional(),
})
type TestEventRequest = z.output<typeof testEventSchema>

/**
 * The automation list's query (`listQuery.ts`): search by name, sort by name or priority, filter by
 * status. Without `sortBy`, the collection's order: the most recently changed first.
 */
const automationListSpec: ListSpec<StoredAutomation> = {
  searchIn: (automation) => [automation.name],
  sortable: { name: (automation) => automation.name, priority: (automation) => automation.priority },
  filters: { status: { values: ['active', 'paused'], matches: (automation, status) => automation.status === status } },
}

/**
 * The run history's query: newest first, filtered by status. `automationId` (one automation's runs;
 * all of them when absent) is read beside it, as the automation must be the caller's.
 */
const runListSpec: ListSpec<AutomationRun> = {
  searchIn: () => [],
  sortable: { createdAt: (run) => run.createdAt },
  filters: { status: { values: RUN_STATUSES, matches: (run, status) => run.status === status } },
}

function buildTestEvent(input: TestEventRequest, now: number, mediaFallback: string | undefined): InstagramEvent {
  return madeUpInstagramEvent(
    { ...input, mediaId: input.mediaId ?? mediaFallback ?? 'test-media' },
    {
      key: `test-${now}-${Math.random().toString(36).slice(2, 8)}`,
      accountId: input.accountId,
      person: TEST_PERSON,
      now,
      storyId: 'test-story',
    },
  )
}

/** Where an event came from, for the dashboard's "From" column. */
function senderOf(event: InstagramEvent): { id: string; username?: string } | null {
  switch (event.kind) {
    case 'comment':
      return { id: event.fromId, username: event.fromUsername || undefined }
    case 'mention':
      return event.fromId ? { id: event.fromId } : null
    default:
      return { id: event.senderId }
  }
}

/** The verified events the workspace's accounts received while it held them, each once (duplicates aside). */
async function receivedEvents(backend: MockBackend, holdings: Holdings): Promise<InstagramEvent[]> {
  return (await backend.instagramWebhooks.events([...holdings.byAccount.keys()]))
    .filter((delivery) => delivery.verdict.verified)
    .flatMap((delivery) =>
      delivery.events.filter(
        (event) =>
          mayRead(holdings, event.accountId, Date.parse(delivery.receivedAt)) &&
          !delivery.duplicateKeys.includes(event.dedupeKey),
      ),
    )
}

/** A run's status, decided again on reading: the one function the list, the history and the dashboard share. */
function withStatus(run: AutomationRun): AutomationRun {
  const { status, reason } = runStatus(run)
  const { reason: _stored, ...rest } = run
  return reason === undefined ? { ...rest, status } : { ...rest, status, reason }
}

// ---- handlers -------------------------------------------------------------------------------

export function automationHandlers(backend: MockBackend) {
  const service = automationServiceOf(backend)
  const owned = (uid: string) => service.automations.ownedBy(uid)
  const ownedOne = async (uid: string, id: unknown) => (await owned(uid)).find((candidate) => candidate.id === id)
  /**
   * The rules' issues and the flow's problems as the builder reads them, and as fields (the first
   * code per path; a step's problems under `flow.steps.<id>`) as forms do.
   */
  const invalid = ({ issues, problems }: AutomationCheck) => {
    const fields: Record<string, string> = {}
    for (const issue of issues) fields[issue.path] ??= issue.code
    for (const problem of problems.filter((each) => each.severity === 'error')) {
      const path =
        problem.stepId === null ? 'flow' : ['flow.steps', problem.stepId, problem.path].filter(Boolean).join('.')
      fields[path] ??= problem.code
    }
    return json(
      { error: { code: 'automations/invalid', message: 'The automation has errors.', fields, issues, problems } },
      { status: 422 },
    )
  }
  /** What a flow may read and go to: the workspace's fields and tags, and its other automations of the account. */
  const flowContext = async (uid: string, input: AutomationInput, automationId: string | null) => {
    const others = (await owned(uid)).filter((automation) => automation.id !== automationId)
    const vocabulary = vocabularyOf(
      [...others.map((automation) => automation.flow), input.flow],
      await service.contactsOf(uid),
    )
    const automations = others
      .filter((automation) => automation.accountId === input.accountId)
      .map(({ id, name }) => ({ id, name }))
    const segments = (await service.segmentsOf(uid)).map(({ id, name }) => ({ id, name }))
    return { automationId, ...vocabulary, automations, segments }
  }
  const notFound = () => apiError(404, 'automations/not-found', 'No such automation.')
  const unknownAccount = () =>
    apiError(422, 'automations/unknown-account', 'This Instagram account is not connected to your workspace.')

  /** The domain's rules, then the account: it must be one the workspace holds. */
  const checkInput = async (
    input: AutomationInput,
    uid: string,
    automationId: string | null,
  ): Promise<{ ok: true; username: string } | { ok: false; response: Response }> => {
    const check = checkAutomation(input, await flowContext(uid, input, automationId))
    if (!mayPublish(check)) return { ok: false, response: invalid(check) }
    // An account has one default reply (docs/product.md, "Entry points").
    const defaultReplyTaken =
      input.trigger.kind === 'default-reply' &&
      (await owned(uid)).some(
        (other) =>
          other.id !== automationId && other.accountId === input.accountId && other.trigger.kind === 'default-reply',
      )
    if (defaultReplyTaken)
      return {
        ok: false,
        response: apiError(409, 'automations/default-reply-taken', 'This account already has a default reply.'),
      }
    const connection = (await holdingsOf(backend.instagramConnections, uid)).byAccount.get(input.accountId)
    if (!connection) return { ok: false, response: unknownAccount() }
    return { ok: true, username: connection.username }
  }

  const summarize = (automations: StoredAutomation[], runs: AutomationRun[], holdings: Holdings): AutomationSummary[] =>
    automations.map(({ ownerUid: _owner, accountUsername, ...automation }) => {
      const mine = runs.filter((run) => run.automationId === automation.id)
      const connection = holdings.byAccount.get(automation.accountId)
      return {
        ...automation,
        counters: countRuns(mine),
        lastRunAt: mine.reduce<number | null>((latest, run) => Math.max(latest ?? 0, run.createdAt), null),
        account: { username: connection?.username ?? accountUsername ?? null, connected: connection !== undefined },
        stoppedReason: automation.status === 'active' && !connection ? 'account-disconnected' : null,
      }
    })
  const summaryOf = async (uid: string, automation: StoredAutomation) => {
    const { runs, holdings } = await service.read(uid)
    return summarize([automation], runs, holdings)[0]!
  }

  return [
    http.get(
      `${BASE}/accounts`,
      endpoint(backend, { can: ['read', 'Automation'] }, async ({ workspace }) => {
        const { byAccount } = await holdingsOf(backend.instagramConnections, workspace.id)
        return json<AutomationAccount[]>(
          await Promise.all(
            [...byAccount.values()].map(async (connection) => ({
              accountId: connection.accountId,
              username: connection.username,
              media: await backend.instagramGraph(backend.db).mediaOf(connection.accountId),
              ads: await backend.instagramGraph(backend.db).adsOf(connection.accountId),
            })),
          ),
        )
      }),
    ),
    http.get(
      `${BASE}/runs`,
      endpoint(backend, { can: ['read', 'Automation'], query: runListSpec }, async ({ workspace, query, request }) => {
        const automationId = new URL(request.url).searchParams.get('automationId')
        if (automationId && !(await ownedOne(workspace.id, automationId))) return notFound()
        const { runs, holdings } = await service.read(workspace.id)
        const listed = runs
          .map(withStatus)
          .filter((run) => !automationId || run.automationId === automationId)
          .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        const page = queryList(listed, query, runListSpec)
        // Only the page's runs: whom each answered, what they wrote, and their thread in the inbox.
        const events = new Map(
          (await receivedEvents(backend, holdings)).map((event) => [`${event.accountId}:${event.dedupeKey}`, event]),
        )
        const people = await usernamesOf(backend, holdings)
        const items = page.items.map((run): AutomationRunRow => {
          const event = events.get(`${run.accountId}:${run.eventKey}`)
          const sender = event ? senderOf(event) : null
          const personId = run.contactId ?? sender?.id ?? null
          const username = (sender?.id === personId ? sender?.username : undefined) ?? null
          return {
            ...run,
            person: personId ? { id: personId, username: username ?? people.get(personId) ?? null } : null,
            eventText:
              event && 'text' in event && typeof event.text === 'string' && event.text !== '' ? event.text : null,
            threadId: personId ? threadIdOf(run.accountId, personId) : null,
          }
        })
        return json<ListPage<AutomationRunRow>>({ ...page, items })
      }),
    ),
    http.get(
      `${BASE}/dashboard`,
      endpoint(backend, { can: ['read', 'Dashboard'] }, async ({ workspace }) => {
        const { runs, queued, holdings } = await service.read(workspace.id)
        const sentByHand = await handSentCounts(backend, workspace.id, holdings)
        const today = Math.floor(backend.now() / DAY_MS)
        const firstDay = today - DASHBOARD_DAYS + 1
        const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => ({
          day: new Date((firstDay + index) * DAY_MS).toISOString().slice(0, 10),
          ...countRuns(runs.filter((run) => Math.floor(run.createdAt / DAY_MS) === firstDay + index)),
        }))
        const runsByAutomation = new Map<string, AutomationRun[]>()
        for (const run of runs) {
          const of = runsByAutomation.get(run.automationId)
          if (of) of.push(run)
          else runsByAutomation.set(run.automationId, [run])
        }
        const ranked = [...runsByAutomation]
          .map(([automationId, of]) => ({ automationId, of, name: of[0]!.automationName }))
          .sort((a, b) => b.of.length - a.of.length || a.name.localeCompare(b.name))
          .slice(0, 5)
        // Its name now (it may have been renamed since it ran), unless it was deleted since.
        const top = await Promise.all(
          ranked.map(async ({ automationId, of, name }) => {
            const automation = await service.automations.get(automationId)
            return {
              automationId,
              name: automation?.ownerUid === workspace.id ? automation.name : name,
              total: of.length,
              counters: countRuns(of),
            }
          }),
        )
        const runsByEvent = new Map<string, number>()
        for (const run of runs) {
          const key = `${run.accountId}:${run.eventKey}`
          runsByEvent.set(key, (runsByEvent.get(key) ?? 0) + 1)
        }
        const people = await usernamesOf(backend, holdings)
        const received = await receivedEvents(backend, holdings)
        const eventsByKind: DashboardResponse['eventsByKind'] = {}
        for (const event of received) eventsByKind[event.kind] = (eventsByKind[event.kind] ?? 0) + 1
        const latestEvents: DashboardEvent[] = received
          // When the person acted, newest first; a late delivery takes its place in time.
          .sort((a, b) => b.timestamp - a.timestamp)
          .slice(0, LATEST_EVENTS)
          .map((event) => {
            const sender = senderOf(event)
            return {
              key: event.dedupeKey,
              kind: event.kind,
              accountId: event.accountId,
              at: event.timestamp,
              text: 'text' in event && typeof event.text === 'string' ? event.text : '',
              from: sender ? { id: sender.id, username: sender.username ?? people.get(sender.id) ?? null } : null,
              runs: runsByEvent.get(`${event.accountId}:${event.dedupeKey}`) ?? 0,
            }
          })
        return json<DashboardResponse>({
          days,
          totals: countRuns(runs),
          messagesSent: countSentMessages(runs) + sentByHand.total,
          sentByAutomations: countSentMessages(runs),
          sentByHand,
          top: top.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
          latestEvents,
          eventsByKind,
          queued,
        })
      }),
    ),
    http.post(
      `${BASE}/test`,
      // Trying automations out changes nothing: reading them is enough.
      endpoint(backend, { can: ['read', 'Automation'], body: testEventSchema }, async ({ workspace, body }) => {
        const holdings = await holdingsOf(backend.instagramConnections, workspace.id)
        if (!holdings.byAccount.has(body.accountId)) return unknownAccount()
        let automations: Automation[] = (await owned(workspace.id)).filter(
          (automation) => automation.accountId === body.accountId,
        )
        if (body.automationId) {
          const chosen = automations.find((automation) => automation.id === body.automationId)
          if (!chosen) return notFound()
          // Test mode tries a paused automation too: that is how one checks it before activating it.
          automations = [{ ...chosen, status: 'active' }]
        }
        const event = buildTestEvent(
          body,
          backend.now(),
          (await backend.instagramGraph(backend.db).mediaOf(body.accountId))[0]?.id,
        )
        return json<TestRunResponse>({ runs: await service.dryRun(workspace.id, event, automations) })
      }),
    ),
    http.get(
      BASE,
      endpoint(backend, { can: ['read', 'Automation'], query: automationListSpec }, async ({ workspace, query }) => {
        const { runs, holdings } = await service.read(workspace.id)
        const newestFirst = [...(await owned(workspace.id))].sort(
          (a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1),
        )
        const page = queryList(newestFirst, query, automationListSpec)
        return json<ListPage<AutomationSummary>>({ ...page, items: summarize(page.items, runs, holdings) })
      }),
    ),
    http.post(
      BASE,
      endpoint(backend, { can: ['create', 'Automation'], body: automationInputSchema }, async ({ workspace, body }) => {
        const checked = await checkInput(body, workspace.id, null)
        if (!checked.ok) return checked.response
        const now = backend.now()
        const automation: StoredAutomation = {
          ...body,
          id: newAutomationId(now),
          version: 1,
          ownerUid: workspace.id,
          accountUsername: checked.username,
          createdAt: now,
          updatedAt: now,
        }
        await service.automations.insert(automation)
        return json(await summaryOf(workspace.id, automation), { status: 201 })
      }),
    ),
    http.get(
      `${BASE}/vocabulary`,
      endpoint(backend, { can: ['read', 'Automation'] }, async ({ workspace, request }) => {
        const except = new URL(request.url).searchParams.get('except')
        const others = (await owned(workspace.id)).filter((automation) => automation.id !== except)
        const vocabulary = vocabularyOf(
          others.map((automation) => automation.flow),
          await service.contactsOf(workspace.id),
        )
        const automations = others.map(({ id, name, accountId }) => ({ id, name, accountId }))
        const segments = (await service.segmentsOf(workspace.id)).map(({ id, name }) => ({ id, name }))
        return json<AutomationVocabulary>({ ...vocabulary, automations, segments })
      }),
    ),
    http.get(
      `${BASE}/:id`,
      endpoint(backend, { can: ['read', 'Automation'] }, async ({ params, workspace }) => {
        const automation = await ownedOne(workspace.id, params.id)
        return automation ? json(await summaryOf(workspace.id, automation)) : notFound()
      }),
    ),
    http.patch(
      `${BASE}/:id`,
      endpoint(
        backend,
        { can: ['update', 'Automation'], body: automationChangeSchema },
        async ({ params, workspace, body }) => {
          const existing = await ownedOne(workspace.id, params.id)
          if (!existing) return notFound()
          // `{ status }` alone: activating or pausing, which the builder's rules do not concern.
          if (!('input' in body)) {
            const updated = (await service.automations.update(existing.id, {
              status: body.status,
              updatedAt: backend.now(),
            }))!
            return json(await summaryOf(workspace.id, updated))
          }
          const { input, baseVersion } = body
          const checked = await checkInput(input, workspace.id, existing.id)
          if (!checked.ok) return checked.response
          // Read again, compared and written in one transaction: of two saves from the same version,
          // whatever process or tab each comes from, the second is refused.
          const updated = await backend.db.transaction(async (db) => {
            const automations = automationsOf(db)
            const current = await automations.get(existing.id)
            if (!current || current.ownerUid !== workspace.id) return notFound()
            if (baseVersion !== undefined && baseVersion !== current.version) return changedMeanwhile()
            // Written whole, so a record stored in an older shape is stored in the current one.
            return automations.insert({
              ...current,
              ...input,
              // Contacts mid-flow go on with the version they started on.
              version: current.version + 1,
              accountUsername: checked.username,
              updatedAt: backend.now(),
            })
          })
          if (updated instanceof Response) return updated
          return json(await summaryOf(workspace.id, updated))
        },
      ),
    ),
    http.post(
      `${BASE}/:id/duplicate`,
      endpoint(backend, { can: ['create', 'Automation'] }, async ({ params, workspace }) => {
        const existing = await ownedOne(workspace.id, params.id)
        if (!existing) return notFound()
        const now = backend.now()
        const copy = await backend.db.transaction(async (db) => {
          const automations = automationsOf(db)
          const names = (await automations.ownedBy(workspace.id)).map((automation) => automation.name)
          // The copy starts paused so it cannot answer the same events twice by surprise.
          return automations.insert({
            ...structuredClone(existing),
            id: newAutomationId(now),
            name: copyName(existing.name, names),
            version: 1,
            status: 'paused',
            createdAt: now,
            updatedAt: now,
          })
        })
        return json(await summaryOf(workspace.id, copy), { status: 201 })
      }),
    ),
    http.delete(
      `${BASE}/:id`,
      endpoint(backend, { can: ['delete', 'Automation'] }, async ({ params, workspace }) => {
        const existing = await ownedOne(workspace.id, params.id)
        if (!existing) return notFound()
        await service.automations.remove(existing.id)
        return new Response(null, { status: 204 })
      }),
    ),
  ]
}

function newAutomationId(now: number): string {
  return `aut-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}
