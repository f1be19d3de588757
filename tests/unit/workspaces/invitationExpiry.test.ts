import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WorkspaceInvitation } from '@/domain/workspaces'
import { createMockServer } from '@/mocks/node'
import { unsignedIdToken } from '../../server/support/apiHost'

const PROJECT = 'demo-conversa'
const API = 'http://conversa.test/api'
const DAY = 24 * 60 * 60 * 1000

/** An invitation lasts 7 days: a day later it is accepted, eight days later it is refused and no longer listed. */
describe('an invitation’s week', () => {
  let clock = Date.UTC(2026, 10, 29, 10)
  const { server } = createMockServer({ projectId: PROJECT, now: () => clock })
  beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => server.close())

  const call = async <T>(uid: string, method: string, path: string, body?: unknown) => {
    const token = unsignedIdToken(uid, `${uid}@conversa.test`, clock, PROJECT, { email_verified: true })
    const response = await fetch(`${API}${path}`, {
      method,
      headers: { token, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, json: (text ? JSON.parse(text) : null) as T }
  }
  const invite = async (email: string) => {
    const invited = await call<WorkspaceInvitation>('owner', 'POST', '/workspaces/current/invitations', {
      email,
      role: 'viewer',
    })
    expect(invited.status).toBe(201)
    expect(Date.parse(invited.json.expiresAt) - Date.parse(invited.json.createdAt)).toBe(7 * DAY)
    return invited.json
  }

  it('is accepted within 7 days, refused after, and no longer listed', async () => {
    for (const uid of ['owner', 'early', 'late']) expect((await call(uid, 'GET', '/session')).status).toBe(200)
    const early = await invite('early@conversa.test')
    const late = await invite('late@conversa.test')
    clock += DAY
    expect((await call('early', 'POST', `/invitations/${early.id}/accept`)).status).toBe(200)
    expect((await call('early', 'POST', `/invitations/${early.id}/accept`)).status).toBe(404)
    clock += 7 * DAY
    const refused = await call<{ error: { code: string } }>('late', 'POST', `/invitations/${late.id}/accept`)
    expect(refused.status).toBe(410)
    expect(refused.json.error.code).toBe('invitations/expired')
    const pending = await call<WorkspaceInvitation[]>('owner', 'GET', '/workspaces/current/invitations')
    expect(pending.json).toEqual([])
  })
})
