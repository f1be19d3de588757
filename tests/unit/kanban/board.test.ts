import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isReorderOf, moveCard, moveColumn, type BoardOrder } from '@/domain/kanban/board'

const board = {
  columns: [
    { id: 'todo', title: 'To do', cardIds: ['a', 'b', 'c'] },
    { id: 'doing', title: 'Doing', cardIds: ['d'] },
    { id: 'done', title: 'Done', cardIds: [] },
  ],
}
const order: BoardOrder = board.columns.map(({ id, cardIds }) => ({ id, cardIds }))

/** The board's moves and checks (docs/product.md, "Kanban"). */
describe('the kanban board', () => {
  it('moves a card within a column, across columns and into an empty one', () => {
    expect(moveCard(order, 'a', 'todo', 2)[0]!.cardIds).toEqual(['b', 'c', 'a'])
    expect(moveCard(order, 'c', 'doing', 0).map((column) => column.cardIds)).toEqual([['a', 'b'], ['c', 'd'], []])
    expect(moveCard(order, 'd', 'done', 5).map((column) => column.cardIds)).toEqual([['a', 'b', 'c'], [], ['d']])
    expect(moveCard(order, 'zz', 'done', 0)).toBe(order)
    expect(moveColumn(order, 'done', 0).map((column) => column.id)).toEqual(['done', 'todo', 'doing'])
  })

  it('accepts any order of the same columns and cards, and nothing else', () => {
    expect(isReorderOf(board, moveColumn(moveCard(order, 'a', 'done', 0), 'doing', 0))).toBe(true)
    expect(isReorderOf(board, order.slice(1))).toBe(false)
    expect(isReorderOf(board, [...order.slice(0, 2), { id: 'done', cardIds: ['a'] }])).toBe(false)
    expect(isReorderOf(board, [{ ...order[0]!, cardIds: ['a', 'b'] }, ...order.slice(1)])).toBe(false)
    expect(isReorderOf(board, [...order, { id: 'new', cardIds: [] }])).toBe(false)
  })

  it('keeps every card exactly once whatever the moves', () => {
    const ids = ['a', 'b', 'c', 'd', 'zz']
    const columns = ['todo', 'doing', 'done', 'nowhere']
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...columns), fc.integer({ min: -2, max: 6 }))),
        (moves) => {
          const moved = moves.reduce((current, [card, column, index]) => moveCard(current, card, column, index), order)
          expect(isReorderOf(board, moved)).toBe(true)
        },
      ),
    )
  })
})
