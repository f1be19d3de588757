/**
 * Instagram's messaging rules and the engine's own pacing, as numbers. See
 * shared/reference/instagram-platform.md ("Sending" and "Graph API errors").
 */
import { MAX_EVENT_AGE_MS } from '@/domain/instagram/dedupe'

export const HOUR_MS = 60 * 60_000
export const DAY_MS = 24 * HOUR_MS

export interface EnginePolicy {
  /** A business may DM a person only within this long after that person's last message. */
  messagingWindowMs: number
  /** A comment may get its one private reply within this long after it was written. */
  privateReplyMaxAgeMs: number
  /** Meta's limit on private replies, per account, in any rolling hour. */
  privateRepliesPerHour: number
  /** Our pacing of automated DMs per account in any rolling hour (a tools' figure, not Meta's). */
  dmsPerHour: number
  /** Retries of a transient Graph error before the send is recorded as failed. */
  maxAttempts: number
  retryBaseMs: number
  retryMaxMs: number
  /** How long a processed event's dedupeKey is remembered (Meta retries deliveries for up to 36 hours). */
  dedupeRetentionMs: number
  /**
   * Events that happened longer ago than this are never acted on. Must stay below
   * `dedupeRetentionMs`: every event young enough to act on is then still remembered if seen.
   */
  maxEventAgeMs: number
  /**
   * Calls to Instagram a burst of events keeps in flight at once (different people's): a call
   * waits on the network, and one at a time would cap a workspace at one call's round trip.
   */
  sendsInFlight: number
}

export const DEFAULT_POLICY: EnginePolicy = {
  messagingWindowMs: DAY_MS,
  privateReplyMaxAgeMs: 7 * DAY_MS,
  privateRepliesPerHour: 750,
  dmsPerHour: 200,
  maxAttempts: 5,
  retryBaseMs: 30_000,
  retryMaxMs: HOUR_MS,
  dedupeRetentionMs: 48 * HOUR_MS,
  maxEventAgeMs: MAX_EVENT_AGE_MS,
  sendsInFlight: 8,
}

/** A policy whose de-duplication cannot cover the events it acts on would answer redeliveries twice. */
export function resolvePolicy(overrides: Partial<EnginePolicy> = {}): EnginePolicy {
  const policy = { ...DEFAULT_POLICY, ...overrides }
  if (policy.maxEventAgeMs >= policy.dedupeRetentionMs)
    throw new Error('maxEventAgeMs must be shorter than dedupeRetentionMs, or redeliveries could act twice')
  return policy
}

/** Exponential backoff for the n-th retry (attempt counts from 1). */
export function retryDelayMs(policy: EnginePolicy, attempt: number): number {
  return Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.max(0, attempt - 1))
}
