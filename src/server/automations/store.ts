import type { AutomationRun, QueuedStep } from '@/domain/automations/runs'
import type { FlowSession, PublishedFlow } from '@/domain/automations/flow/session'
import type { AutomationHoldState } from '@/domain/automations/handover'
import type { ContactInteraction } from '@/domain/contacts/interaction'

/**
 * What the engine remembers about a person talking to an account; whether automations hold back
 * from them (opted out, paused for the team) is `AutomationHoldState`, where they came from and
 * when they were last heard from `ContactInteraction`.
 */
export interface ContactState extends AutomationHoldState, ContactInteraction {
  accountId: string
  contactId: string
  username?: string
  /** The person's first message ever: a later one is not a "new conversation". */
  firstInboundAt?: number
  /** The person's latest message: the 24-hour window runs from here. */
  lastInboundAt?: number
  tags: string[]
  /**
   * The latest item of theirs delivered as standby: another app held the conversation then
   * (Meta's handover protocol). It holds it still while nothing newer came to this app.
   */
  standbyAt?: number
  /** Contact fields flows saved (an email asked for, a field set). */
  fields?: Record<string, string>
  /** When the account's default reply last answered the person (it answers one person at most so often). */
  defaultReplyAt?: number
}

export type RateChannel = 'dm' | 'private-reply'

/**
 * The engine's state: conversations, de-duplication, rate counters, the durable queue and run
 * history. Synchronous on purpose: the engine serialises its own work, and the mock backend
 * persists snapshots of the in-memory implementation.
 */
export interface AutomationStateStore {
  /** Remembers an event; false when it was already seen (a redelivery). */
  rememberEvent(key: string, at: number): boolean
  forgetEventsBefore(at: number): void

  getContact(accountId: string, contactId: string): ContactState | undefined
  putContact(contact: ContactState): void
  /** Forgets every contact of the account (it left the workspace). */
  forgetContacts(accountId: string): void

  /** Takes the one private reply a comment may get; false when it was already taken. */
  claimPrivateReply(commentId: string): boolean
  privateReplyClaimed(commentId: string): boolean

  /** Where a person is in an automation's flow: one session per person and automation. */
  getSession(accountId: string, contactId: string, automationId: string): FlowSession | undefined
  putSession(session: FlowSession): void
  removeSession(session: Pick<FlowSession, 'accountId' | 'contactId' | 'automationId'>): void
  /** The person's sessions, in every automation of the account. */
  sessionsOf(accountId: string, contactId: string): FlowSession[]
  sessions(): FlowSession[]

  /** The published versions sessions run on, kept while a session needs them. */
  putFlowVersion(flow: PublishedFlow): void
  getFlowVersion(automationId: string, version: number): PublishedFlow | undefined

  recordSend(accountId: string, channel: RateChannel, at: number): void
  /** Send times after `since`, oldest first. */
  sendsSince(accountId: string, channel: RateChannel, since: number): number[]

  enqueue(step: QueuedStep): void
  updateQueued(step: QueuedStep): void
  removeQueued(id: string): void
  /** Every queued step, in (dueAt, seq) order. */
  queued(): QueuedStep[]
  /** The earliest dueAt in the queue, or undefined when the queue is empty. */
  earliestDueAt(): number | undefined
  nextSeq(): number

  addRun(run: AutomationRun): void
  updateRun(run: AutomationRun): void
  getRun(id: string): AutomationRun | undefined
  runs(): AutomationRun[]
}

export interface AutomationStateSnapshot {
  events: [string, number][]
  contacts: ContactState[]
  privateReplies: string[]
  sends: [string, number[]][]
  queue: QueuedStep[]
  runs: AutomationRun[]
  seq: number
  sessions?: FlowSession[]
  flowVersions?: PublishedFlow[]
}

function sessionKey(session: Pick<FlowSession, 'accountId' | 'contactId' | 'automationId'>): string {
  return `${session.accountId}:${session.contactId}:${session.automationId}`
}

function versionKey(automationId: string, version: number): string {
  return `${automationId}@${version}`
}

function byDueThenSeq(a: QueuedStep, b: QueuedStep): number {
  return a.dueAt - b.dueAt || a.seq - b.seq
}

/** Keeps everything in maps; `snapshot()`/`restore()` make it durable for whoever holds it. */
export class InMemoryAutomationStore implements AutomationStateStore {
  private events = new Map<string, number>()
  private contacts = new Map<string, ContactState>()
  private privateReplies = new Set<string>()
  private sends = new Map<string, number[]>()
  private queue = new Map<string, QueuedStep>()
  private earliest: number | undefined
  private earliestKnown = true
  private runMap = new Map<string, AutomationRun>()
  private changedRuns = new Set<string>()
  private seq = 0
  private sessionMap = new Map<string, FlowSession>()
  private flowVersions = new Map<string, PublishedFlow>()

  /** Called after every write, e.g. to persist a snapshot. */
  onChange: (() => void) | undefined

  constructor(snapshot?: AutomationStateSnapshot) {
    if (snapshot) this.restore(snapshot)
  }

  rememberEvent(key: string, at: number): boolean {
    if (this.events.has(key)) return false
    this.events.set(key, at)
    this.changed()
    return true
  }

  forgetEventsBefore(at: number): void {
    for (const [key, seenAt] of this.events) if (seenAt < at) this.events.delete(key)
  }

  getContact(accountId: string, contactId: string): ContactState | undefined {
    const contact = this.contacts.get(`${accountId}:${contactId}`)
    return contact && { ...contact, tags: [...contact.tags] }
  }

  putContact(contact: ContactState): void {
    this.contacts.set(`${contact.accountId}:${contact.contactId}`, { ...contact, tags: [...contact.tags] })
    this.changed()
  }

  forgetContacts(accountId: string): void {
    for (const [key, contact] of this.contacts) if (contact.accountId === accountId) this.contacts.delete(key)
    for (const [key, session] of this.sessionMap) if (session.accountId === accountId) this.sessionMap.delete(key)
    this.pruneFlowVersions()
    this.changed()
  }

  /**
   * Forgets one person of the account: their record, their sessions, and the event keys that name
   * them (erasure on request).
   */
  forgetContact(accountId: string, contactId: string): void {
    this.contacts.delete(`${accountId}:${contactId}`)
    for (const [key, session] of this.sessionMap)
      if (session.accountId === accountId && session.contactId === contactId) this.sessionMap.delete(key)
    for (const key of this.events.keys()) if (key.includes(contactId)) this.events.delete(key)
    this.pruneFlowVersions()
    this.changed()
  }

  contactList(): ContactState[] {
    return [...this.contacts.values()]
  }

  claimPrivateReply(commentId: string): boolean {
    if (this.privateReplies.has(commentId)) return false
    this.privateReplies.add(commentId)
    this.changed()
    return true
  }

  privateReplyClaimed(commentId: string): boolean {
    return this.privateReplies.has(commentId)
  }

  getSession(accountId: string, contactId: string, automationId: string): FlowSession | undefined {
    const session = this.sessionMap.get(sessionKey({ accountId, contactId, automationId }))
    return session && structuredClone(session)
  }

  putSession(session: FlowSession): void {
    this.sessionMap.set(sessionKey(session), structuredClone(session))
    this.changed()
  }

  removeSession(session: Pick<FlowSession, 'accountId' | 'contactId' | 'automationId'>): void {
    if (!this.sessionMap.delete(sessionKey(session))) return
    this.pruneFlowVersions()
    this.changed()
  }

  sessionsOf(accountId: string, contactId: string): FlowSession[] {
    return [...this.sessionMap.values()]
      .filter((session) => session.accountId === accountId && session.contactId === contactId)
      .map((session) => structuredClone(session))
  }

  sessions(): FlowSession[] {
    return [...this.sessionMap.values()].map((session) => structuredClone(session))
  }

  putFlowVersion(flow: PublishedFlow): void {
    const key = versionKey(flow.automationId, flow.version)
    if (this.flowVersions.has(key)) return
    this.flowVersions.set(key, structuredClone(flow))
    this.changed()
  }

  getFlowVersion(automationId: string, version: number): PublishedFlow | undefined {
    return this.flowVersions.get(versionKey(automationId, version))
  }

  /** Versions no session runs on any more are forgotten: the automation itself keeps the latest. */
  private pruneFlowVersions(): void {
    const used = new Set(
      [...this.sessionMap.values()].map((session) => versionKey(session.automationId, session.version)),
    )
    for (const key of this.flowVersions.keys()) if (!used.has(key)) this.flowVersions.delete(key)
  }

  recordSend(accountId: string, channel: RateChannel, at: number): void {
    const key = `${accountId}:${channel}`
    const times = this.sends.get(key) ?? []
    times.push(at)
    this.sends.set(key, times)
    this.changed()
  }

  sendsSince(accountId: string, channel: RateChannel, since: number): number[] {
    const key = `${accountId}:${channel}`
    const times = this.sends.get(key)
    if (!times) return []
    // Older entries can never count again: drop them while we are here.
    const firstKept = times.findIndex((at) => at > since)
    if (firstKept === -1) {
      this.sends.delete(key)
      return []
    }
    if (firstKept > 0) times.splice(0, firstKept)
    return [...times]
  }

  enqueue(step: QueuedStep): void {
    this.queue.set(step.id, { ...step })
    if (this.earliestKnown)
      this.earliest = this.earliest === undefined ? step.dueAt : Math.min(this.earliest, step.dueAt)
    this.changed()
  }

  updateQueued(step: QueuedStep): void {
    this.queue.set(step.id, { ...step })
    this.earliestKnown = false
    this.changed()
  }

  removeQueued(id: string): void {
    if (this.queue.delete(id)) this.earliestKnown = false
    this.changed()
  }

  queued(): QueuedStep[] {
    return [...this.queue.values()].map((step) => ({ ...step })).sort(byDueThenSeq)
  }

  earliestDueAt(): number | undefined {
    if (!this.earliestKnown) {
      this.earliest = undefined
      for (const step of this.queue.values())
        if (this.earliest === undefined || step.dueAt < this.earliest) this.earliest = step.dueAt
      this.earliestKnown = true
    }
    return this.earliest
  }

  nextSeq(): number {
    return ++this.seq
  }

  addRun(run: AutomationRun): void {
    this.runMap.set(run.id, structuredClone(run))
    this.changedRuns.add(run.id)
    this.changed()
  }

  updateRun(run: AutomationRun): void {
    this.runMap.set(run.id, structuredClone(run))
    this.changedRuns.add(run.id)
    this.changed()
  }

  /** The runs added or updated since the last call, for whoever keeps the history. */
  takeChangedRuns(): AutomationRun[] {
    const changed = [...this.changedRuns].flatMap((id) => {
      const run = this.runMap.get(id)
      return run ? [structuredClone(run)] : []
    })
    this.changedRuns.clear()
    return changed
  }

  /**
   * Forgets the runs no queued step belongs to: they can no longer change, and their history is
   * kept by whoever took them (`takeChangedRuns`). Answers them.
   */
  releaseSettledRuns(): AutomationRun[] {
    const open = new Set([...this.queue.values()].map((step) => step.runId))
    // A person mid-flow may still answer or tap: their run goes on.
    for (const session of this.sessionMap.values()) open.add(session.runId)
    const settled: AutomationRun[] = []
    for (const [id, run] of this.runMap) {
      if (open.has(id)) continue
      settled.push(run)
      this.runMap.delete(id)
    }
    if (settled.length > 0) this.changed()
    return settled
  }

  getRun(id: string): AutomationRun | undefined {
    const run = this.runMap.get(id)
    return run && structuredClone(run)
  }

  runs(): AutomationRun[] {
    return [...this.runMap.values()].map((run) => structuredClone(run))
  }

  snapshot(): AutomationStateSnapshot {
    return structuredClone({
      events: [...this.events],
      contacts: [...this.contacts.values()],
      privateReplies: [...this.privateReplies],
      sends: [...this.sends],
      queue: [...this.queue.values()],
      runs: [...this.runMap.values()],
      seq: this.seq,
      sessions: [...this.sessionMap.values()],
      flowVersions: [...this.flowVersions.values()],
    })
  }

  restore(snapshot: AutomationStateSnapshot): void {
    const copy = structuredClone(snapshot)
    this.events = new Map(copy.events)
    this.contacts = new Map(copy.contacts.map((contact) => [`${contact.accountId}:${contact.contactId}`, contact]))
    this.privateReplies = new Set(copy.privateReplies)
    this.sends = new Map(copy.sends)
    this.queue = new Map(copy.queue.map((step) => [step.id, step]))
    this.earliestKnown = false
    this.runMap = new Map(copy.runs.map((run) => [run.id, run]))
    this.seq = copy.seq
    this.sessionMap = new Map((copy.sessions ?? []).map((session) => [sessionKey(session), session]))
    this.flowVersions = new Map(
      (copy.flowVersions ?? []).map((flow) => [versionKey(flow.automationId, flow.version), flow]),
    )
  }

  private changed(): void {
    this.onChange?.()
  }
}
