/**
 * One holder at a time, the others waiting in the order they came: the memory database's
 * transactions, and every call made outside one, take turns on it.
 */
export class Turns {
  private held = false
  private readonly waiting: (() => void)[] = []

  /** Runs `work` in its turn. */
  async run<R>(work: () => Promise<R>): Promise<R> {
    if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.held = true
    try {
      return await work()
    } finally {
      this.release()
    }
  }

  /** Runs synchronous `work` at once when nobody holds a turn or waits for one, else in its turn. */
  now<R>(work: () => R): Promise<R> {
    if (this.held) return this.run(async () => work())
    try {
      return Promise.resolve(work())
    } catch (error) {
      return Promise.reject(error as Error)
    }
  }

  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.held = false
  }
}
