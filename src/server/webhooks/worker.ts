import { JOB_MAX_ATTEMPTS, jobBackoffMs } from './intakeRules'
import type { Job, WebhookStore } from './store'

/**
 * Works a batch of jobs of one kind at once (a burst of deliveries is one engine run per
 * workspace, not one per delivery); a throw retries every job of the batch.
 */
export type JobHandler = (jobs: Job[]) => Promise<void>

/** What happened to one job, for the logs: one line per job. */
export interface JobReport {
  kind: string
  id: string
  attempts: number
  outcome: 'done' | 'retry' | 'failed'
  durationMs: number
  /** The workspace the job works for, when it is one workspace's. */
  workspace?: string
  error?: string
}

export interface JobWorkerOptions {
  store: WebhookStore
  handlers: Record<string, JobHandler>
  now: () => number
  /** Batches worked on at once. */
  concurrency?: number
  /**
   * Jobs claimed at once, each kind's then worked as one batch (300 by default: the engine runs
   * once per workspace per batch, and loading and saving a workspace's state, its runs and the
   * batch's deliveries cost more than most of the events in a burst do; a batch's events of
   * different people are sent side by side, so a bigger one takes little longer).
   */
  batchSize?: number
  /** How often an idle worker looks for work others enqueued or that came due. */
  pollMs?: number
  /** Called when a job is given up on, after its last attempt. */
  onGiveUp?(job: Job, error: string): Promise<void>
  workspaceOf?(job: Job): string | undefined
  report?(entry: JobReport): void
}

const PRUNE_EVERY_MS = 3_600_000

/**
 * Works the store's jobs: claims what is due, runs its handler, and completes it, or schedules a
 * retry with backoff, or gives up after the last attempt. A job whose process dies is claimed
 * again when its lease ends, so handlers must be idempotent: the engine's are (its events and
 * sends are keyed).
 */
export class JobWorker {
  private readonly concurrency: number
  private readonly batchSize: number
  private readonly pollMs: number
  private timer: ReturnType<typeof setTimeout> | null = null
  private started = false
  private ticking: Promise<void> | null = null
  private again = false
  private lastPruneAt = -Infinity

  constructor(private readonly options: JobWorkerOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? 2)
    this.batchSize = Math.max(1, options.batchSize ?? 300)
    this.pollMs = options.pollMs ?? 1000
  }

  /** Looks for work now and then every `pollMs`. */
  start(): void {
    this.started = true
    this.kick()
  }

  async stop(): Promise<void> {
    this.started = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.ticking
  }

  /** Something was enqueued here: look now rather than at the next poll (once started). */
  kick(): void {
    if (!this.started) return
    if (this.ticking) {
      this.again = true
      return
    }
    this.ticking = this.drain()
      .catch((error: unknown) => console.error('The job worker could not reach its store', error))
      .finally(() => {
        this.ticking = null
        this.schedule()
      })
  }

  /** Resolves when nothing this worker may take is due (what other processes hold excepted). */
  async settle(): Promise<void> {
    for (;;) {
      if (this.ticking) await this.ticking
      this.again = false
      this.ticking = this.drain()
      try {
        await this.ticking
      } finally {
        this.ticking = null
      }
      if (!this.again) break
    }
    this.schedule()
  }

  private schedule(): void {
    if (!this.started || this.timer) return
    if (this.again) {
      this.again = false
      this.kick()
      return
    }
    this.timer = setTimeout(() => {
      this.timer = null
      this.kick()
    }, this.pollMs)
    const unref = (this.timer as { unref?: () => void }).unref
    if (unref) unref.call(this.timer)
  }

  /** Claims and runs batches until none is due, `concurrency` claimers side by side. */
  private async drain(): Promise<void> {
    const { store, now } = this.options
    if (now() - this.lastPruneAt >= PRUNE_EVERY_MS) {
      this.lastPruneAt = now()
      await store.prune(now())
    }
    await Promise.all(Array.from({ length: this.concurrency }, () => this.claimUntilEmpty()))
  }

  private async claimUntilEmpty(): Promise<void> {
    const { store, now } = this.options
    for (;;) {
      const jobs = await store.claim(this.batchSize, now())
      if (jobs.length === 0) return
      const byKind = new Map<string, Job[]>()
      for (const job of jobs) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job])
      for (const batch of byKind.values()) await this.run(batch)
    }
  }

  private async run(jobs: Job[]): Promise<void> {
    const { store, now, handlers } = this.options
    const started = now()
    const kind = jobs[0]!.kind
    const report = (job: Job, outcome: JobReport['outcome'], error?: string) => {
      const workspace = this.options.workspaceOf?.(job)
      this.options.report?.({
        kind,
        id: job.id,
        attempts: job.attempts,
        outcome,
        durationMs: now() - started,
        ...(workspace ? { workspace } : {}),
        ...(error ? { error } : {}),
      })
    }
    try {
      const handler = handlers[kind]
      if (!handler) throw new Error(`No handler for jobs of kind ${kind}`)
      await handler(jobs)
      await store.complete(jobs.map((job) => job.id))
      for (const job of jobs) report(job, 'done')
    } catch (cause) {
      const error = cause instanceof Error ? cause.message : String(cause)
      for (const job of jobs) {
        if (job.attempts >= JOB_MAX_ATTEMPTS) {
          await store.fail(job.id, error)
          await this.options.onGiveUp?.(job, error)
          report(job, 'failed', error)
        } else {
          await store.retry(job.id, now() + jobBackoffMs(job.attempts), error)
          report(job, 'retry', error)
        }
      }
    }
  }
}
