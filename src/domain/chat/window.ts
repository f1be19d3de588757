/**
 * Instagram's messaging window (docs/product.md, first list; the platform's Send API rules): a
 * business may write to a person within 24 hours of that person's last message to the account.
 * The inbox's composer and the backend's send both ask this one rule.
 */
export const MESSAGING_WINDOW_MS = 24 * 3_600_000

export type MessagingWindow =
  /** A reply is allowed until `closesAt`. */
  | { open: true; closesAt: number }
  /** The person wrote, but longer ago than the window: it closed at `closedAt`. */
  | { open: false; reason: 'expired'; closedAt: number }
  /** The person never wrote to the account (only the account wrote, or nobody): nothing opened it. */
  | { open: false; reason: 'never-opened' }

/** The window at `now`, given when the person last wrote (`null`: never). */
export function messagingWindow(lastInboundAt: number | null, now: number): MessagingWindow {
  if (lastInboundAt === null) return { open: false, reason: 'never-opened' }
  const closesAt = lastInboundAt + MESSAGING_WINDOW_MS
  // The platform refuses once more than 24 hours have passed (now - last > window).
  return now - lastInboundAt <= MESSAGING_WINDOW_MS
    ? { open: true, closesAt }
    : { open: false, reason: 'expired', closedAt: closesAt }
}

/**
 * Meta's Human Agent tag (Send Messages; Message tags): a reply written by a person may go up to
 * 7 days after the person's last message, sent with `messaging_type: "MESSAGE_TAG"` and
 * `tag: "HUMAN_AGENT"`, by an app Meta approved for it. Automated messages must never carry it.
 */
export const HUMAN_AGENT_WINDOW_MS = 7 * 24 * 3_600_000

export type MessageTag = 'HUMAN_AGENT'

/** Who writes: a person of the team from the inbox, or an automation. */
export type Sender = 'person' | 'automation'

export type ReplyRule =
  /** Inside the 24-hour window: an untagged reply, until `closesAt`. */
  | { allowed: true; tag: null; closesAt: number }
  /** The 24-hour window closed at `windowClosedAt`; a person may still reply, tagged, until `closesAt`. */
  | { allowed: true; tag: MessageTag; windowClosedAt: number; closesAt: number }
  /** The person never wrote to the account: nothing opened a window. */
  | { allowed: false; reason: 'never-opened' }
  /** The 24-hour window closed, and nothing extends it for this sender (an automation). */
  | { allowed: false; reason: 'expired'; windowClosedAt: number }
  /** The 24-hour window closed, and the workspace has not turned Human Agent replies on. */
  | { allowed: false; reason: 'human-agent-off'; windowClosedAt: number }
  /** Even a tagged reply is too late: 7 days passed since the person's last message. */
  | { allowed: false; reason: 'closed-for-good'; windowClosedAt: number; closedAt: number }

/**
 * Whether `sender` may write to the person at `now`, and with which tag: within 24 hours of their
 * last message anyone, untagged; after it only a person, only within 7 days, only with the
 * `HUMAN_AGENT` tag, and only in a workspace that has it on (`humanAgentEnabled`).
 */
export function replyRule(
  lastInboundAt: number | null,
  now: number,
  sender: Sender,
  humanAgentEnabled: boolean,
): ReplyRule {
  const window = messagingWindow(lastInboundAt, now)
  if (window.open) return { allowed: true, tag: null, closesAt: window.closesAt }
  if (window.reason === 'never-opened') return { allowed: false, reason: 'never-opened' }
  const windowClosedAt = window.closedAt
  if (sender === 'automation') return { allowed: false, reason: 'expired', windowClosedAt }
  if (!humanAgentEnabled) return { allowed: false, reason: 'human-agent-off', windowClosedAt }
  const closesAt = lastInboundAt! + HUMAN_AGENT_WINDOW_MS
  // The same boundary as the 24-hour window: refused once more than 7 days have passed.
  if (now > closesAt) return { allowed: false, reason: 'closed-for-good', windowClosedAt, closedAt: closesAt }
  return { allowed: true, tag: 'HUMAN_AGENT', windowClosedAt, closesAt }
}
