import { setupServer } from 'msw/node'
import { afterEach, describe, expect, it } from 'vitest'
import type { MyWorkspace, WorkspaceInvitation } from '@/domain/workspaces'
import { createMockBackend } from '@/mocks/backend'
import { MockDb } from '@/mocks/db'
import { mswHandlers } from '@/mocks/msw'
import { memoryIndexedDb } from '@/mocks/node'
import { MOCK_DB_VERSIONS } from '@/mocks/schema'
import { unsignedIdToken } from '../../server/support/apiHost'

const PROJECT = 'demo-conversa'
const API = 'http://conversa.test/api'
const TEAMS_VERSION = 26

/**
 * A database saved before teams existed: each person's records carry their uid as `ownerUid`.
 * Opened by this schema, they are the person's personal workspace's, unchanged, before and after
 * it is first shared.
 */
describe('data saved before teams', () => {
  let server: ReturnType<typeof setupServer> | undefined
  afterEach(() => server?.close())

  it('stays its person’s, in their personal workspace, before and after they share it', async () => {
    const idb = memoryIndexedDb()
    const before = new MockDb({ versions: MOCK_DB_VERSIONS.filter((step) => step.version < TEAMS_VERSION), ...idb })
    const automation = { id: 'legacy-automation', ownerUid: 'u1', name: 'From before', accountId: 'acc-1' }
    await before.collection('automations').insert(automation)
    before.close()

    const backend = createMockBackend({ projectId: PROJECT, database: idb })
    server = setupServer(...mswHandlers(backend))
    server.listen({ onUnhandledFrame: 'bypass' })
    const call = async <T>(method: string, path: string, body?: unknown) => {
      const response = await fetch(`${API}${path}`, {
        method,
        headers: { token: unsignedIdToken('u1', 'u1@conversa.test'), 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: (await response.json()) as T }
    }
    expect((await call('GET', '/session')).status).toBe(200)
    const mine = await call<MyWorkspace[]>('GET', '/workspaces')
    expect(mine.json).toEqual([expect.objectContaining({ id: 'u1', role: 'owner', current: true })])
    const invited = await call<WorkspaceInvitation>('POST', '/workspaces/current/invitations', {
      email: 'colleague@conversa.test',
      role: 'agent',
    })
    expect(invited.status).toBe(201)
    expect(await backend.db.collection('automations').get('legacy-automation')).toEqual(automation)
    expect((await call<MyWorkspace[]>('GET', '/workspaces')).json).toEqual([
      expect.objectContaining({ id: 'u1', role: 'owner', current: true }),
    ])
  })
})
