import type { InstagramEventKind } from '@/domain/instagram/events'
import type { Automation } from './model'
import type { AutomationRun } from './runs'
import type { RunCounters } from './runStatus'

/** The shapes of /api/automations, shared by the mock backend and the screens. */

export type { RunCounters }

/** Why an active automation does not answer right now (docs/product.md, "Workspaces"). */
export type StoppedReason = 'account-disconnected'

export interface AutomationSummary extends Automation {
  /** Runs by status (`countRuns`), test runs never included. */
  counters: RunCounters
  lastRunAt: number | null
  /** The account it answers for: its username is remembered even once the account is disconnected. */
  account: { username: string | null; connected: boolean }
  /** Set while an active automation cannot answer; it resumes by itself when the cause is gone. */
  stoppedReason: StoppedReason | null
}

/** What the builder sends to create or update an automation. */
export type AutomationInput = Pick<
  Automation,
  'name' | 'accountId' | 'status' | 'priority' | 'stopAfterFirstMatch' | 'trigger' | 'flow'
>

/**
 * What the builder edits, keeps across a reload and saves: the automation and, for one that exists,
 * the version its edit began from. A save over a version saved since (another tab, a teammate) is
 * refused with 409 `automations/changed` rather than lost; without `baseVersion` it replaces it.
 */
export type AutomationDraft = AutomationInput & { baseVersion?: number }

/**
 * What a flow being edited may read and go to: the workspace's contact fields and tags (those its
 * other flows write and its contacts have) and its other automations.
 */
export interface AutomationVocabulary {
  fields: string[]
  tags: string[]
  automations: { id: string; name: string; accountId: string }[]
  /** The workspace's contact segments, for conditions that test whether the person is in one. */
  segments: { id: string; name: string }[]
}

export interface AutomationAccount {
  accountId: string
  username: string
  media: { id: string; caption: string; mediaProductType: string }[]
  /** The account's ads: a comment trigger on ads may be scoped to some of them. */
  ads?: { id: string; name: string }[]
}

/** A made-up event for test mode: what a person could send, answered without sending anything. */
export interface TestEventInput {
  accountId: string
  kind: 'comment' | 'message' | 'story_mention' | 'story_reply' | 'postback'
  text: string
  mediaId?: string
  payload?: string
  /** The ref of the link or ad a made-up DM comes from. */
  ref?: string
}

export interface TestRunResponse {
  runs: AutomationRun[]
}

export interface DashboardDay extends RunCounters {
  /** YYYY-MM-DD, UTC. */
  day: string
}

/** A run as the run history lists it: whom it answered, what they wrote, and where their conversation is. */
export interface AutomationRunRow extends AutomationRun {
  /** The person's username where Instagram told us; their id otherwise. */
  person: { id: string; username: string | null } | null
  /** What the person wrote (their comment or message), when the event carried text. */
  eventText: string | null
  /** Their conversation in the inbox (`/apps/chat?thread=`), when the run answers someone. */
  threadId: string | null
}

export interface DashboardEvent {
  key: string
  kind: InstagramEventKind
  accountId: string
  /** When the person acted (not when Meta delivered it): the list is sorted by this, newest first. */
  at: number
  text: string
  /** The person's username where Instagram told us; their id otherwise. */
  from: { id: string; username: string | null } | null
  /** Runs of the workspace's automations for this event (test runs never). */
  runs: number
}

/** Hand replies from the inbox that reached Instagram, in total and per member (most first). */
export interface HandSentCounts {
  total: number
  members: { uid: string; name: string; count: number }[]
}

export interface DashboardResponse {
  days: DashboardDay[]
  /** Runs by status (`countRuns`): the same figures as the list's counters, summed. */
  totals: RunCounters
  /** Messages and replies that reached Instagram, by automations and by hand: equals the account's outbox. */
  messagesSent: number
  /** Of those, what automations sent (sending steps that reached Instagram). */
  sentByAutomations: number
  /** Of those, what people sent by hand from the inbox, per member. */
  sentByHand: HandSentCounts
  top: { automationId: string; name: string; total: number; counters: RunCounters }[]
  latestEvents: DashboardEvent[]
  /** Every event received for the workspace's accounts (each once, duplicates aside), by kind. */
  eventsByKind: Partial<Record<InstagramEventKind, number>>
  queued: number
}
