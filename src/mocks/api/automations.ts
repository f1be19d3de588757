import { http, HttpResponse } from 'msw'
import type {
  AutomationAccount,
  AutomationInput,
  AutomationSummary,
  DashboardResponse,
  Page,
  RunCounters,
  TestEventInput,
  TestRunResponse,
} from '@/domain/automations/apiTypes'
import type { GraphError, InstagramSendClient, OutgoingMessage, SendResult } from '@/domain/automations/client'
import { AutomationEngine } from '@/server/automations/engine'
import { TRIGGER_KINDS, type Automation } from '@/domain/automations/model'
import type { AutomationRun, RunStatus } from '@/domain/automations/runs'
import { InMemoryAutomationStore, type AutomationStateSnapshot } from '@/server/automations/store'
import { validateAutomation } from '@/domain/automations/validation'
import type { InstagramEvent } from '@/domain/instagram/events'
import type { Collection, MockDb } from '../db'
import { API, apiError, authenticated } from '../http'
import type { InstagramPlatform } from '../instagram/platform'
import type { MockBackend, StoredConnection } from '../types'
import { connectionsCollection } from './integrations'

const BASE = `${API}/automations`
const PAGE_SIZES = [5, 10, 20, 25, 50, 100]
const DASHBOARD_DAYS = 14
const DAY_MS = 86_400_000
/** The person test mode pretends to be; never a real IGSID. */
const TEST_PERSON = { id: 'conversa-test-person', username: 'test.person' }

interface StoredAutomation extends Automation {
  ownerUid: string
}

interface EngineStateEntity {
  id: 'state'
  /** Changes when the database is reset, so the engine reloads instead of keeping stale state. */
  generation: string
  snapshot: AutomationStateSnapshot
}

function emptySnapshot(): AutomationStateSnapshot {
  return new InMemoryAutomationStore().snapshot()
}

/**
 * The Send API of the Instagram Platform mock, behind the engine's client interface: looks up the
 * account's stored token like the real backend would, and turns Graph answers into results.
 */
export function platformSendClient(
  platform: InstagramPlatform,
  connections: Collection<StoredConnection>,
): InstagramSendClient {
  const tokenOf = async (accountId: string) =>
    (await connections.find((connection) => connection.accountId === accountId && connection.revokedAt === null))
      ?.accessToken ?? null
  const toResult = ({ status, body }: { status: number; body: unknown }): SendResult => {
    const json = (body ?? {}) as { message_id?: unknown; id?: unknown; error?: Partial<GraphError> }
    if (status >= 200 && status < 300) return { ok: true, id: String(json.message_id ?? json.id ?? '') }
    const error = json.error ?? {}
    return {
      ok: false,
      error: {
        code: Number(error.code ?? 1),
        error_subcode: error.error_subcode,
        is_transient: error.is_transient ?? false,
        message: String(error.message ?? `HTTP ${status}`),
      },
    }
  }
  return {
    sendMessage: async ({ accountId, recipientId, message }) =>
      toResult(
        await platform.sendMessage(await tokenOf(accountId), accountId, {
          recipient: { id: recipientId },
          message: graphMessage(message),
        }),
      ),
    sendPrivateReply: async ({ accountId, commentId, message }) =>
      toResult(
        await platform.sendMessage(await tokenOf(accountId), accountId, {
          recipient: { comment_id: commentId },
          message: graphMessage(message),
        }),
      ),
    replyToComment: async ({ accountId, commentId, text }) =>
      toResult(await platform.replyToComment(await tokenOf(accountId), commentId, text)),
  }
}

/** Our message content in the Send API's JSON: quick replies, or a button template. */
export function graphMessage(message: OutgoingMessage): Record<string, unknown> {
  if (message.buttons && message.buttons.length > 0) {
    return {
      attachment: {
        type: 'template',
        payload: { template_type: 'button', text: message.text, buttons: message.buttons },
      },
    }
  }
  if (message.quickReplies && message.quickReplies.length > 0) {
    return {
      text: message.text,
      quick_replies: message.quickReplies.map((reply) => ({
        content_type: 'text',
        title: reply.title,
        payload: reply.payload,
      })),
    }
  }
  return { text: message.text }
}

/**
 * The product backend's automation service: keeps automations, runs the engine on the webhook
 * receiver's verified events, persists the engine's state (queue, runs) in the mock database and
 * delivers queued steps whenever the backend is used (a mock has no cron). Each use of the engine
 * is one database transaction that loads its state, runs and saves it: another tab's engine works
 * on the same state, one after the other, and neither overwrites the other's runs.
 */
export class AutomationService {
  readonly automations: Collection<StoredAutomation>
  private store = new InMemoryAutomationStore()
  private engine: AutomationEngine
  private generation: string | null = null
  private dirty = false

  constructor(private readonly backend: MockBackend) {
    this.automations = backend.db.collection<StoredAutomation>('automations')
    this.engine = this.createEngine(backend.db)
    backend.instagramWebhooks.subscribe(async (events) => {
      await this.handleEvents(events)
    })
  }

  handleEvents(events: readonly InstagramEvent[]): Promise<AutomationRun[]> {
    return this.withState(async () => {
      const runs: AutomationRun[] = []
      for (const event of events) runs.push(...(await this.engine.handleEvent(event)).runs)
      return runs
    })
  }

  async drain(): Promise<void> {
    await this.withState(() => this.engine.drainQueue())
  }

  runs(): Promise<AutomationRun[]> {
    return this.withState(async () => this.store.runs())
  }

  queuedCount(): number {
    return this.store.queued().length
  }

  /** Runs the event through a copy of the engine's state with a client that sends nothing. */
  async dryRun(event: InstagramEvent, automations: Automation[]): Promise<AutomationRun[]> {
    const copy = new InMemoryAutomationStore(await this.withState(async () => this.store.snapshot()))
    const client: InstagramSendClient = {
      sendMessage: async () => ({ ok: true, id: 'test-mode' }),
      sendPrivateReply: async () => ({ ok: true, id: 'test-mode' }),
      replyToComment: async () => ({ ok: true, id: 'test-mode' }),
    }
    let counter = 0
    const engine = new AutomationEngine({
      store: copy,
      client,
      now: this.backend.now,
      newId: () => `test-run-${++counter}`,
    })
    engine.setAutomations(automations)
    return (await engine.handleEvent(event)).runs
  }

  /**
   * Loads the engine's state, runs `work` and saves what changed, as one transaction. The engine
   * awaits its own async code between database calls, so everything here goes through the
   * transaction's bound database (`db`), never through collections held from outside.
   */
  private withState<R>(work: () => Promise<R>): Promise<R> {
    return this.backend.db.transaction(async (db) => {
      await this.sync(db)
      const result = await work()
      if (this.dirty) await this.persist(db)
      return result
    })
  }

  /** Loads the stored state (a reset leaves none: start afresh) and the engine's automations. */
  private async sync(db: MockDb): Promise<void> {
    const entity = await db.collection<EngineStateEntity>('automationEngineState').get('state')
    this.dirty = !entity
    if (!entity) {
      this.store = new InMemoryAutomationStore(emptySnapshot())
      this.generation = `gen-${this.backend.now()}-${Math.random().toString(36).slice(2, 8)}`
    } else {
      this.store = new InMemoryAutomationStore(entity.snapshot)
      this.generation = entity.generation
    }
    this.engine = this.createEngine(db)
    this.engine.setAutomations(await db.collection<StoredAutomation>('automations').all())
  }

  private createEngine(db: MockDb): AutomationEngine {
    this.store.onChange = () => {
      this.dirty = true
    }
    return new AutomationEngine({
      store: this.store,
      client: platformSendClient(this.backend.instagram.within(db), connectionsCollection(db)),
      now: this.backend.now,
    })
  }

  private async persist(db: MockDb): Promise<void> {
    if (this.generation === null) return
    await db
      .collection<EngineStateEntity>('automationEngineState')
      .insert({ id: 'state', generation: this.generation, snapshot: this.store.snapshot() })
    this.dirty = false
  }
}

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

const emptyCounters = (): RunCounters => ({ sent: 0, queued: 0, failed: 0, skipped: 0 })

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

// ---- handlers -------------------------------------------------------------------------------

export function automationHandlers(backend: MockBackend) {
  const service = new AutomationService(backend)
  const owned = (uid: string) => service.automations.filter((automation) => automation.ownerUid === uid)
  const ownedOne = async (uid: string, id: unknown) => (await owned(uid)).find((candidate) => candidate.id === id)
  const accountsOf = (uid: string) =>
    backend.instagramConnections.filter((connection) => connection.ownerUid === uid && connection.revokedAt === null)
  const invalid = (issues: ReturnType<typeof validateAutomation>) =>
    HttpResponse.json(
      { error: { code: 'automations/invalid', message: 'The automation has errors.', issues } },
      { status: 422 },
    )
  const notFound = () => apiError(404, 'automations/not-found', 'No such automation.')

  const checkInput = async (
    body: unknown,
    uid: string,
  ): Promise<{ ok: true; input: AutomationInput } | { ok: false; response: Response }> => {
    const input = parseInput(body)
    if (!input)
      return { ok: false, response: apiError(400, 'automations/bad-request', 'The body is not an automation.') }
    const issues = validateAutomation(input)
    if (issues.length > 0) return { ok: false, response: invalid(issues) }
    if (!(await accountsOf(uid)).some((connection) => connection.accountId === input.accountId)) {
      return {
        ok: false,
        response: apiError(422, 'automations/unknown-account', 'This Instagram account is not connected.'),
      }
    }
    return { ok: true, input }
  }

  const summarize = async (automations: StoredAutomation[]): Promise<AutomationSummary[]> => {
    const byAutomation = new Map<string, { counters: RunCounters; lastRunAt: number | null }>()
    for (const run of await service.runs()) {
      const entry = byAutomation.get(run.automationId) ?? { counters: emptyCounters(), lastRunAt: null }
      entry.counters[run.status] += 1
      entry.lastRunAt = Math.max(entry.lastRunAt ?? 0, run.createdAt)
      byAutomation.set(run.automationId, entry)
    }
    return automations.map(({ ownerUid: _owner, ...automation }) => ({
      ...automation,
      ...(byAutomation.get(automation.id) ?? { counters: emptyCounters(), lastRunAt: null }),
    }))
  }

  return [
    http.get(
      `${BASE}/accounts`,
      authenticated(backend, async (_args, user) =>
        HttpResponse.json<AutomationAccount[]>(
          await Promise.all(
            (await accountsOf(user.uid)).map(async (connection) => ({
              accountId: connection.accountId,
              username: connection.username,
              media: (await backend.instagram.mediaOf(connection.accountId)).map((item) => ({
                id: item.id,
                caption: item.caption,
                mediaProductType: item.mediaProductType,
              })),
            })),
          ),
        ),
      ),
    ),
    http.get(
      `${BASE}/runs`,
      authenticated(backend, async ({ request }, user) => {
        await service.drain()
        const url = new URL(request.url)
        const mine = new Set((await owned(user.uid)).map((automation) => automation.id))
        const automationId = url.searchParams.get('automationId')
        const status = url.searchParams.get('status') as RunStatus | 'all' | null
        const runs = (await service.runs())
          .filter(
            (run) =>
              mine.has(run.automationId) &&
              (!automationId || run.automationId === automationId) &&
              (!status || status === 'all' || run.status === status),
          )
          .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        return HttpResponse.json<Page<AutomationRun>>(paginate(runs, url))
      }),
    ),
    http.get(
      `${BASE}/dashboard`,
      authenticated(backend, async (_args, user) => {
        await service.drain()
        const mine = new Map((await owned(user.uid)).map((automation) => [automation.id, automation]))
        const accounts = new Set((await accountsOf(user.uid)).map((connection) => connection.accountId))
        const runs = (await service.runs()).filter((run) => mine.has(run.automationId))
        const today = Math.floor(backend.now() / DAY_MS)
        const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => ({
          day: new Date((today - DASHBOARD_DAYS + 1 + index) * DAY_MS).toISOString().slice(0, 10),
          ...emptyCounters(),
        }))
        const totals = emptyCounters()
        const top = new Map<string, DashboardResponse['top'][number]>()
        const runsByEvent = new Map<string, number>()
        for (const run of runs) {
          totals[run.status] += 1
          const day = days[Math.floor(run.createdAt / DAY_MS) - (today - DASHBOARD_DAYS + 1)]
          if (day) day[run.status] += 1
          const entry = top.get(run.automationId) ?? {
            automationId: run.automationId,
            name: mine.get(run.automationId)?.name ?? run.automationName,
            total: 0,
            sent: 0,
            failed: 0,
          }
          entry.total += 1
          if (run.status === 'sent') entry.sent += 1
          if (run.status === 'failed') entry.failed += 1
          top.set(run.automationId, entry)
          runsByEvent.set(
            `${run.accountId}:${run.eventKey}`,
            (runsByEvent.get(`${run.accountId}:${run.eventKey}`) ?? 0) + 1,
          )
        }
        const latestEvents = (await backend.instagramWebhooks.list())
          .filter((delivery) => delivery.verdict.verified)
          .flatMap((delivery) =>
            delivery.events.filter(
              (event) => accounts.has(event.accountId) && !delivery.duplicateKeys.includes(event.dedupeKey),
            ),
          )
          .slice(0, 10)
          .map((event) => ({
            key: event.dedupeKey,
            kind: event.kind,
            accountId: event.accountId,
            at: event.timestamp,
            text: 'text' in event && typeof event.text === 'string' ? event.text : '',
            runs: runsByEvent.get(`${event.accountId}:${event.dedupeKey}`) ?? 0,
          }))
        return HttpResponse.json<DashboardResponse>({
          days,
          totals,
          top: [...top.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)).slice(0, 5),
          latestEvents,
          queued: service.queuedCount(),
        })
      }),
    ),
    http.post(
      `${BASE}/test`,
      authenticated(backend, async ({ request }, user) => {
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
        if (!(await accountsOf(user.uid)).some((connection) => connection.accountId === body.accountId)) {
          return apiError(422, 'automations/unknown-account', 'This Instagram account is not connected.')
        }
        let automations: Automation[] = await owned(user.uid)
        if (body.automationId) {
          const chosen = automations.find((automation) => automation.id === body.automationId)
          if (!chosen) return notFound()
          // Test mode tries a paused automation too: that is how one checks it before activating it.
          automations = [{ ...chosen, status: 'active' }]
        }
        const event = buildTestEvent(body, backend.now(), (await backend.instagram.mediaOf(body.accountId))[0]?.id)
        return HttpResponse.json<TestRunResponse>({ runs: await service.dryRun(event, automations) })
      }),
    ),
    http.get(
      BASE,
      authenticated(backend, async ({ request }, user) => {
        await service.drain()
        const url = new URL(request.url)
        const query = foldSearch(url.searchParams.get('q')?.trim() ?? '')
        const status = url.searchParams.get('status')
        const list = (await owned(user.uid))
          .filter((automation) => (status === 'active' || status === 'paused' ? automation.status === status : true))
          .filter((automation) => query === '' || foldSearch(automation.name).includes(query))
          .sort((a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name))
        const page = paginate(list, url)
        return HttpResponse.json<Page<AutomationSummary>>({ ...page, items: await summarize(page.items) })
      }),
    ),
    http.post(
      BASE,
      authenticated(backend, async ({ request }, user) => {
        const checked = await checkInput(await request.json().catch(() => null), user.uid)
        if (!checked.ok) return checked.response
        const now = backend.now()
        const automation: StoredAutomation = {
          ...checked.input,
          id: `aut-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          ownerUid: user.uid,
          createdAt: now,
          updatedAt: now,
        }
        await service.automations.insert(automation)
        return HttpResponse.json((await summarize([automation]))[0], { status: 201 })
      }),
    ),
    http.get(
      `${BASE}/:id`,
      authenticated(backend, async ({ params }: WithParams, user) => {
        const automation = await ownedOne(user.uid, params.id)
        return automation ? HttpResponse.json((await summarize([automation]))[0]) : notFound()
      }),
    ),
    http.patch(
      `${BASE}/:id`,
      authenticated(backend, async ({ request, params }: WithParams, user) => {
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
          return HttpResponse.json((await summarize([updated]))[0])
        }
        const checked = await checkInput(body, user.uid)
        if (!checked.ok) return checked.response
        const updated = (await service.automations.update(existing.id, { ...checked.input, updatedAt: backend.now() }))!
        return HttpResponse.json((await summarize([updated]))[0])
      }),
    ),
    http.post(
      `${BASE}/:id/duplicate`,
      authenticated(backend, async ({ params }: WithParams, user) => {
        const existing = await ownedOne(user.uid, params.id)
        if (!existing) return notFound()
        const now = backend.now()
        // The copy starts paused so it cannot answer the same events twice by surprise.
        const copy: StoredAutomation = {
          ...structuredClone(existing),
          id: `aut-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          name: `${existing.name} (2)`,
          status: 'paused',
          createdAt: now,
          updatedAt: now,
        }
        await service.automations.insert(copy)
        return HttpResponse.json((await summarize([copy]))[0], { status: 201 })
      }),
    ),
    http.delete(
      `${BASE}/:id`,
      authenticated(backend, async ({ params }: WithParams, user) => {
        const existing = await ownedOne(user.uid, params.id)
        if (!existing) return notFound()
        await service.automations.remove(existing.id)
        return new HttpResponse(null, { status: 204 })
      }),
    ),
  ]
}
