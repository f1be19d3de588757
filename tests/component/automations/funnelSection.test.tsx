import { describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import type { AutomationFunnel } from '@/domain/automations/funnel'
import { FunnelSection } from '@/features/automations/FunnelSection'
import { loadCatalog } from '@/i18n/i18n'
import { renderKit } from '../support/render'

const FUNNEL: AutomationFunnel = {
  stages: { triggered: 200, sent: 160, opened: 120, tapped: 80, clicked: 50, captured: 0 },
  steps: [
    {
      stepId: 'email',
      kind: 'ask',
      entries: 3,
      outcomes: [
        { outcome: 'next', entries: 2 },
        { outcome: 'failed', entries: 1 },
      ],
    },
  ],
  posts: [{ mediaId: 'post-17', stages: { triggered: 10, sent: 5, opened: 5, tapped: 0, clicked: 0, captured: 0 } }],
  splits: [
    {
      stepId: 'split',
      stage: 'clicked',
      branches: [
        { branchId: 'a', label: 'A', reached: 100, converted: 50 },
        {
          branchId: 'b',
          label: 'B',
          reached: 100,
          converted: 30,
          verdict: { kind: 'tested', z: 2.89, pValue: 0.0039, significant: true },
        },
        { branchId: 'c', label: 'C', reached: 12, converted: 3, verdict: { kind: 'too-small', minimum: 30 } },
      ],
    },
  ],
}

vi.mock('@/runtime/api', () => ({
  api: { get: async (path: string) => (path === '/automations/auto-1/funnel' ? FUNNEL : null) },
}))

describe('the funnel section', () => {
  test('shows each stage with its count and share, per step, per post, and the A/B verdicts in words', async () => {
    await loadCatalog('automations')
    await renderKit(<FunnelSection automationId="auto-1" />)
    const stages = page.getByRole('list', { name: 'Funnel stages' })
    await expect.element(stages).toBeVisible()
    const items = stages.getByRole('listitem')
    expect(items.elements()).toHaveLength(6)
    expect(items.nth(0).element().textContent).toBe('Triggered200 (100%)')
    expect(items.nth(4).element().textContent).toBe('Clicked a link50 (25%)')

    await expect.element(page.getByText('Branch A: 50 of 100 (50%)')).toBeVisible()
    await expect
      .element(page.getByText('The difference from branch A is significant at 5% (p = 0.0039).'))
      .toBeVisible()
    await expect
      .element(page.getByText('Too few runs to compare with branch A: each branch needs at least 30.'))
      .toBeVisible()
    await expect.element(page.getByText('3 times · next: 2 · failed: 1')).toBeVisible()
    await expect.element(page.getByRole('list', { name: 'Funnel of post post-17' })).toBeVisible()
  })

  test('speaks French with French numbers', async () => {
    await loadCatalog('automations')
    await renderKit(<FunnelSection automationId="auto-1" />, { locale: 'fr' })
    const stages = page.getByRole('list', { name: 'Étapes de l’entonnoir' })
    await expect.element(stages).toBeVisible()
    expect(stages.getByRole('listitem').nth(4).element().textContent).toMatch(/^A cliqué sur un lien50 \(25\s?%\)$/)
  })
})
