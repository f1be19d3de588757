import { SIGNATURE_HEADER } from '@/domain/instagram/signature'

type Timer = ReturnType<typeof setTimeout>

/**
 * Meta's side of webhook delivery: one POST of the exact bytes, and, when the receiver does not
 * answer 200 (or cannot be reached), the same bytes and signature again after each wait of the
 * schedule. The caller learns the first answer only; the retries run in the background.
 *
 * Nothing here keeps a Node process alive: waits are unref'd, and `stop()` cancels them and
 * aborts the requests under way, for a platform being closed.
 */
export class WebhookDeliveries {
  private readonly timers = new Set<Timer>()
  private readonly inFlight = new Set<AbortController>()
  /** Bumped by `stop()`: an attempt that was under way then schedules nothing more. */
  private generation = 0

  constructor(private readonly delaysMs: () => readonly number[]) {}

  /** Posts once and answers the receiver's status (0 when unreachable); retries if `retry`. */
  async deliver(callbackUrl: string, rawBody: string, signature: string, retry: boolean): Promise<number> {
    const generation = this.generation
    const status = await this.attempt(callbackUrl, rawBody, signature)
    if (retry && status !== 200) this.schedule({ callbackUrl, rawBody, signature }, 0, generation)
    return status
  }

  /** Cancels every retry still to come and aborts the attempts under way. */
  stop(): void {
    this.generation += 1
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    for (const controller of this.inFlight) controller.abort()
    this.inFlight.clear()
  }

  /** Retries waiting or attempts under way. */
  get pending(): number {
    return this.timers.size + this.inFlight.size
  }

  private schedule(
    delivery: { callbackUrl: string; rawBody: string; signature: string },
    index: number,
    generation: number,
  ): void {
    const delay = this.delaysMs()[index]
    if (delay === undefined || generation !== this.generation) return
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void this.attempt(delivery.callbackUrl, delivery.rawBody, delivery.signature).then((status) => {
        if (status !== 200) this.schedule(delivery, index + 1, generation)
      })
    }, delay)
    // In the browser a timer is a number; in Node it is an object that can let the process end.
    if (typeof timer === 'object' && typeof timer.unref === 'function') timer.unref()
    this.timers.add(timer)
  }

  private async attempt(callbackUrl: string, rawBody: string, signature: string): Promise<number> {
    const controller = new AbortController()
    this.inFlight.add(controller)
    try {
      const response = await fetch(callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: rawBody,
        signal: controller.signal,
      })
      await response.arrayBuffer()
      return response.status
    } catch {
      return 0
    } finally {
      this.inFlight.delete(controller)
    }
  }
}
