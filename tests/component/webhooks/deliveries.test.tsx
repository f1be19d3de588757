import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import type { NameDirectory, WebhookDeliveriesResponse, WebhookDelivery } from '@/domain/instagram/apiTypes'
import { DeliveryCard, DeliveryCounts } from '@/features/webhooks/InstagramWebhooksScreen'
import { loadCatalog } from '@/i18n/i18n'
import { renderKit } from '../support/render'

const names: NameDirectory = { people: {}, media: {} }

/** A signed delivery of one comment, as GET /webhooks/instagram/deliveries lists it. */
function delivery(id: string, processing: Pick<WebhookDelivery, 'state' | 'processError'>): WebhookDelivery {
  return {
    id,
    receivedAt: '2026-11-22T10:00:00Z',
    rawBody: '{}',
    signatureHeader: 'sha256=abc',
    verdict: { verified: true },
    parseError: null,
    events: [
      {
        kind: 'comment',
        dedupeKey: `comment:${id}`,
        accountId: '17841400000000001',
        timestamp: Date.UTC(2026, 10, 22, 10),
        commentId: id,
        fromId: '17841400000000002',
        fromUsername: 'ana.souza',
        text: 'Quero o link',
        mediaId: '17900000000000900',
      },
    ],
    duplicateKeys: [],
    staleKeys: [],
    skippedCount: 0,
    ...processing,
  }
}

const waiting = delivery('17900000000000001', { state: 'waiting' })
const failed = delivery('17900000000000002', { state: 'failed', processError: 'Instagram answered 500' })
const processed = delivery('17900000000000003', { state: 'processed' })
const counts: WebhookDeliveriesResponse['counts'] = {
  verified: 3,
  rejected: 0,
  events: 3,
  actedOn: 1,
  waiting: 1,
  failed: 1,
}

/** The summary and three delivery cards, each in a region named after it so the test can tell them apart. */
function Deliveries() {
  return (
    <>
      <DeliveryCounts counts={counts} />
      {[
        ['waiting', waiting],
        ['failed', failed],
        ['processed', processed],
      ].map(([label, item]) => (
        <div key={label as string} role="region" aria-label={label as string}>
          <DeliveryCard delivery={item as WebhookDelivery} filter="all" names={names} />
        </div>
      ))}
    </>
  )
}

describe('the webhooks screen’s deliveries', () => {
  test('say which delivery is still waiting, which failed and why, and count both', async () => {
    await renderKit(<Deliveries />)
    await expect
      .element(
        page.getByText(
          'Verified deliveries: 3 · Rejected: 0 · Events received: 3 · Events acted on: 1 · Waiting: 1 · Failed: 1',
        ),
      )
      .toBeVisible()

    const waitingCard = page.getByRole('region', { name: 'waiting' })
    await expect.element(waitingCard.getByText('Waiting', { exact: true })).toBeVisible()
    expect(waitingCard.getByText('Failed', { exact: true }).elements()).toHaveLength(0)

    const failedCard = page.getByRole('region', { name: 'failed' })
    await expect.element(failedCard.getByText('Failed', { exact: true })).toBeVisible()
    await expect
      .element(failedCard.getByText('Given up on after every retry. Reason: Instagram answered 500'))
      .toBeVisible()
    expect(failedCard.getByText('Waiting', { exact: true }).elements()).toHaveLength(0)

    // A processed delivery needs no badge of its own.
    const processedCard = page.getByRole('region', { name: 'processed' })
    await expect.element(processedCard.getByText('Quero o link', { exact: false })).toBeVisible()
    expect(processedCard.getByText(/^(Waiting|Failed)$/).elements()).toHaveLength(0)
    expect(processedCard.getByText(/Given up on/).elements()).toHaveLength(0)
  })

  test('say it in French', async () => {
    await loadCatalog('webhooks')
    await renderKit(<Deliveries />, { locale: 'fr' })
    await expect.element(page.getByText(/En attente : 1 · Échouées : 1$/)).toBeVisible()
    await expect
      .element(page.getByRole('region', { name: 'waiting' }).getByText('En attente', { exact: true }))
      .toBeVisible()
    const failedCard = page.getByRole('region', { name: 'failed' })
    await expect.element(failedCard.getByText('Échec', { exact: true })).toBeVisible()
    await expect
      .element(
        failedCard.getByText('Abandonnée après toutes les nouvelles tentatives. Raison : Instagram answered 500'),
      )
      .toBeVisible()
  })

  test('say it in Arabic, the reason kept apart from the sentence', async () => {
    await loadCatalog('webhooks')
    await renderKit(<Deliveries />, { locale: 'ar' })
    await expect.element(page.getByText(/قيد الانتظار: 1 · الفاشلة: 1$/)).toBeVisible()
    const failedCard = page.getByRole('region', { name: 'failed' })
    await expect.element(failedCard.getByText('فشل', { exact: true })).toBeVisible()
    const reason = failedCard.getByText('Instagram answered 500', { exact: true })
    await expect.element(reason).toBeVisible()
    // The worker's words are English: isolated, they keep their own direction inside the Arabic sentence.
    expect(reason.element().tagName).toBe('BDI')
  })
})
