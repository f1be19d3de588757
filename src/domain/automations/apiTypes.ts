import type { InstagramEventKind } from '@/domain/instagram/events'
import type { Automation, AutomationStatus } from './model'
import type { AutomationRun, RunStatus } from './runs'

/** The shapes of /api/automations, shared by the mock backend and the screens. */

export type RunCounters = Record<RunStatus, number>

export interface AutomationSummary extends Automation {
  counters: RunCounters
  lastRunAt: number | null
}

export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

/** What the builder sends to create or update an automation. */
export type AutomationInput = Pick<
  Automation,
  'name' | 'accountId' | 'status' | 'priority' | 'stopAfterFirstMatch' | 'trigger' | 'actions'
>

export type AutomationStatusFilter = AutomationStatus | 'all'

export interface AutomationAccount {
  accountId: string
  username: string
  media: { id: string; caption: string; mediaProductType: string }[]
}

/** A made-up event for test mode: what a person could send, answered without sending anything. */
export interface TestEventInput {
  accountId: string
  kind: 'comment' | 'message' | 'story_mention' | 'story_reply' | 'postback'
  text: string
  mediaId?: string
  payload?: string
}

export interface TestRunResponse {
  runs: AutomationRun[]
}

export interface DashboardDay extends RunCounters {
  /** YYYY-MM-DD, UTC. */
  day: string
}

export interface DashboardResponse {
  days: DashboardDay[]
  totals: RunCounters
  top: { automationId: string; name: string; total: number; sent: number; failed: number }[]
  latestEvents: { key: string; kind: InstagramEventKind; accountId: string; at: number; text: string; runs: number }[]
  queued: number
}
