import type { Browser } from 'playwright-core'
import type { JournalExport } from '../src/devtools/journal'

export interface Divergence {
  /** 1-based step number: the intent during which the app went another way. */
  step: number
  /** The intent, e.g. "navigate /webhooks/instagram" or "authSession ← SIGN_IN". */
  intent: string
  actor: string
  /** The event the journal recorded for the expected state. */
  event: string
  expected: string
  actual: string
  actualEvent?: string
  screenshot: string
}

export interface ReplayResult {
  ok: boolean
  steps: number
  compared: string[]
  pageErrors: string[]
  /** Records (API paths) the recording read that the replay's backend answered "not found" for. */
  missingRecords: string[]
  divergence?: Divergence
  /** States reached after the last recorded one (the recording ended before they happened). */
  trailing?: { actor: string; states: string[] }[]
}

export interface ReplayOptions {
  journal: JournalExport
  baseURL: string
  browser?: Browser
  /** email → password, for sign-ins of users other than the demo users. */
  passwords?: Record<string, string>
  /** Actors to compare (default: all but the timing-driven loading bar). */
  actors?: string[]
  screenshotDir?: string
  stepTimeoutMs?: number
  settleMs?: number
  log?: (line: string) => void
}

export class JournalError extends Error {}
export function replayJournal(options: ReplayOptions): Promise<ReplayResult>
export function formatResult(result: ReplayResult): string
export function validateJournal(journal: unknown): JournalExport
export function stateSequence(
  transitions: JournalExport['actors'][number]['transitions'],
): { state: string; event: string; seq: number }[]
export function planReplay(
  journal: JournalExport,
  options?: { actors?: string[] },
): {
  compared: string[]
  expected: Record<string, ReturnType<typeof stateSequence>>
  steps: { index: number; intent: JournalExport['intents'][number]; reached: Record<string, number> }[]
}
