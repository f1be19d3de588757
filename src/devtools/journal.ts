import type { AnyActorRef, EventObject, InspectionEvent, StateValue } from 'xstate'
import { activeNodeIds, microstepTransitions, transitionKey } from './coverageKeys'
import { readStoredJournal, type JournalStorage, type StoredJournal } from './journalStore'
import { redact, redactText } from './redact'

export const JOURNAL_FORMAT = 'conversa-qa-journal'
/**
 * 3: one journal per tab across page loads, with its starting point (`start`), its page loads and
 * the records it read. 2: preferences are set with one PREFERENCE.SET { key, value } event.
 */
export const JOURNAL_VERSION = 3

/** One change of an actor: the event it processed, the state before and after, when. */
export interface JournalTransition {
  /** Order across every actor and intent of the journal. */
  seq: number
  at: number
  /** The event, redacted. */
  event: { type: string; [key: string]: unknown }
  /** null for the actor's first snapshot (in each page load). */
  from: string | null
  to: string
}

/**
 * Something the user did, recorded in a form the replay can do again: a page load, a client-side
 * navigation, or an event the UI sent to a long-lived actor (sign-in, a preference change...).
 * `start` opens a journal begun on a page already running ("Start a new journal").
 */
export type JournalIntent =
  | { seq: number; at: number; kind: 'load' | 'navigate' | 'start'; path: string }
  | { seq: number; at: number; kind: 'send'; actor: string; event: { type: string; [key: string]: unknown } }

export type IntentInput =
  | { kind: 'load'; path: string }
  | { kind: 'navigate'; path: string }
  | { kind: 'send'; actor: string; event: EventObject }

/** Who was signed in and which preferences were in force when the journal began. */
export interface StartFacts {
  /** Never a token: the replay signs this person in with their password. */
  signedInAs: { email: string; role: string } | null
  preferences: Record<string, unknown> | null
}

export interface JournalStart extends StartFacts {
  /** At a page load (its first intent is that load), or on a running page from the QA panel. */
  kind: 'load' | 'new'
  /** For a journal begun on a running page: each actor's state at that moment. */
  states?: Record<string, string>
}

export interface ActorJournal {
  name: string
  /** The current state, null before the first snapshot. */
  state: string | null
  status: 'active' | 'done' | 'error' | 'stopped' | null
  /** The most recent transitions, oldest first (a ring buffer). */
  transitions: JournalTransition[]
  /** How many older transitions the ring buffer dropped. */
  dropped: number
  /** Every state node entered and transition taken since the journal began, for the coverage report. */
  covered: { states: string[]; transitions: string[] }
}

export interface JournalView {
  actors: ActorJournal[]
  intents: JournalIntent[]
  /** How many of the oldest intents the journal dropped to stay within its bounds. */
  droppedIntents: number
  startedAt: number
  start: JournalStart
  pageLoads: number
  /** API records (paths with an id) the session read: what a replay's database must hold too. */
  records: string[]
  /** Set when a journal was stored but could not be read back, so this one began afresh. */
  restartedBecause: 'corrupt' | null
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
  /** Notes an API record the page read (kept once, most recent last). */
  recordRead(path: string): void
  subscribe(listener: () => void): () => void
  /** A stable object until the next change (for useSyncExternalStore). */
  getSnapshot(): JournalView
  /** The live actor of that name (for the QA hook that replays intents). */
  actorRef(name: string): AnyActorRef | undefined
  /** The whole journal as JSON-safe data, with every secret redacted. */
  export(environment?: Record<string, unknown>): JournalExport
  /** Begins a new journal on the running page at `path`, starting from who and what is in force now. */
  startNew(path: string): void
  /** Empties the journal (its start and page loads stay). */
  clear(): void
}

export interface JournalOptions {
  /** Intents and transitions per actor kept; older ones are dropped (and counted). */
  capacity?: number
  now?: () => number
  /** Where the journal lives between page loads; without it, it lives as long as the page. */
  storage?: JournalStorage
  /** The most characters the stored journal may take; the oldest entries go first. */
  maxChars?: number
  /** What an actor's context says about the starting point (who is signed in, the preferences). */
  startFacts?: (actorName: string, context: unknown) => Partial<StartFacts>
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
  state: string | null
  status: ActorJournal['status']
  transitions: JournalTransition[]
  dropped: number
  coveredStates: Set<string>
  coveredTransitions: Set<string>
}

const isMachineSnapshot = (
  snapshot: unknown,
): snapshot is { value: StateValue; status: ActorJournal['status']; context?: unknown } =>
  typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && 'status' in snapshot

const safeEvent = (event: EventObject) => redact(event) as JournalTransition['event']

const RECORDS_KEPT = 200
const STORE_FORMAT = 'conversa-qa-journal-store'

const freshStart = (): JournalStart => ({ kind: 'load', signedInAs: null, preferences: null })

/** Drops the oldest quarter (at least one) of a list in place; returns how many went. */
function dropOldest<T>(list: T[]): number {
  const count = Math.max(1, Math.floor(list.length / 4))
  return list.splice(0, Math.min(count, list.length)).length
}

export function createJournal({
  capacity = 200,
  now = Date.now,
  storage,
  maxChars = 1_000_000,
  startFacts = () => ({}),
}: JournalOptions = {}): Journal {
  const actors = new Map<string, ActorRecord>()
  let intents: JournalIntent[] = []
  let droppedIntents = 0
  let seq = 0
  let startedAt = now()
  let start = freshStart()
  let pageLoads = 0
  let records: string[] = []
  let restartedBecause: JournalView['restartedBecause'] = null
  // Actors whose first snapshot still has to say what the journal started from: every actor of
  // the page load a journal begins in, none when it continues a stored one.
  let capturingStart = true
  const captured = new Set<string>()
  const listeners = new Set<() => void>()
  let view: JournalView | null = null
  let saveScheduled = false
  // Events sent by the UI (no source actor); timers and child actors send the others.
  const externalEvents = new WeakSet<EventObject>()

  const recordOf = (name: string): ActorRecord => {
    let record = actors.get(name)
    if (!record) {
      record = {
        name,
        ref: null,
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

  const toStored = (): StoredJournal => ({
    format: STORE_FORMAT,
    version: 1,
    startedAt,
    start,
    pageLoads,
    seq,
    intents,
    droppedIntents,
    records,
    restartedBecause,
    actors: [...actors.values()].map((record) => ({
      name: record.name,
      status: record.status,
      transitions: record.transitions,
      dropped: record.dropped,
      covered: { states: [...record.coveredStates], transitions: [...record.coveredTransitions] },
    })),
  })

  /** Makes room by dropping the oldest intents and transitions; false when nothing is left to drop. */
  const shrink = (): boolean => {
    let dropped = 0
    if (intents.length > 0) {
      const count = dropOldest(intents)
      droppedIntents += count
      dropped += count
    }
    for (const record of actors.values()) {
      if (record.transitions.length === 0) continue
      const count = dropOldest(record.transitions)
      record.dropped += count
      dropped += count
    }
    return dropped > 0
  }

  const save = () => {
    saveScheduled = false
    if (!storage) return
    let shrunk = false
    for (;;) {
      const text = JSON.stringify(toStored())
      if (text.length <= maxChars) {
        try {
          storage.write(text)
          break
        } catch {
          // Full: the tab's storage is shared with the app, so the journal gives way.
        }
      }
      if (!shrink()) break
      shrunk = true
    }
    if (shrunk) notify()
  }

  const notify = () => {
    view = null
    listeners.forEach((listener) => listener())
  }

  const changed = () => {
    notify()
    if (storage && !saveScheduled) {
      saveScheduled = true
      queueMicrotask(save)
    }
  }

  const restore = (stored: StoredJournal) => {
    startedAt = stored.startedAt
    start = stored.start
    pageLoads = stored.pageLoads
    seq = stored.seq
    intents = stored.intents as JournalIntent[]
    droppedIntents = stored.droppedIntents
    records = stored.records
    restartedBecause = stored.restartedBecause
    for (const actor of stored.actors) {
      const record = recordOf(actor.name)
      record.status = actor.status
      record.transitions = actor.transitions as JournalTransition[]
      record.dropped = actor.dropped
      record.coveredStates = new Set(actor.covered.states)
      record.coveredTransitions = new Set(actor.covered.transitions)
    }
    capturingStart = false
  }

  if (storage) {
    const found = readStoredJournal(storage)
    if (found.kind === 'journal') restore(found.journal)
    else if (found.kind === 'corrupt') restartedBecause = 'corrupt'
  }

  const mergeStartFacts = (target: StartFacts, actorName: string, context: unknown) => {
    const facts = startFacts(actorName, context)
    if (facts.signedInAs !== undefined)
      target.signedInAs = facts.signedInAs && {
        email: redactText(facts.signedInAs.email),
        role: redactText(facts.signedInAs.role),
      }
    if (facts.preferences !== undefined)
      target.preferences = facts.preferences && (redact(facts.preferences) as Record<string, unknown>)
  }

  const pushBounded = <T>(list: T[], item: T): number => {
    list.push(item)
    if (list.length <= capacity) return 0
    return list.splice(0, list.length - capacity).length
  }

  const appendIntent = (entry: JournalIntent) => {
    droppedIntents += pushBounded(intents, entry)
    if (entry.kind === 'load') pageLoads++
    changed()
  }

  const recordIntent = (intent: IntentInput) => {
    const base = { seq: ++seq, at: now() }
    appendIntent(
      intent.kind === 'send'
        ? { ...base, kind: 'send', actor: intent.actor, event: safeEvent(intent.event) }
        : { ...base, kind: intent.kind, path: redactText(intent.path) },
    )
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
          // never starts. A new actor under a known name (a remount, a page load) starts its
          // history afresh.
          if (record.ref !== inspection.actorRef) {
            record.ref = inspection.actorRef as AnyActorRef
            record.state = null
            if (capturingStart && !captured.has(actorName)) {
              captured.add(actorName)
              mergeStartFacts(start, actorName, snapshot.context)
            }
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
    startedAt,
    start,
    pageLoads,
    records: [...records],
    restartedBecause,
  })

  const emptyActors = () => {
    for (const record of actors.values()) {
      record.transitions = []
      record.dropped = 0
    }
    intents = []
    droppedIntents = 0
  }

  return {
    inspector,
    recordIntent,
    recordRead(path) {
      const safe = redactText(path)
      if (records.at(-1) === safe) return
      records = [...records.filter((known) => known !== safe), safe].slice(-RECORDS_KEPT)
      changed()
    },
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
    startNew(path) {
      const next: JournalStart = { kind: 'new', signedInAs: null, preferences: null, states: {} }
      for (const record of actors.values()) {
        if (record.ref) mergeStartFacts(next, record.name, record.ref.getSnapshot()?.context)
        if (record.state !== null) next.states![record.name] = record.state
        record.coveredStates = new Set()
        record.coveredTransitions = new Set()
      }
      emptyActors()
      start = next
      capturingStart = false
      startedAt = now()
      pageLoads = 0
      records = []
      restartedBecause = null
      appendIntent({ seq: ++seq, at: now(), kind: 'start', path: redactText(path) })
    },
    clear() {
      emptyActors()
      changed()
    },
  }
}
