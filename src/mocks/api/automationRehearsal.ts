import { z } from 'zod'
import type { InstagramSendClient } from '@/domain/automations/client'
import type { Automation } from '@/domain/automations/model'
import {
  REHEARSAL_MAX_TAGS,
  REHEARSAL_START_EVENTS,
  type RehearsalMessage,
  type RehearsalMove,
  type RehearsalResponse,
  type RehearsalWaiting,
} from '@/domain/automations/rehearsal'
import type { FlowSession } from '@/domain/automations/flow/session'
import type { InstagramEvent } from '@/domain/instagram/events'
import { REF_MAX_CHARS } from '@/domain/automations/triggers'
import { madeUpInstagramEvent } from '@/domain/automations/madeUpEvent'
import { AutomationEngine } from '@/server/automations/engine'
import { InMemoryAutomationStore, type AutomationStateSnapshot } from '@/server/automations/store'
import { http, json } from '@/server/http/route'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'
import { automationServiceOf } from './automationService'

/** The customer a rehearsal pretends to be; never a real IGSID. */
const REHEARSAL_PERSON = { id: 'conversa-rehearsal-person', username: 'rehearsal.customer' }
/** Time a wait may let pass in one move: a session is forgotten after a week without a move anyway. */
const MAX_WAIT_MS = 7 * 24 * 3_600_000
/** Each move happens a second after the previous one, so the thread keeps their order. */
const MOVE_MS = 1_000
/** A tag's length, as a segment's condition takes it. */
const MAX_TAG_CHARS = 60

const moveSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('start'),
    event: z.enum(REHEARSAL_START_EVENTS),
    text: z.string().max(1000).optional(),
    payload: z.string().max(1000).optional(),
    ref: z.string().max(REF_MAX_CHARS).optional(),
    follows: z.boolean().optional(),
    tags: z.array(z.string().trim().min(1).max(MAX_TAG_CHARS)).max(REHEARSAL_MAX_TAGS).optional(),
  }),
  z.strictObject({
    kind: z.literal('tap'),
    payload: z.string().min(1).max(1000),
    title: z.string().max(200),
    quickReply: z.boolean().optional(),
  }),
  z.strictObject({ kind: z.literal('reply'), text: z.string().min(1).max(1000) }),
  z.strictObject({ kind: z.literal('wait'), ms: z.number().int().positive().max(MAX_WAIT_MS).optional() }),
])

const rehearsalRequestSchema = z.strictObject({ state: z.unknown().optional(), move: moveSchema })

// ---- the state a rehearsal hands back and forth ---------------------------------------------------

const timeSchema = z.number().int().nonnegative()
const messageSchema = z.looseObject({})
const waitSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('timer'), until: timeSchema, key: z.string() }),
  z.strictObject({ kind: z.literal('reply'), until: timeSchema, key: z.string() }),
  z.strictObject({
    kind: z.literal('answer'),
    attempts: z.number().int().nonnegative(),
    until: timeSchema,
    key: z.string(),
  }),
  z.strictObject({ kind: z.literal('tap') }),
])
const sessionSchema = z.object({
  automationId: z.string(),
  version: z.number().int(),
  accountId: z.string(),
  contactId: z.string(),
  runId: z.string(),
  comment: z.object({ id: z.string(), at: timeSchema, mediaId: z.string(), topLevel: z.boolean() }).optional(),
  at: z.string().nullable(),
  atVisit: z.number().int().nonnegative(),
  wait: waitSchema,
  held: z.object({ stepId: z.string(), fromMessage: z.number().int().nonnegative() }).optional(),
  privateReplySent: z.boolean(),
  visits: z.number().int().nonnegative(),
  seenInputs: z.array(z.string()),
  startedAt: timeSchema,
  updatedAt: timeSchema,
})
const plannedStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dm'), recipientId: z.string(), message: messageSchema }),
  z.object({ kind: z.literal('private-reply'), commentId: z.string(), commentAt: timeSchema, message: messageSchema }),
  z.object({ kind: z.literal('public-reply'), commentId: z.string(), text: z.string() }),
  z.object({ kind: z.literal('tag'), contactId: z.string(), tag: z.string() }),
  z.object({ kind: z.literal('timer'), contactId: z.string(), automationId: z.string(), key: z.string() }),
])
const queuedSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  runId: z.string(),
  actionIndex: z.number().int().nonnegative(),
  accountId: z.string(),
  dueAt: timeSchema,
  attempts: z.number().int().nonnegative(),
  step: plannedStepSchema,
  sendKey: z.string().optional(),
})
const runSchema = z.looseObject({
  id: z.string(),
  automationId: z.string(),
  accountId: z.string(),
  eventKey: z.string(),
  actions: z.array(
    z.looseObject({
      index: z.number().int().nonnegative(),
      kind: z.string(),
      status: z.enum(['sent', 'queued', 'failed', 'skipped', 'done']),
      attempts: z.number().int().nonnegative(),
      updatedAt: timeSchema,
    }),
  ),
  createdAt: timeSchema,
  updatedAt: timeSchema,
})
const contactSchema = z.object({
  accountId: z.string(),
  contactId: z.string(),
  username: z.string().optional(),
  firstInboundAt: timeSchema.optional(),
  lastInboundAt: timeSchema.optional(),
  tags: z.array(z.string()),
  fields: z.record(z.string(), z.string()).optional(),
})
const rehearsalStateSchema = z.strictObject({
  rehearsal: z.literal(1),
  automationId: z.string(),
  version: z.number().int(),
  now: timeSchema,
  follows: z.boolean(),
  moves: z.number().int().nonnegative(),
  snapshot: z.strictObject({
    events: z.array(z.tuple([z.string(), timeSchema])),
    contacts: z.array(contactSchema),
    privateReplies: z.array(z.string()),
    sends: z.array(z.tuple([z.string(), z.array(timeSchema)])),
    queue: z.array(queuedSchema),
    runs: z.array(runSchema),
    seq: z.number().int().nonnegative(),
    sessions: z.array(sessionSchema),
  }),
})
/** The schema checks what the engine reads; what it only carries along (runs' details, messages) is kept as is. */
type RehearsalState = Omit<z.output<typeof rehearsalStateSchema>, 'snapshot'> & {
  snapshot: Omit<AutomationStateSnapshot, 'flowVersions' | 'sessions'> & { sessions: FlowSession[] }
}

/**
 * The state read back, or why it cannot be: it must be a rehearsal of this automation's version
 * about the made-up customer, each session and queued step belonging to one of its runs, each
 * session at a step of the flow. Anything else is forged or corrupt, and the engine never sees it.
 */
function readState(raw: unknown, automation: Automation): { ok: true; state: RehearsalState } | { ok: false } {
  const parsed = rehearsalStateSchema.safeParse(raw)
  if (!parsed.success) return { ok: false }
  const state = parsed.data as unknown as RehearsalState
  const { snapshot } = state
  const runIds = new Set(snapshot.runs.map((run) => run.id))
  const ours = (item: { accountId: string }) => item.accountId === automation.accountId
  const sound =
    state.automationId === automation.id &&
    state.version === automation.version &&
    snapshot.runs.every((run) => ours(run) && run.automationId === automation.id) &&
    snapshot.contacts.every((contact) => ours(contact) && contact.contactId === REHEARSAL_PERSON.id) &&
    snapshot.queue.every((step) => ours(step) && runIds.has(step.runId)) &&
    snapshot.sessions.every(
      (session) =>
        ours(session) &&
        session.automationId === automation.id &&
        session.version === automation.version &&
        session.contactId === REHEARSAL_PERSON.id &&
        runIds.has(session.runId) &&
        (session.at === null || session.at in automation.flow.steps) &&
        (session.held === undefined || session.held.stepId in automation.flow.steps),
    )
  return sound ? { ok: true, state } : { ok: false }
}

/** A customer met for the first time, with the tags the rehearsal gives them (and so their segments). */
function freshState(automation: Automation, now: number, follows: boolean, tags: readonly string[]): RehearsalState {
  const contacts =
    tags.length === 0
      ? []
      : [
          {
            accountId: automation.accountId,
            contactId: REHEARSAL_PERSON.id,
            username: REHEARSAL_PERSON.username,
            tags: [...new Set(tags)],
          },
        ]
  return {
    rehearsal: 1,
    automationId: automation.id,
    version: automation.version,
    now,
    follows,
    moves: 0,
    snapshot: { events: [], contacts, privateReplies: [], sends: [], queue: [], runs: [], seq: 0, sessions: [] },
  }
}

type RehearsalSend = RehearsalMessage extends infer M ? (M extends unknown ? Omit<M, 'id' | 'at'> : never) : never

/** A client that reaches nobody: it keeps what would have been sent, in order, for the thread. */
function recordingClient(state: RehearsalState, sent: RehearsalMessage[]): InstagramSendClient {
  const record = (message: RehearsalSend) => {
    const id = `rehearsal-message-${state.moves}-${sent.length + 1}`
    sent.push({ ...message, id, at: state.now })
    return { ok: true as const, id }
  }
  return {
    sendMessage: async ({ message }) => record({ channel: 'message', message }),
    sendPrivateReply: async ({ message }) => record({ channel: 'private-reply', message }),
    replyToComment: async ({ text }) => record({ channel: 'public-reply', text }),
    followsAccount: async () => state.follows,
  }
}

/** The event the customer's move stands for, made up as Instagram would deliver it. */
function eventOf(
  move: Exclude<RehearsalMove, { kind: 'wait' }>,
  state: RehearsalState,
  accountId: string,
  mediaId: string,
): InstagramEvent {
  const scene = {
    key: `rehearsal-${state.moves}`,
    accountId,
    person: REHEARSAL_PERSON,
    now: state.now,
    storyId: 'rehearsal-story',
  }
  if (move.kind === 'reply') return madeUpInstagramEvent({ kind: 'message', text: move.text, mediaId }, scene)
  if (move.kind === 'tap')
    return madeUpInstagramEvent(
      { kind: move.quickReply ? 'message' : 'postback', text: move.title, payload: move.payload, mediaId },
      scene,
    )
  // A start's payload is a postback's; a message start carries only the ref of the link it came from.
  const payload = move.event === 'postback' ? move.payload : undefined
  return madeUpInstagramEvent({ kind: move.event, text: move.text ?? '', payload, ref: move.ref, mediaId }, scene)
}

function waitingOf(store: InMemoryAutomationStore, automationId: string, now: number): RehearsalWaiting {
  const session = store.sessions().find((each) => each.automationId === automationId)
  const due = store.earliestDueAt()
  if (session?.wait.kind === 'reply' || session?.wait.kind === 'answer')
    return { kind: session.wait.kind, inMs: Math.max(0, session.wait.until - now) }
  if (due !== undefined) return { kind: 'timer', inMs: Math.max(0, due - now) }
  if (session?.wait.kind === 'tap') return { kind: 'tap' }
  // The rest of a private reply goes out once the person answers.
  if (session?.held) return { kind: 'reply' }
  return { kind: 'nothing' }
}

/**
 * POST /api/automations/{id}/rehearsal: one move of a customer through the automation, played by
 * the real engine on a made-up person with a client that sends nothing and a clock the rehearsal
 * owns. Whoever may edit automations may rehearse them; nothing is stored and nothing counts.
 */
export function automationRehearsalHandlers(backend: MockBackend) {
  const service = automationServiceOf(backend)
  return [
    http.post(
      `${API}/automations/:id/rehearsal`,
      endpoint(
        backend,
        { can: ['update', 'Automation'], body: rehearsalRequestSchema },
        async ({ params, workspace, body }) => {
          const stored = (await service.automations.ownedBy(workspace.id)).find((each) => each.id === params.id)
          if (!stored) return apiError(404, 'automations/not-found', 'No such automation.')
          // A paused automation is rehearsed too: that is how one tries it before activating it.
          const automation: Automation = { ...stored, status: 'active' }
          const { move } = body
          let state: RehearsalState
          if (move.kind === 'start') {
            state = freshState(automation, backend.now(), move.follows ?? false, move.tags ?? [])
          } else {
            if (body.state === undefined)
              return apiError(422, 'automations/rehearsal-not-started', 'Start the rehearsal first.')
            const read = readState(body.state, automation)
            if (!read.ok)
              return apiError(
                422,
                'automations/rehearsal-state-invalid',
                'This rehearsal cannot go on (the automation changed, or its state is damaged). Start it again.',
              )
            state = read.state
          }
          state.moves += 1
          const sent: RehearsalMessage[] = []
          const store = new InMemoryAutomationStore({
            ...state.snapshot,
            flowVersions: [{ automationId: automation.id, version: automation.version, graph: automation.flow }],
          })
          let counter = state.snapshot.runs.length
          const engine = new AutomationEngine({
            store,
            client: recordingClient(state, sent),
            now: () => state.now,
            newId: () => `rehearsal-run-${++counter}`,
          })
          engine.setAutomations([automation])
          // The made-up person is tested against the workspace's segments as they are, by the tags
          // they started with and those the flow gave them.
          engine.setSegments(await service.segmentsOf(workspace.id))
          try {
            if (move.kind === 'wait') {
              const due = store.earliestDueAt()
              state.now = move.ms !== undefined ? state.now + move.ms : Math.max(state.now, due ?? state.now)
              await engine.drainQueue()
            } else {
              if (state.moves > 1) state.now += MOVE_MS
              const media =
                automation.trigger.kind === 'comment-keyword' && automation.trigger.media.kind === 'selected'
                  ? automation.trigger.media.mediaIds[0]
                  : undefined
              const mediaId =
                media ?? (await backend.instagramGraph(backend.db).mediaOf(automation.accountId))[0]?.id ?? 'rehearsal'
              await engine.handleEvent(eventOf(move, state, automation.accountId, mediaId))
            }
          } catch {
            // The state passed its checks yet the engine could not go on with it.
            return apiError(
              422,
              'automations/rehearsal-state-invalid',
              'This rehearsal cannot go on (the automation changed, or its state is damaged). Start it again.',
            )
          }
          const { flowVersions: _versions, ...snapshot } = store.snapshot()
          const next: RehearsalState = { ...state, snapshot: { ...snapshot, sessions: snapshot.sessions ?? [] } }
          return json<RehearsalResponse>({
            state: next,
            messages: sent,
            runs: store.runs().map((run) => ({ ...run, test: true })),
            waiting: waitingOf(store, automation.id, state.now),
            now: state.now,
          })
        },
      ),
    ),
  ]
}
