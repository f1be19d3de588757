import { afterEach, describe, expect, it, vi } from 'vitest'
import { WORKSPACE_HEADER } from '@/domain/workspaces'
import { createApiClient } from '@/lib/apiClient'
import { leftBehindBecause, noteRefusal, showWorkspace, workspaceHeaders } from '@/runtime/tabWorkspace'

/** The app's client as src/runtime/api.ts makes it, answering every request with `response`. */
function tabClient(response: () => Response) {
  const sent: Headers[] = []
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    sent.push(new Headers(init?.headers))
    return response()
  }) as unknown as typeof globalThis.fetch
  return { sent, api: createApiClient({ fetch, headers: workspaceHeaders, onRefusal: noteRefusal }) }
}

/** Another tab of this browser, as the tabs' channel sees it. */
async function anotherTabShows(id: string) {
  const tab = new BroadcastChannel('conversa-workspace')
  tab.postMessage({ id })
  // Delivered in a later task.
  await new Promise((resolve) => setTimeout(resolve, 20))
  tab.close()
}

describe('the workspace a tab shows', () => {
  afterEach(() => showWorkspace(null))

  it('is named in every request once the session has loaded it, and no more once signed out', async () => {
    const { sent, api } = tabClient(() => Response.json({}))
    await api.get('/session')
    showWorkspace('team-1')
    await api.get('/automations')
    showWorkspace(null)
    await api.get('/session')
    expect(sent.map((headers) => headers.get(WORKSPACE_HEADER))).toEqual([null, 'team-1', null])
  })

  it('is left behind when the server says the person switched elsewhere, until the tab switches back', async () => {
    const { api } = tabClient(() =>
      Response.json({ error: { code: 'workspaces/switched', message: 'Switched.' } }, { status: 409 }),
    )
    showWorkspace('team-1')
    await expect(api.post('/automations', {})).rejects.toMatchObject({ status: 409, code: 'workspaces/switched' })
    expect(leftBehindBecause()).toBe('switched')
    showWorkspace('team-1')
    expect(leftBehindBecause()).toBeNull()
  })

  it('is left behind for good once the server says the person no longer belongs to it', async () => {
    const refusals = [
      { status: 403, code: 'workspaces/not-a-member' },
      { status: 409, code: 'workspaces/switched' },
    ]
    const { api } = tabClient(() => {
      const { status, code } = refusals.shift()!
      return Response.json({ error: { code, message: code } }, { status })
    })
    showWorkspace('team-1')
    await expect(api.get('/automations')).rejects.toMatchObject({ code: 'workspaces/not-a-member' })
    await expect(api.get('/automations')).rejects.toMatchObject({ code: 'workspaces/switched' })
    await anotherTabShows('mine-2')
    expect(leftBehindBecause()).toBe('removed')
  })

  it('is left behind when another tab of the browser loads another workspace, not the same one', async () => {
    showWorkspace('team-1')
    await anotherTabShows('team-1')
    expect(leftBehindBecause()).toBeNull()
    await anotherTabShows('mine-2')
    expect(leftBehindBecause()).toBe('switched')
  })

  it('says nothing of another tab while this one shows none (signed out)', async () => {
    await anotherTabShows('mine-2')
    expect(leftBehindBecause()).toBeNull()
  })
})
