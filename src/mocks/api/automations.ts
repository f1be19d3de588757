import { http, json } from '@/server/http/route'
import type {
  AutomationAccount,
  AutomationInput,
  AutomationSummary,
  DashboardEvent,
  DashboardResponse,
  Page,
  TestEventInput,
  TestRunResponse,
} from '@/domain/automations/apiTypes'
import { copyName } from '@/domain/automations/copyName'
import { TRIGGER_KINDS, type Automation } from '@/domain/automations/model'
import type { AutomationRun, RunStatus } from '@/domain/automations/runs'
import { countRuns, countSentMessages, runStatus } from '@/domain/automations/runStatus'
import { validateAutomation } from '@/domain/automations/validation'
import type { InstagramEvent } from '@/domain/instagram/events'
import type { Action, Subject } from '@/lib/ability'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { API, apiError, authenticated } from '../http'
import type { MockBackend } from '../types'
import { automationServiceOf, type StoredAutomation } from './automationService'
import { forbidden } from '../http'
import { abilityOf, holdingsOf, mayRead, type Holdings } from './workspaces'

export { graphMessage, platformSendClient } from './automationService'

const BASE = `${API}/automations`
const PAGE_SIZES = [5, 10, 20, 25, 50, 100]
const DASHBOARD_DAYS = 14
const LATEST_EVENTS = 10
const DAY_MS = 86_400_000
/** The person test mode pretends to be; never a real IGSID. */
const TEST_PERSON = { id: 'conversa-test-person', username: 'test.person' }

// ---- request parsing ----------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Shape check only (types, known kinds); the rules are in validateAutomation. */
function parseInput(body: unknown): AutomationInput | null {
  if (!isRecord(body)) return null
  const { name, accountId, status, priority, stopAfterFirstMatch, trigger, actions } = body
  if (typeof name !== 'string' || typeof accountId !== 'string') return null
  if (status !== 'active' && status !== 'paused') return null
  if (typeof priority !== 'number' || typeof stopAfterFirstMatch !== 'boolean') return null
  if (!isRecord(trigger) || !TRIGGER_KINDS.includes(trigger.kind as never)) return null
  if (!Array.isArray(actions) || !actions.every((action) => isRecord(action) && typeof action.kind === 'string'))
    return null
  return structuredClone({
    name,
    accountId,
    status,
    priority,
    stopAfterFirstMatch,
    trigger,
    actions,
  } as AutomationInput)
}

function pageParams(url: URL): { page: number; pageSize: number } {
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10)
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page') ?? 1)) || 1)
  return { page, pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 10 }
}

function paginate<T>(items: T[], url: URL): Page<T> {
  const { page, pageSize } = pageParams(url)
  const lastPage = Math.max(1, Math.ceil(items.length / pageSize))
  const current = Math.min(page, lastPage)
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    total: items.length,
    page: current,
    pageSize,
  }
}

function foldSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

function buildTestEvent(input: TestEventInput, now: number, mediaFallback: string | undefined): InstagramEvent {
  const key = `test-${now}-${Math.random().toString(36).slice(2, 8)}`
  const base = { dedupeKey: key, accountId: input.accountId, timestamp: now }
  const dm = { ...base, mid: key, senderId: TEST_PERSON.id, recipientId: input.accountId }
  switch (input.kind) {
    case 'comment':
      return {
        ...base,
        kind: 'comment',
        commentId: key,
        fromId: TEST_PERSON.id,
        fromUsername: TEST_PERSON.username,
        text: input.text,
        mediaId: input.mediaId ?? mediaFallback ?? 'test-media',
      }
    case 'message':
      return {
        ...dm,
        kind: 'message',
        text: input.text,
        isEcho: false,
        isDeleted: false,
        isUnsupported: false,
        attachments: [],
        quickReplyPayload: input.payload || undefined,
      }
    case 'story_mention':
      return { ...dm, kind: 'story_mention' }
    case 'story_reply':
      return { ...dm, kind: 'story_reply', text: input.text, storyId: 'test-story' }
    case 'postback':
      return { ...dm, kind: 'postback', title: input.text, payload: input.payload ?? '' }
  }
}

type WithParams = { request: Request; params: Record<string, string | readonly string[] | undefined> }

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

/** A run's status, decided again on reading: the one function the list, the history and the dashboard share. */
function withStatus(run: AutomationRun): AutomationRun {
  const { status, reason } = runStatus(run)
  const { reason: _stored, ...rest } = run
  return reason === undefined ? { ...rest, status } : { ...rest, status, reason }
}

// ---- handlers -------------------------------------------------------------------------------

export function automationHandlers(backend: MockBackend) {
  const service = automationServiceOf(backend)
  const owned = (uid: string) => service.automations.filter((automation) => automation.ownerUid === uid)
  const ownedOne = async (uid: string, id: unknown) => (await owned(uid)).find((candidate) => candidate.id === id)
  const invalid = (issues: ReturnType<typeof validateAutomation>) =>
    json({ error: { code: 'automations/invalid', message: 'The automation has errors.', issues } }, { status: 422 })
  const notFound = () => apiError(404, 'automations/not-found', 'No such automation.')
  const unknownAccount = () =>
    apiError(422, 'automations/unknown-account', 'This Instagram account is not connected to your workspace.')

  /** Every endpoint checks the caller's CASL rules too: hiding a button is never the check. */
  const guarded = <Args extends WithParams>(
    action: Action,
    subject: Subject,
    handler: (args: Args, user: VerifiedIdToken) => Promise<Response>,
  ) =>
    authenticated(backend, async (args: Args, user) =>
      (await abilityOf(backend, user)).can(action, subject) ? handler(args, user) : forbidden(action, subject),
    )

  const checkInput = async (
    body: unknown,
    uid: string,
  ): Promise<{ ok: true; input: AutomationInput; username: string } | { ok: false; response: Response }> => {
    const input = parseInput(body)
    if (!input)
      return { ok: false, response: apiError(400, 'automations/bad-request', 'The body is not an automation.') }
    const issues = validateAutomation(input)
    if (issues.length > 0) return { ok: false, response: invalid(issues) }
    const connection = (await holdingsOf(backend.instagramConnections, uid)).byAccount.get(input.accountId)
    if (!connection) return { ok: false, response: unknownAccount() }
    return { ok: true, input, username: connection.username }
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
      guarded('read', 'Automation', async (_args, user) => {
        const { byAccount } = await holdingsOf(backend.instagramConnections, user.uid)
        return json<AutomationAccount[]>(
          await Promise.all(
            [...byAccount.values()].map(async (connection) => ({
              accountId: connection.accountId,
              username: connection.username,
              media: (await backend.instagram.mediaOf(connection.accountId)).map((item) => ({
                id: item.id,
                caption: item.caption,
                mediaProductType: item.mediaProductType,
              })),
            })),
          ),
        )
      }),
    ),
    http.get(
      `${BASE}/runs`,
      guarded('read', 'Automation', async ({ request }, user) => {
        const url = new URL(request.url)
        const automationId = url.searchParams.get('automationId')
        if (automationId && !(await ownedOne(user.uid, automationId))) return notFound()
        const status = url.searchParams.get('status') as RunStatus | 'all' | null
        const { runs } = await service.read(user.uid)
        const listed = runs
          .map(withStatus)
          .filter(
            (run) =>
              (!automationId || run.automationId === automationId) &&
              (!status || status === 'all' || run.status === status),
          )
          .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        return json<Page<AutomationRun>>(paginate(listed, url))
      }),
    ),
    http.get(
      `${BASE}/dashboard`,
      guarded('read', 'Dashboard', async (_args, user) => {
        const { runs, queued, holdings } = await service.read(user.uid)
        const mine = new Map((await owned(user.uid)).map((automation) => [automation.id, automation]))
        const today = Math.floor(backend.now() / DAY_MS)
        const firstDay = today - DASHBOARD_DAYS + 1
        const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => ({
          day: new Date((firstDay + index) * DAY_MS).toISOString().slice(0, 10),
          ...countRuns(runs.filter((run) => Math.floor(run.createdAt / DAY_MS) === firstDay + index)),
        }))
        const top = [...new Set(runs.map((run) => run.automationId))].map((automationId) => {
          const of = runs.filter((run) => run.automationId === automationId)
          return {
            automationId,
            name: mine.get(automationId)?.name ?? of[0]!.automationName,
            total: of.length,
            counters: countRuns(of),
          }
        })
        const runsByEvent = new Map<string, number>()
        for (const run of runs) {
          const key = `${run.accountId}:${run.eventKey}`
          runsByEvent.set(key, (runsByEvent.get(key) ?? 0) + 1)
        }
        const people = new Map((await backend.instagram.listPeople()).map((person) => [person.id, person.username]))
        const received = (await backend.instagramWebhooks.list())
          .filter((delivery) => delivery.verdict.verified)
          .flatMap((delivery) =>
            delivery.events.filter(
              (event) =>
                mayRead(holdings, event.accountId, Date.parse(delivery.receivedAt)) &&
                !delivery.duplicateKeys.includes(event.dedupeKey),
            ),
          )
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
          messagesSent: countSentMessages(runs),
          top: top.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)).slice(0, 5),
          latestEvents,
          eventsByKind,
          queued,
        })
      }),
    ),
    http.post(
      `${BASE}/test`,
      guarded('read', 'Automation', async ({ request }, user) => {
        const body = (await request.json().catch(() => null)) as (TestEventInput & { automationId?: string }) | null
        const kinds: TestEventInput['kind'][] = ['comment', 'message', 'story_mention', 'story_reply', 'postback']
        if (
          !isRecord(body) ||
          typeof body.accountId !== 'string' ||
          !kinds.includes(body.kind) ||
          typeof body.text !== 'string'
        ) {
          return apiError(400, 'automations/bad-request', 'The body is not a test event.')
        }
        const holdings = await holdingsOf(backend.instagramConnections, user.uid)
        if (!holdings.byAccount.has(body.accountId)) return unknownAccount()
        let automations: Automation[] = (await owned(user.uid)).filter(
          (automation) => automation.accountId === body.accountId,
        )
        if (body.automationId) {
          const chosen = automations.find((automation) => automation.id === body.automationId)
          if (!chosen) return notFound()
          // Test mode tries a paused automation too: that is how one checks it before activating it.
          automations = [{ ...chosen, status: 'active' }]
        }
        const event = buildTestEvent(body, backend.now(), (await backend.instagram.mediaOf(body.accountId))[0]?.id)
        return json<TestRunResponse>({ runs: await service.dryRun(user.uid, event, automations) })
      }),
    ),
    http.get(
      BASE,
      guarded('read', 'Automation', async ({ request }, user) => {
        const url = new URL(request.url)
        const query = foldSearch(url.searchParams.get('q')?.trim() ?? '')
        const status = url.searchParams.get('status')
        const { runs, holdings } = await service.read(user.uid)
        const list = (await owned(user.uid))
          .filter((automation) => (status === 'active' || status === 'paused' ? automation.status === status : true))
          .filter((automation) => query === '' || foldSearch(automation.name).includes(query))
          .sort((a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1))
        const page = paginate(list, url)
        return json<Page<AutomationSummary>>({ ...page, items: summarize(page.items, runs, holdings) })
      }),
    ),
    http.post(
      BASE,
      guarded('create', 'Automation', async ({ request }, user) => {
        const checked = await checkInput(await request.json().catch(() => null), user.uid)
        if (!checked.ok) return checked.response
        const now = backend.now()
        const automation: StoredAutomation = {
          ...checked.input,
          id: newAutomationId(now),
          ownerUid: user.uid,
          accountUsername: checked.username,
          createdAt: now,
          updatedAt: now,
        }
        await service.automations.insert(automation)
        return json(await summaryOf(user.uid, automation), { status: 201 })
      }),
    ),
    http.get(
      `${BASE}/:id`,
      guarded('read', 'Automation', async ({ params }, user) => {
        const automation = await ownedOne(user.uid, params.id)
        return automation ? json(await summaryOf(user.uid, automation)) : notFound()
      }),
    ),
    http.patch(
      `${BASE}/:id`,
      guarded('update', 'Automation', async ({ request, params }, user) => {
        const existing = await ownedOne(user.uid, params.id)
        if (!existing) return notFound()
        const body: unknown = await request.json().catch(() => null)
        // A status-only patch (activate / pause) skips the full validation of the builder.
        if (
          isRecord(body) &&
          Object.keys(body).length === 1 &&
          (body.status === 'active' || body.status === 'paused')
        ) {
          const updated = (await service.automations.update(existing.id, {
            status: body.status,
            updatedAt: backend.now(),
          }))!
          return json(await summaryOf(user.uid, updated))
        }
        const checked = await checkInput(body, user.uid)
        if (!checked.ok) return checked.response
        const updated = (await service.automations.update(existing.id, {
          ...checked.input,
          accountUsername: checked.username,
          updatedAt: backend.now(),
        }))!
        return json(await summaryOf(user.uid, updated))
      }),
    ),
    http.post(
      `${BASE}/:id/duplicate`,
      guarded('create', 'Automation', async ({ params }, user) => {
        const existing = await ownedOne(user.uid, params.id)
        if (!existing) return notFound()
        const now = backend.now()
        const copy = await backend.db.transaction(async (db) => {
          const automations = db.collection<StoredAutomation>('automations')
          const names = (await automations.filter((automation) => automation.ownerUid === user.uid)).map(
            (automation) => automation.name,
          )
          // The copy starts paused so it cannot answer the same events twice by surprise.
          return automations.insert({
            ...structuredClone(existing),
            id: newAutomationId(now),
            name: copyName(existing.name, names),
            status: 'paused',
            createdAt: now,
            updatedAt: now,
          })
        })
        return json(await summaryOf(user.uid, copy), { status: 201 })
      }),
    ),
    http.delete(
      `${BASE}/:id`,
      guarded('delete', 'Automation', async ({ params }, user) => {
        const existing = await ownedOne(user.uid, params.id)
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
