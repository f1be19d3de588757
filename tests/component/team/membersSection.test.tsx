import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import type { WorkspaceMember } from '@/domain/workspaces'
import { membersQuery } from '@/features/team/api'
import { MembersSection } from '@/features/team/MembersSection'
import { renderKit, testQueryClient } from '../support/render'

const members: WorkspaceMember[] = [
  {
    uid: 'u-olga',
    email: 'olga@conversa.test',
    fullName: 'Olga Owner',
    role: 'owner',
    joinedAt: '2026-10-01T09:00:00Z',
  },
  {
    uid: 'u-adam',
    email: 'adam@conversa.test',
    fullName: 'Adam Admin',
    role: 'admin',
    joinedAt: '2026-10-02T09:00:00Z',
  },
  { uid: 'u-ana', email: 'ana@conversa.test', fullName: 'Ana Agent', role: 'agent', joinedAt: '2026-10-03T09:00:00Z' },
]

async function showMembers(as: { canManage: boolean; isOwner: boolean; myEmail: string }) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(membersQuery().queryKey, members)
  await renderKit(<MembersSection {...as} onTransfer={() => {}} />, { queryClient })
  await expect.element(page.getByRole('row', { name: /Ana Agent/ })).toBeVisible()
}

describe('the team screen’s members', () => {
  test('the owner may change roles, remove and hand over, but not act on their own row', async () => {
    await showMembers({ canManage: true, isOwner: true, myEmail: 'olga@conversa.test' })
    await expect.element(page.getByRole('combobox', { name: 'Role of Ana Agent' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Remove Ana Agent' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Make owner: Adam Admin' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Remove Olga Owner' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('combobox', { name: 'Role of Olga Owner' })).not.toBeInTheDocument()
  })

  test('an admin may change roles and remove members, but neither hand over nor touch the owner', async () => {
    await showMembers({ canManage: true, isOwner: false, myEmail: 'adam@conversa.test' })
    await expect.element(page.getByRole('button', { name: 'Remove Ana Agent' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: /^Make owner/ })).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Remove Olga Owner' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Remove Adam Admin' })).not.toBeInTheDocument()
  })

  test('an agent sees who is in the team and their roles, and no action', async () => {
    await showMembers({ canManage: false, isOwner: false, myEmail: 'ana@conversa.test' })
    await expect.element(page.getByRole('row', { name: /Olga Owner.*Owner/ })).toBeVisible()
    await expect.element(page.getByRole('button')).not.toBeInTheDocument()
    await expect.element(page.getByRole('combobox')).not.toBeInTheDocument()
  })
})
