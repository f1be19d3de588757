import type { InstagramSendClient } from '@/domain/automations/client'
import type { Segment } from '@/domain/contacts/segments'
import type { Automation, AutomationAction } from '@/domain/automations/model'
import { flowFromActions } from '@/domain/automations/flow/fromActions'
import { upgradedOnRead } from '@/server/storage/upgradedOnRead'
import type { AutomationRun } from '@/domain/automations/runs'
import type { InstagramEvent } from '@/domain/instagram/events'
import { AutomationEngine } from '@/server/automations/engine'
import { InMemoryAutomationStore, type AutomationStateSnapshot, type ContactState } from '@/server/automations/store'
import { resumeDoneThreads } from '@/server/automations/threadDone'
import type { Collection, Database } from '@/server/storage/database'
import { ledgeredClient } from '@/server/webhooks/sendLedger'
import type { MockBackend } from '../types'
import { segmentsOf } from './contactSegments'
import { connectionsCollection } from './integrations'
import { linkTrackerOf } from './trackedLinks'
import { holderOf, holdingsOf, mayRead, type Holdings } from './workspaces'

/** An automation as the backend stores it: whose it is, and the account's username for when it is gone. */
export interface StoredAutomation extends Automation {
  ownerUid: string
  accountUsername?: string
}

/** The automations, those stored as action lists before flows read as the flow they make. */
export function automationsOf(db: Database): Collection<StoredAutomation> {
  return upgradedOnRead(db.collection<StoredAutomation>('automations'), (record) => {
    const stored = record as StoredAutomation & { actions?: AutomationAction[] }
    if (stored.flow || !Array.isArray(stored.actions)) return record
    const { actions, ...rest } = stored
    return { ...rest, flow: flowFromActions(stored.trigger, actions), version: 1 }
  })
}

/**
 * One workspace's engine state (docs/product.md, "Workspaces"): its runs, queue, contacts and
 * de-duplication never mix with another workspace's. `held` is the connection (by its start) each
 * account was held under when the state last ran: a disconnection or a new connection releases
 * the account first (its waiting steps end, its contacts are forgotten).
 */
interface EngineStateEntity {
  id: string
  snapshot: AutomationStateSnapshot
  held: Record<string, number>
}

export interface EngineContext {
  engine: AutomationEngine
  store: InMemoryAutomationStore
  holdings: Holdings
}

/** A short, stable tag per workspace, so run ids never repeat between workspaces. */
function workspaceTag(uid: string): string {
  let hash = 0
  for (const char of uid) hash = (hash * 31 + char.charCodeAt(0)) | 0
  return (hash >>> 0).toString(36)
}

const sendsNothing: InstagramSendClient = {
  sendMessage: async () => ({ ok: true, id: 'test-mode' }),
  sendPrivateReply: async () => ({ ok: true, id: 'test-mode' }),
  replyToComment: async () => ({ ok: true, id: 'test-mode' }),
}

/**
 * The product backend's automation service: runs each workspace's engine on the events of the
 * accounts it holds, persists the engine's state (queue, runs) in the database, and delivers
 * queued steps when their job comes due or the workspace is read. Each use of an engine holds the
 * workspace's lock in every process (`withEngine`), so another tab's or process's engine works on
 * the same state one after the other.
 */
export class AutomationService {
  readonly automations: Collection<StoredAutomation>

  constructor(private readonly backend: MockBackend) {
    this.automations = automationsOf(backend.db)
    backend.instagramWebhooks.subscribe(async (events) => {
      await this.handleEvents(events)
    })
  }

  /** Each event goes to the workspace holding its account; an account nobody holds answers nothing. */
  async handleEvents(events: readonly InstagramEvent[]): Promise<AutomationRun[]> {
    const byWorkspace = new Map<string, InstagramEvent[]>()
    for (const event of events) {
      const holder = await holderOf(this.backend.instagramConnections, event.accountId)
      if (!holder) continue
      const list = byWorkspace.get(holder.ownerUid) ?? []
      list.push(event)
      byWorkspace.set(holder.ownerUid, list)
    }
    // Workspaces side by side: each holds its own lock.
    const runs = await Promise.all(
      [...byWorkspace].map(([uid, mine]) =>
        this.withEngine(uid, async ({ engine }) =>
          (await engine.handleEvents(mine)).flatMap((outcome) => outcome.runs),
        ),
      ),
    )
    return runs.flat()
  }

  /**
   * Delivers what is due, then reads the workspace's runs: only those of accounts it holds, since
   * its connection began (docs/product.md, "Workspaces"), and the number of steps still waiting.
   */
  async read(uid: string): Promise<{ runs: AutomationRun[]; queued: number; holdings: Holdings }> {
    const idle = await this.idleState(uid)
    const { queue, holdings } = idle
      ? { queue: idle.snapshot.queue, holdings: idle.holdings }
      : await this.withEngine(uid, async ({ engine, store, holdings }) => {
          await engine.drainQueue()
          return { queue: store.queued(), holdings }
        })
    const runs = await runsCollection(this.backend.db).ownedBy(uid)
    return {
      runs: runs.filter((run) => mayRead(holdings, run.accountId, run.createdAt)).map(withoutOwner),
      queued: queue.filter((step) => holdings.byAccount.has(step.accountId)).length,
      holdings,
    }
  }

  /**
   * The workspace's stored state when the engine has nothing to do for it (no step due, the same
   * accounts held as when it last ran): a read then needs no write transaction, which every other
   * workspace's work would wait for, and the stored snapshot (read fresh) is the answer as it is.
   * Otherwise null, and the engine runs first.
   */
  private async idleState(uid: string): Promise<{ snapshot: AutomationStateSnapshot; holdings: Holdings } | null> {
    const [holdings, entity] = await Promise.all([
      holdingsOf(this.backend.instagramConnections, uid),
      this.backend.db.collection<EngineStateEntity>('automationEngineState').get(`workspace:${uid}`),
    ])
    if (!entity) return null
    const held = Object.entries(entity.held ?? {})
    if (held.length !== holdings.byAccount.size) return null
    if (held.some(([accountId, since]) => holdings.byAccount.get(accountId)?.connectedAt !== since)) return null
    const now = this.backend.now()
    if (entity.snapshot.queue.some((step) => step.dueAt <= now)) return null
    return { snapshot: entity.snapshot, holdings }
  }

  /** What the workspace's engine has learnt of its people (tags, fields), as last saved. */
  async contactsOf(uid: string): Promise<ContactState[]> {
    const entity = await this.backend.db.collection<EngineStateEntity>('automationEngineState').get(`workspace:${uid}`)
    return entity?.snapshot.contacts ?? []
  }

  /** The workspace's contact segments, which its flows' in-segment conditions test. */
  async segmentsOf(uid: string): Promise<Segment[]> {
    const stored = await segmentsOf(this.backend).ownedBy(uid)
    return stored.map(({ id, name, conditions }) => ({ id, name, conditions }))
  }

  /** Runs the event through a copy of the workspace's state with a client that sends nothing. */
  async dryRun(uid: string, event: InstagramEvent, automations: Automation[]): Promise<AutomationRun[]> {
    const snapshot = await this.withEngine(uid, async ({ store }) => store.snapshot())
    let counter = 0
    const engine = new AutomationEngine({
      store: new InMemoryAutomationStore(snapshot),
      client: sendsNothing,
      now: this.backend.now,
      newId: () => `test-run-${++counter}`,
    })
    engine.setAutomations(automations)
    engine.setSegments(await this.segmentsOf(uid))
    // Marked as test runs: nothing reached Instagram and nothing ever counts them.
    return (await engine.handleEvent(event)).runs.map((run) => ({ ...run, test: true }))
  }

  /** Delivers the workspace's steps that are due (a delay ended, a slot freed, a retry's time came). */
  async drain(uid: string): Promise<void> {
    await this.withEngine(uid, ({ engine }) => engine.drainQueue())
  }

  /**
   * Loads the workspace's engine state, releases the accounts it no longer holds (or holds under
   * a new connection), runs `work` and saves what changed, holding the workspace's lock in every
   * process, never a transaction: the sends in between go to Instagram, through the ledger that
   * sends each once however often this runs again for the same event (a job whose process died).
   * A due step's job is enqueued before the state is saved, so no step waits without one.
   */
  withEngine<R>(uid: string, work: (context: EngineContext) => Promise<R>): Promise<R> {
    return this.backend.db.exclusive(`engine:${uid}`, () => this.run(uid, work))
  }

  private async run<R>(uid: string, work: (context: EngineContext) => Promise<R>): Promise<R> {
    const db = this.backend.db
    const states = db.collection<EngineStateEntity>('automationEngineState')
    const id = `workspace:${uid}`
    const connections = connectionsCollection(db)
    const [holdings, entity] = await Promise.all([holdingsOf(connections, uid), states.get(id)])
    const store = new InMemoryAutomationStore(entity?.snapshot)
    let dirty = !entity
    store.onChange = () => {
      dirty = true
    }
    const tag = workspaceTag(uid)
    const engine = new AutomationEngine({
      store,
      client: ledgeredClient(this.backend.instagramGraph(db), this.backend.webhookStore, this.backend.now, (entry) =>
        this.backend.notice({ msg: 'send cut off mid-call', ...entry }),
      ),
      now: this.backend.now,
      // The sequence lives in the store; the tag keeps ids apart between workspaces.
      newId: () => `run-${tag}-${store.nextSeq().toString(36)}`,
      // Test mode's dry runs send nothing, so only this engine leads links through the redirect.
      trackLink: linkTrackerOf(this.backend),
    })
    const held = { ...entity?.held }
    for (const [accountId, since] of Object.entries(held)) {
      if (holdings.byAccount.get(accountId)?.connectedAt === since) continue
      await engine.releaseAccount(accountId)
      delete held[accountId]
      dirty = true
    }
    for (const [accountId, connection] of holdings.byAccount) {
      if (held[accountId] === connection.connectedAt) continue
      held[accountId] = connection.connectedAt
      dirty = true
    }
    // Only the automations of accounts the workspace holds answer anything (the others are stopped).
    const automations = (await this.automations.ownedBy(uid)).filter((automation) =>
      holdings.byAccount.has(automation.accountId),
    )
    engine.setAutomations(automations)
    engine.setSegments(await this.segmentsOf(uid))
    // A thread the team marked done since its person's pause began gives them automations again.
    await resumeDoneThreads(db, uid, store)
    const result = await work({ engine, store, holdings })
    const dueAt = store.earliestDueAt()
    if (dueAt !== undefined)
      await this.backend.webhookStore.enqueue({
        kind: ENGINE_DUE_JOB,
        key: `${ENGINE_DUE_JOB}:${uid}:${dueAt}`,
        payload: { uid },
        runAt: dueAt,
      })
    // The history is kept apart from the engine's state, which keeps only the runs still waiting:
    // the state a workspace's every event reads and writes stays small however long it runs.
    const changed = new Map(store.takeChangedRuns().map((run) => [run.id, run]))
    for (const run of store.releaseSettledRuns()) changed.set(run.id, run)
    // Written together, without waiting for other transactions' turn: nothing read here decides
    // what is written (the workspace's lock already keeps every other engine out).
    if (dirty || changed.size > 0)
      await db.transaction(
        async (scope) => {
          await runsCollection(scope).insertMany([...changed.values()].map((run) => ({ ...run, ownerUid: uid })))
          await scope
            .collection<EngineStateEntity>('automationEngineState')
            .insert({ id, snapshot: store.snapshot(), held })
        },
        { writeOnly: true },
      )
    return result
  }
}

/** A run as the history keeps it: whose it is. */
type StoredRun = AutomationRun & { ownerUid: string }

/** Every run of every workspace, found by its owner (an index, never the whole collection). */
function runsCollection(db: Database): Collection<StoredRun> {
  return db.collection<StoredRun>('automationRuns')
}

function withoutOwner({ ownerUid: _owner, ...run }: StoredRun): AutomationRun {
  return run
}

/** The job that drains a workspace's queue when its earliest step comes due. */
export const ENGINE_DUE_JOB = 'engine-due'

const services = new WeakMap<MockBackend, AutomationService>()

/** The backend's one automation service (the automation and webhook endpoints both read it). */
export function automationServiceOf(backend: MockBackend): AutomationService {
  let service = services.get(backend)
  if (!service) {
    service = new AutomationService(backend)
    services.set(backend, service)
  }
  return service
}
