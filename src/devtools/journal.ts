import type { AnyActorRef, EventObject, InspectionEvent, StateValue } from 'xstate'
import { activeNodeIds, microstepTransitions, transitionKey } from './coverageKeys'
import { redact } from './redact'

export const JOURNAL_FORMAT = 'conversa-qa-journal'
/** 2: preferences are set with one PREFERENCE.SET { key, value } event; 1's per-preference events are gone. */
export const JOURNAL_VERSION = 2

/** One change of an actor: the event it processed, the state before and after, when. */
export interface JournalTransition {
  /** Order across every actor and intent of the journal. */
  seq: number
  at: number
  /** The event, redacted. */
  event: { type: string; [key: string]: unknown }
  /** null for the actor's first snapshot. */
  from: string | null
  to: string
}

/**
 * Something the user did, recorded in a form the replay can do again: a page load, a client-side
 * navigation, or an event the UI sent to a long-lived actor (sign-in, a preference change...).
 */
export type JournalIntent =
  | { seq: number; at: number; kind: 'load'; path: string }
  | { seq: number; at: number; kind: 'navigate'; path: string }
  | { seq: number; at: number; kind: 'send'; actor: string; event: { type: string; [key: string]: unknown } }

export type IntentInput =
  | { kind: 'load'; path: string }
  | { kind: 'navigate'; path: string }
  | { kind: 'send'; actor: string; event: EventObject }

export interface ActorJournal {
  name: string
  /** The current state, null before the first snapshot. */
  state: string | null
  status: 'active' | 'done' | 'error' | 'stopped' | null
  /** The most recent transitions, oldest first (a ring buffer). */
  transitions: JournalTransition[]
  /** How many older transitions the ring buffer dropped. */
  dropped: number
  /** Every state node entered and transition taken since the page loaded, for the coverage report. */
  covered: { states: string[]; transitions: string[] }
}

export interface JournalView {
  actors: ActorJournal[]
  intents: JournalIntent[]
  droppedIntents: number
}

export interface JournalExport extends JournalView {
  format: typeof JOURNAL_FORMAT
  version: typeof JOURNAL_VERSION
  exportedAt: string
  environment: Record<string, unknown>
}

export interface InspectorOptions {
  /** Which events sent to the actor from outside (by the UI) are user intents worth replaying. */
  intents?: (event: EventObject) => boolean
}

export interface Journal {
  /** The `inspect` callback for `createActor(machine, { inspect })` of the actor called `actorName`. */
  inspector(actorName: string, options?: InspectorOptions): (event: InspectionEvent) => void
  recordIntent(intent: IntentInput): void
  subscribe(listener: () => void): () => void
  /** A stable object until the next change (for useSyncExternalStore). */
  getSnapshot(): JournalView
  /** The live actor of that name (for the QA hook that replays intents). */
  actorRef(name: string): AnyActorRef | undefined
  /** The whole journal as JSON-safe data, with every secret redacted. */
  export(environment?: Record<string, unknown>): JournalExport
  clear(): void
}

/** States as text: leaf paths, parallel regions joined with " | " ("signedIn.profile.ready | signedIn.token.fresh"). */
export function stateToString(value: StateValue): string {
  if (typeof value === 'string') return value
  const leaves = Object.entries(value).flatMap(([key, child]) => {
    if (child === undefined) return [key]
    const inner = stateToString(child)
    return inner ? inner.split(' | ').map((leaf) => `${key}.${leaf}`) : [key]
  })
  return leaves.join(' | ')
}

interface ActorRecord {
  name: string
  ref: AnyActorRef | null
  sessionId: string | null
  state: string | null
  status: ActorJournal['status']
  transitions: JournalTransition[]
  dropped: number
  coveredStates: Set<string>
  coveredTransitions: Set<string>
}

const isMachineSnapshot = (snapshot: unknown): snapshot is { value: StateValue; status: ActorJournal['status'] } =>
  typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && 'status' in snapshot

const safeEvent = (event: EventObject) => redact(event) as JournalTransition['event']

export function createJournal({
  capacity = 200,
  now = Date.now,
}: { capacity?: number; now?: () => number } = {}): Journal {
  const actors = new Map<string, ActorRecord>()
  let intents: JournalIntent[] = []
  let droppedIntents = 0
  let seq = 0
  const listeners = new Set<() => void>()
  let view: JournalView | null = null
  // Events sent by the UI (no source actor); timers and child actors send the others.
  const externalEvents = new WeakSet<EventObject>()

  const changed = () => {
    view = null
    listeners.forEach((listener) => listener())
  }

  const recordOf = (name: string): ActorRecord => {
    let record = actors.get(name)
    if (!record) {
      record = {
        name,
        ref: null,
        sessionId: null,
        state: null,
        status: null,
        transitions: [],
        dropped: 0,
        coveredStates: new Set(),
        coveredTransitions: new Set(),
      }
      actors.set(name, record)
    }
    return record
  }

  const pushBounded = <T>(list: T[], item: T): number => {
    list.push(item)
    if (list.length <= capacity) return 0
    list.splice(0, list.length - capacity)
    return 1
  }

  const recordIntent = (intent: IntentInput) => {
    const base = { seq: ++seq, at: now() }
    const entry: JournalIntent =
      intent.kind === 'send'
        ? { ...base, kind: 'send', actor: intent.actor, event: safeEvent(intent.event) }
        : { ...base, kind: intent.kind, path: redact(intent.path) as string }
    droppedIntents += pushBounded(intents, entry)
    changed()
  }

  const inspector = (actorName: string, options: InspectorOptions = {}) => {
    const record = recordOf(actorName)
    return (inspection: InspectionEvent) => {
      // The callback sees the whole actor system; only the root is the long-lived actor.
      if (inspection.actorRef.sessionId !== inspection.rootId) return
      switch (inspection.type) {
        case '@xstate.event': {
          if (inspection.sourceRef !== undefined || inspection.event.type.startsWith('xstate.')) return
          externalEvents.add(inspection.event)
          if (options.intents?.(inspection.event))
            recordIntent({ kind: 'send', actor: actorName, event: inspection.event })
          return
        }
        case '@xstate.microstep': {
          for (const transition of microstepTransitions(inspection)) {
            record.coveredTransitions.add(transitionKey(transition))
            for (const target of transition.target ?? []) record.coveredStates.add(target.id)
          }
          return
        }
        case '@xstate.snapshot': {
          const { snapshot, event } = inspection
          if (!isMachineSnapshot(snapshot)) return
          // The live actor is the one that reports snapshots: React's StrictMode creates a twin it
          // never starts. A new actor under a known name (a remount) starts its history afresh.
          if (record.ref !== inspection.actorRef) {
            record.ref = inspection.actorRef as AnyActorRef
            record.state = null
          }
          activeNodeIds(snapshot).forEach((id) => record.coveredStates.add(id))
          const to = stateToString(snapshot.value)
          const from = record.state
          record.status = snapshot.status
          // Same-state snapshots are kept only for events the UI sent (a navigation the guard
          // allowed again, a preference value); timer ticks and echoes would drown the rest.
          if (from === to && !externalEvents.has(event)) return
          record.state = to
          record.dropped += pushBounded(record.transitions, {
            seq: ++seq,
            at: now(),
            event: safeEvent(event),
            from,
            to,
          })
          changed()
          return
        }
      }
    }
  }

  const buildView = (): JournalView => ({
    actors: [...actors.values()].map((record) => ({
      name: record.name,
      state: record.state,
      status: record.status,
      transitions: [...record.transitions],
      dropped: record.dropped,
      covered: { states: [...record.coveredStates].sort(), transitions: [...record.coveredTransitions].sort() },
    })),
    intents: [...intents],
    droppedIntents,
  })

  return {
    inspector,
    recordIntent,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot() {
      view ??= buildView()
      return view
    },
    actorRef: (name) => actors.get(name)?.ref ?? undefined,
    export(environment = {}) {
      const exported: JournalExport = {
        format: JOURNAL_FORMAT,
        version: JOURNAL_VERSION,
        exportedAt: new Date(now()).toISOString(),
        environment,
        ...buildView(),
      }
      // Everything was redacted when recorded; a second pass guards whatever was added since.
      return redact(exported, { maxDepth: 16, maxItems: Number.POSITIVE_INFINITY }) as JournalExport
    },
    clear() {
      for (const record of actors.values()) {
        record.transitions = []
        record.dropped = 0
      }
      intents = []
      droppedIntents = 0
      changed()
    },
  }
}
