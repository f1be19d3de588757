import type { InstagramPlatformConfig } from './config'
import { GraphErrors, type GraphResult } from './graphErrors'

/**
 * What a Graph call is, for Meta's quotas (Messenger Platform, "Rate limiting"; Instagram
 * Platform, "Rate limiting"): each messaging kind has its own rate per account, and only the
 * other calls count against the account's Graph quota.
 */
export type CallKind = 'text_send' | 'media_send' | 'private_reply' | 'live_private_reply' | 'conversations' | 'other'

export interface CallRecord {
  at: number
  accountId: string | null
  kind: CallKind
  /** A refused call still counts against the quotas; only accepted ones use up a send rate. */
  accepted: boolean
}

const SECOND = 1000
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** The calls kept in memory; older ones no longer matter to any window. */
const CALLS_KEPT = 20_000

export function isMessagingCall(kind: CallKind): boolean {
  return kind !== 'other'
}

/** The Send API rate a message uses: audio and video have their own, lower one. */
export function sendKindOf(body: Record<string, unknown>): CallKind {
  const message = body.message
  const attachment =
    typeof message === 'object' && message !== null ? (message as Record<string, unknown>).attachment : undefined
  const type = typeof attachment === 'object' && attachment !== null ? (attachment as { type?: unknown }).type : null
  return type === 'audio' || type === 'video' ? 'media_send' : 'text_send'
}

/** The account's Graph quota in 24 hours (Instagram Platform, "Rate limiting": 4,800 × impressions). */
function accountQuota(limits: InstagramPlatformConfig['limits']): number {
  return limits.accountCallsPerImpression * Math.max(1, limits.accountImpressions)
}

/** The calls of one process, checked against Meta's limits before a call does anything. */
export class CallLog {
  private readonly calls: CallRecord[] = []

  record(call: CallRecord): void {
    this.calls.push(call)
    if (this.calls.length > CALLS_KEPT) this.calls.splice(0, this.calls.length - CALLS_KEPT)
  }

  /** The refusal Meta would answer for one more call of this kind now, or null. */
  refusal(config: InstagramPlatformConfig, accountId: string, kind: CallKind, now: number): GraphResult | null {
    const { limits } = config
    if (this.count(now - HOUR, () => true) >= limits.appCallsPerHour) return GraphErrors.appThrottled()
    if (!isMessagingCall(kind) && this.accountCalls(accountId, now) >= accountQuota(limits))
      return GraphErrors.businessRateLimited()
    const rate: Record<Exclude<CallKind, 'other'>, { window: number; limit: number }> = {
      text_send: { window: SECOND, limit: limits.textSendsPerSecond },
      media_send: { window: SECOND, limit: limits.mediaSendsPerSecond },
      private_reply: { window: HOUR, limit: limits.privateRepliesPerHour },
      live_private_reply: { window: SECOND, limit: limits.livePrivateRepliesPerSecond },
      conversations: { window: SECOND, limit: limits.conversationCallsPerSecond },
    }
    if (kind === 'other') return null
    const { window, limit } = rate[kind]
    const used = this.count(now - window, (call) => call.accountId === accountId && call.kind === kind && call.accepted)
    return used >= limit ? GraphErrors.rateLimited() : null
  }

  /** Percent of the app's hourly calls used, for X-App-Usage. */
  appUsage(config: InstagramPlatformConfig, now: number): number {
    return percent(
      this.count(now - HOUR, () => true),
      config.limits.appCallsPerHour,
    )
  }

  /** Percent of the account's 24-hour Graph quota used, for X-Business-Use-Case-Usage. */
  accountUsage(config: InstagramPlatformConfig, accountId: string, now: number): number {
    return percent(this.accountCalls(accountId, now), accountQuota(config.limits))
  }

  private accountCalls(accountId: string, now: number): number {
    return this.count(now - DAY, (call) => call.accountId === accountId && !isMessagingCall(call.kind))
  }

  private count(since: number, matches: (call: CallRecord) => boolean): number {
    let total = 0
    for (const call of this.calls) if (call.at > since && matches(call)) total += 1
    return total
  }
}

function percent(count: number, limit: number): number {
  return Math.min(100, Math.round((count / limit) * 100))
}
