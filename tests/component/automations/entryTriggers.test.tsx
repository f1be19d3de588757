import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { AutomationAccount, AutomationInput } from '@/domain/automations/apiTypes'
import { AutomationBuilder } from '@/features/automations/AutomationBuilder'
import { loadCatalog } from '@/i18n/i18n'
import { renderKit } from '../support/render'

const accounts: AutomationAccount[] = [
  {
    accountId: '17841400000000001',
    username: 'cafe.aurora',
    media: [],
    ads: [
      { id: '120210000000000101', name: 'Winter blend' },
      { id: '120210000000000102', name: 'Birthday coupon' },
    ],
  },
]
type OnSave = (draft: AutomationInput, key: string) => Promise<{ saved: true }>

async function renderBuilder(onSave: OnSave) {
  window.sessionStorage.clear()
  await loadCatalog('automations')
  const memory = memoryLocation({ path: '/automacoes/nova', record: true })
  return renderKit(
    <Router hook={memory.hook}>
      <AutomationBuilder
        existing={null}
        accounts={accounts}
        vocabulary={{ fields: [], tags: [], automations: [], segments: [] }}
        saving={false}
        failure={null}
        onSave={onSave}
        onCancel={(requestLeave) => requestLeave('/automacoes')}
      />
    </Router>,
  )
}

const save = () => page.getByRole('button', { name: 'Save automation' })
const problems = () => page.getByRole('alert').filter({ hasText: 'Fix these before saving:' })

async function startDraft(trigger: string) {
  await userEvent.fill(page.getByRole('textbox', { name: 'Name', exact: true }), 'Entry')
  await userEvent.click(page.getByRole('combobox', { name: 'Trigger' }))
  await userEvent.click(page.getByRole('option', { name: trigger }))
  await userEvent.fill(page.getByRole('textbox', { name: 'Message 1: text' }), 'Hello!')
}

const savedTrigger = (onSave: ReturnType<typeof vi.fn<OnSave>>) => onSave.mock.calls.at(-1)![0].trigger

describe('the builder’s entry triggers', () => {
  test('a default reply says how often it may answer one person, and refuses less than a day or more than a week', async () => {
    const onSave = vi.fn<OnSave>(async () => ({ saved: true }))
    await renderBuilder(onSave)
    await startDraft('Default reply (a DM nothing else answers)')
    const hours = page.getByRole('spinbutton', { name: 'At most once per person every (hours)' })
    await expect.element(hours).toHaveValue(24)
    await userEvent.fill(hours, '12')
    await userEvent.click(save())
    await expect.element(problems().getByText(/Choose a whole number of hours from 24 to 168\./)).toBeVisible()
    expect(onSave).not.toHaveBeenCalled()
    await userEvent.fill(hours, '48')
    await userEvent.click(save())
    await expect.poll(() => onSave.mock.calls.length).toBe(1)
    expect(savedTrigger(onSave)).toEqual({ kind: 'default-reply', onceEveryHours: 48 })
  })

  test('a link or ad trigger takes other refs and ad ids, each checked', async () => {
    const onSave = vi.fn<OnSave>(async () => ({ saved: true }))
    await renderBuilder(onSave)
    await startDraft('Opened from an ig.me link, QR code or ad')
    const refs = page.getByRole('textbox', { name: 'Other refs or ad ids (optional)' })
    await userEvent.fill(refs, 'spring, not a ref')
    await userEvent.click(save())
    await expect.element(problems().getByText(/A ref may only have letters, digits/)).toBeVisible()
    await userEvent.fill(refs, 'spring, 23850000000000001')
    await userEvent.click(save())
    await expect.poll(() => onSave.mock.calls.length).toBe(1)
    expect(savedTrigger(onSave)).toEqual({ kind: 'ref-link', refs: ['spring', '23850000000000001'] })
  })

  test('a comment trigger chooses posts, reels, ads or live videos, and whether replies count', async () => {
    const onSave = vi.fn<OnSave>(async () => ({ saved: true }))
    await renderBuilder(onSave)
    await userEvent.fill(page.getByRole('textbox', { name: 'Name', exact: true }), 'Live')
    await userEvent.fill(page.getByRole('textbox', { name: 'Keywords', exact: true }), 'price')
    await userEvent.fill(page.getByRole('textbox', { name: 'Message 1: text' }), 'Here it is')
    const places = page.getByRole('group', { name: 'Comments on' })
    for (const name of ['Posts', 'Reels', 'Ads']) await userEvent.click(places.getByRole('checkbox', { name }))
    await userEvent.click(save())
    await expect.element(problems().getByText(/Choose at least one place/)).toBeVisible()
    await userEvent.click(places.getByRole('checkbox', { name: /^Live videos/ }))
    await userEvent.click(page.getByRole('checkbox', { name: 'Replies under other comments start it too' }))
    await userEvent.click(save())
    await expect.poll(() => onSave.mock.calls.length).toBe(1)
    expect(savedTrigger(onSave)).toMatchObject({ kind: 'comment-keyword', places: ['live'], replies: false })
  })

  test('a comment trigger on ads picks them from the ads Instagram lists for the account', async () => {
    const onSave = vi.fn<OnSave>(async () => ({ saved: true }))
    await renderBuilder(onSave)
    await userEvent.fill(page.getByRole('textbox', { name: 'Name', exact: true }), 'Ads')
    await userEvent.fill(page.getByRole('textbox', { name: 'Keywords', exact: true }), 'price')
    await userEvent.fill(page.getByRole('textbox', { name: 'Message 1: text' }), 'Here it is')
    await userEvent.click(page.getByRole('radio', { name: 'Only the posts and reels I choose' }))
    const ads = page.getByRole('group', { name: 'Ads to answer' })
    await userEvent.click(ads.getByRole('checkbox', { name: 'Birthday coupon' }))
    await userEvent.click(save())
    await expect.poll(() => onSave.mock.calls.length).toBe(1)
    expect(savedTrigger(onSave)).toMatchObject({
      kind: 'comment-keyword',
      media: { kind: 'selected', mediaIds: ['120210000000000102'] },
    })
    // Without ads among the places, none is offered.
    await userEvent.click(page.getByRole('group', { name: 'Comments on' }).getByRole('checkbox', { name: 'Ads' }))
    await expect.element(page.getByRole('group', { name: 'Ads to answer' })).not.toBeInTheDocument()
  })
})
