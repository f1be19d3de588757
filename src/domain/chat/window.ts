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
