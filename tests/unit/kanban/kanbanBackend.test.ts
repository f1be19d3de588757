import { describe, expect, it } from 'vitest'
import { moveCard, orderOf, type KanbanBoard } from '@/domain/kanban/board'
import { demoBackend } from '../automations/mockHarness'

const note = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })

/** `/api/kanban`, as the kanban app calls it (docs/product.md, "Kanban"). */
describe('the kanban board in the mock backend', () => {
  const mock = demoBackend()

  it('gives each workspace its own board, and keeps a move made from the board as it is', async () => {
    const board = (await mock.call<KanbanBoard>('admin', 'GET', '/kanban')).json
    expect(board.columns.map((column) => column.title)).toEqual(['To do', 'In progress', 'In review', 'Done'])
    const [first] = board.columns[0]!.cardIds
    const order = moveCard(orderOf(board), first!, board.columns[3]!.id, 0)
    const moved = await mock.call<KanbanBoard>('admin', 'PUT', '/kanban/order', { version: board.version, order })
    expect(moved.json.columns[3]!.cardIds[0]).toBe(first)
    expect(moved.json.version).toBe(board.version + 1)
    // The same move again comes from a board that is no longer there: refused, nothing changes.
    const stale = await mock.call<{ error: { code: string } }>('admin', 'PUT', '/kanban/order', {
      version: board.version,
      order,
    })
    expect([stale.status, stale.json.error.code]).toEqual([409, 'kanban/stale'])
    // An order that loses a card is refused even at the right version.
    const lossy = orderOf(moved.json).map((column, index) => (index === 0 ? { ...column, cardIds: [] } : column))
    expect(
      (await mock.call('admin', 'PUT', '/kanban/order', { version: moved.json.version, order: lossy })).status,
    ).toBe(409)
    // The client's board is untouched by the admin's moves.
    const theirs = (await mock.call<KanbanBoard>('client', 'GET', '/kanban')).json
    expect(theirs.columns[0]!.cardIds).toContain(first)
  })

  it('adds, renames and deletes columns and cards, and keeps comments only of the shape the editor makes', async () => {
    let board = (await mock.call<KanbanBoard>('admin', 'POST', '/kanban/columns', { title: 'Ideas' })).json
    const ideas = board.columns.at(-1)!
    board = (await mock.call<KanbanBoard>('admin', 'PATCH', `/kanban/columns/${ideas.id}`, { title: 'Backlog' })).json
    expect(board.columns.at(-1)!.title).toBe('Backlog')
    board = (await mock.call<KanbanBoard>('admin', 'POST', `/kanban/columns/${ideas.id}/cards`, { title: 'Polls' }))
      .json
    const cardId = board.columns.at(-1)!.cardIds[0]!
    const edit = { title: 'Story polls', dueDate: '2026-02-01', labels: ['ux'], members: ['Ana Souza'] }
    board = (await mock.call<KanbanBoard>('admin', 'PUT', `/kanban/cards/${cardId}`, edit)).json
    expect(board.cards[cardId]).toMatchObject(edit)
    expect((await mock.call('admin', 'PUT', `/kanban/cards/${cardId}`, { ...edit, labels: ['urgent'] })).status).toBe(
      422,
    )

    board = (await mock.call<KanbanBoard>('admin', 'POST', `/kanban/cards/${cardId}/comments`, { body: note('Go') }))
      .json
    expect(board.cards[cardId]!.comments).toMatchObject([{ author: expect.any(String), body: note('Go') }])
    const script = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link' }] }] }],
    }
    expect((await mock.call('admin', 'POST', `/kanban/cards/${cardId}/comments`, { body: script })).status).toBe(422)
    expect((await mock.call('admin', 'POST', `/kanban/cards/${cardId}/comments`, { body: note('  ') })).status).toBe(
      422,
    )
    expect((await mock.call('client', 'PUT', `/kanban/cards/${cardId}`, edit)).status).toBe(404)

    board = (await mock.call<KanbanBoard>('admin', 'DELETE', `/kanban/columns/${ideas.id}`)).json
    expect(board.columns.some((column) => column.id === ideas.id)).toBe(false)
    expect(board.cards[cardId]).toBeUndefined()
  })

  it('answers only to whom the rules allow the board', async () => {
    await mock.call('admin', 'PUT', '/roles/client', { rules: [{ action: 'read', subject: 'Kanban' }] })
    expect((await mock.call('client', 'GET', '/kanban')).status).toBe(200)
    expect((await mock.call('client', 'POST', '/kanban/columns', { title: 'Mine' })).status).toBe(403)
  })
  it('attaches files to a card for its workspace only, and drops them with the card', async () => {
    const board = (await mock.call<KanbanBoard>('admin', 'GET', '/kanban')).json
    const cardId = board.columns[0]!.cardIds[0]!
    const bytes = new TextEncoder().encode('shot list')
    const attached = await mock.upload<KanbanBoard>(
      'admin',
      `/kanban/cards/${cardId}/attachments?name=shots.txt`,
      bytes,
      'text/plain',
    )
    const [file] = attached.json.cards[cardId]!.attachments
    expect(file).toMatchObject({ fileName: 'shots.txt', size: bytes.length })
    expect((await mock.call('admin', 'GET', `/kanban/attachments/${file!.id}`)).text).toBe('shot list')
    expect((await mock.call('client', 'GET', `/kanban/attachments/${file!.id}`)).status).toBe(404)
    const noName = await mock.upload('admin', `/kanban/cards/${cardId}/attachments?name=`, bytes, 'text/plain')
    expect(noName.status).toBe(422)
    await mock.call('admin', 'DELETE', `/kanban/cards/${cardId}`)
    expect((await mock.call('admin', 'GET', `/kanban/attachments/${file!.id}`)).status).toBe(404)
  })
})
