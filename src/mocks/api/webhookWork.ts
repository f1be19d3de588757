import type { DeliveryJobPayload } from '@/server/webhooks/intakeRules'
import { JobWorker, type JobReport } from '@/server/webhooks/worker'
import type { MockBackend } from '../types'
import { automationServiceOf, ENGINE_DUE_JOB } from './automationService'

export const DELIVERY_JOB = 'webhook-delivery'

export interface WebhookWorkOptions {
  concurrency?: number
  report?(entry: JobReport): void
}

/**
 * The backend's job worker: a stored delivery's events to its listeners, a workspace's due steps
 * to Instagram. Every host runs one (the page's tab, each server process); a delivery given up
 * on after its last try shows as failed on the webhooks screen.
 */
export function createWebhookWork(backend: MockBackend, options: WebhookWorkOptions = {}): JobWorker {
  return new JobWorker({
    store: backend.webhookStore,
    now: backend.now,
    concurrency: options.concurrency,
    handlers: {
      [DELIVERY_JOB]: (jobs) => backend.instagramWebhooks.process(jobs.map((job) => job.payload as DeliveryJobPayload)),
      [ENGINE_DUE_JOB]: async (jobs) => {
        const workspaces = new Set(jobs.map((job) => (job.payload as { uid: string }).uid))
        await Promise.all([...workspaces].map((uid) => automationServiceOf(backend).drain(uid)))
      },
    },
    async onGiveUp(job, error) {
      if (job.kind !== DELIVERY_JOB) return
      await backend.webhookStore.settleDeliveries([(job.payload as DeliveryJobPayload).deliveryId], 'failed', error)
      backend.db.announce('webhooks', null)
    },
    workspaceOf: (job) => (job.kind === ENGINE_DUE_JOB ? (job.payload as { uid: string }).uid : undefined),
    report: options.report,
  })
}
