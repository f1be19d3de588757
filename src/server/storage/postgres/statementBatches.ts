/** Inputs per statement: a burst's deliveries or sends are well within it. */
const MAX_BATCH = 200

interface Waiting<I, O> {
  input: I
  done: (output: O) => void
  fail: (error: unknown) => void
}

/**
 * Calls that one statement can answer together, gathered while the event loop runs its current
 * phase and sent as one: each call's promise settles with the statement that carried it. At most
 * `concurrency` statements are out at a time; the calls made meanwhile wait for the next one.
 * PGlite runs one statement at a time, and a statement costs it far more than a row does (its
 * parse, plan and commit), so the sends of a burst, or the deliveries of many senders, share one.
 *
 * `run` answers the inputs in their order, all in one statement (atomic: all or nothing). When a
 * statement of several is refused (a value the database will not take), each of its calls is
 * tried alone, so that one bad input fails only its own call.
 */
export class StatementBatcher<I, O> {
  private waiting: Waiting<I, O>[] = []
  private scheduled = false
  private running = 0

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly concurrency: number,
  ) {}

  submit(input: I): Promise<O> {
    return new Promise((done, fail) => {
      this.waiting.push({ input, done, fail })
      this.schedule()
    })
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.concurrency || this.waiting.length === 0) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.flush()
    })
  }

  private flush(): void {
    if (this.waiting.length === 0 || this.running >= this.concurrency) return
    const batch = this.waiting.splice(0, MAX_BATCH)
    this.running++
    this.settle(batch)
      .catch(() => undefined)
      .finally(() => {
        this.running--
        this.schedule()
      })
    this.schedule()
  }

  private async settle(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const outputs = await this.run(batch.map((waiting) => waiting.input))
      batch.forEach((waiting, index) => waiting.done(outputs[index]!))
    } catch (error) {
      if (batch.length === 1 || !isRefusal(error)) {
        for (const waiting of batch) waiting.fail(error)
        return
      }
      for (const waiting of batch) await this.settle([waiting])
    }
  }
}

/**
 * The database refused the statement for what it carries (a value, a constraint), rather than
 * being unreachable: nothing of it was done, so its inputs may be tried again one by one. A
 * connection lost mid-statement may have committed it, and is not tried again here.
 */
function isRefusal(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return !/^(08|53|57|58|XX)/.test(code)
  }
  return false
}
