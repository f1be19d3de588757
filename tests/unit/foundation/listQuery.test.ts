import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseListQuery, queryList, type ListQuery, type ListSpec } from '@/mocks/listQuery'

interface Order {
  id: string
  customer: string
  total: number | null
  paid?: boolean
}

const ORDERS: Order[] = [
  { id: 'o1', customer: 'Zoë Souza', total: 30 },
  { id: 'o2', customer: 'andré lima', total: null },
  { id: 'o3', customer: 'Ana Paula', total: 120 },
  { id: 'o4', customer: 'Bruno', total: 30 },
  { id: 'o10', customer: 'Caio', total: 5 },
]

const SPEC: ListSpec<Order> = {
  searchIn: (order) => [order.id, order.customer],
  sortable: { customer: (order) => order.customer, total: (order) => order.total, id: (order) => order.id },
  filters: {
    size: { values: ['small', 'large'], matches: (order, size) => (size === 'large') === (order.total ?? 0) >= 100 },
  },
}

const parse = (search: string) => parseListQuery(new URL(`http://x.test/api/orders?${search}`), SPEC)
const query = (search: string): ListQuery => {
  const parsed = parse(search)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fields))
  return parsed.query
}
const ids = (search: string) => queryList(ORDERS, query(search), SPEC).items.map((order) => order.id)

describe('the list query helper', () => {
  it('defaults to the first page of 10 in the collection order', () => {
    expect(query('')).toEqual({ q: '', sortBy: null, orderBy: 'asc', page: 1, itemsPerPage: 10, filters: {} })
    expect(queryList(ORDERS, query(''), SPEC)).toEqual({ items: ORDERS, total: 5 })
  })

  it('searches the given texts ignoring case and accents', () => {
    expect(ids('q=ANDRE')).toEqual(['o2'])
    expect(ids('q=zoe')).toEqual(['o1'])
    expect(ids('q=%20an%20')).toEqual(['o2', 'o3'])
  })

  it('sorts text as people read it, numbers by value, empty values last, ties in collection order', () => {
    expect(ids('sortBy=customer')).toEqual(['o3', 'o2', 'o4', 'o10', 'o1'])
    expect(ids('sortBy=id')).toEqual(['o1', 'o2', 'o3', 'o4', 'o10'])
    expect(ids('sortBy=total&orderBy=asc')).toEqual(['o10', 'o1', 'o4', 'o3', 'o2'])
    expect(ids('sortBy=total&orderBy=desc')).toEqual(['o3', 'o1', 'o4', 'o10', 'o2'])
  })

  it('cuts pages and counts every match; -1 is everything', () => {
    expect(queryList(ORDERS, query('sortBy=id&itemsPerPage=5&page=1'), SPEC).total).toBe(5)
    expect(queryList(ORDERS, query('itemsPerPage=5&page=2'), SPEC)).toEqual({ items: [], total: 5 })
    expect(ids('itemsPerPage=-1')).toHaveLength(5)
  })

  it('offers the page sizes of the data table, 20 included', () => {
    for (const size of [5, 10, 20, 25, 50, 100]) expect(query(`itemsPerPage=${size}`).itemsPerPage).toBe(size)
  })

  it('applies named filters with the search, and refuses a value the filter does not know', () => {
    expect(ids('size=large')).toEqual(['o3'])
    expect(ids('size=small&q=o1')).toEqual(['o1', 'o10'])
    expect(query('size=')).toMatchObject({ filters: {} })
    expect(parse('size=huge')).toEqual({ ok: false, fields: { size: 'unknown-value' } })
  })

  it('refuses what it cannot read, naming each field', () => {
    expect(parse('sortBy=password&orderBy=up&page=0&itemsPerPage=7')).toEqual({
      ok: false,
      fields: { sortBy: 'unknown-field', orderBy: 'not-asc-or-desc', page: 'below-one', itemsPerPage: 'not-offered' },
    })
    expect(parse('page=1.5&itemsPerPage=ten')).toEqual({
      ok: false,
      fields: { page: 'not-an-integer', itemsPerPage: 'not-an-integer' },
    })
  })

  it('its pages, put together, are the whole sorted result, each item once', () => {
    const order = fc.record({
      id: fc.uuid(),
      customer: fc.string({ maxLength: 6 }),
      total: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
    })
    fc.assert(
      fc.property(
        fc.uniqueArray(order, { selector: (item) => item.id, maxLength: 40 }),
        fc.constantFrom(5, 10, 25),
        fc.constantFrom('customer', 'total', 'id'),
        fc.constantFrom('asc', 'desc'),
        (orders, size, sortBy, orderBy) => {
          const all = queryList(orders, { q: '', sortBy, orderBy, page: 1, itemsPerPage: -1 }, SPEC)
          const pages = Array.from({ length: Math.ceil(orders.length / size) }, (_, index) =>
            queryList(orders, { q: '', sortBy, orderBy, page: index + 1, itemsPerPage: size }, SPEC),
          )
          expect(pages.flatMap((page) => page.items)).toEqual(all.items)
          expect(new Set(all.items.map((item) => item.id)).size).toBe(orders.length)
          for (const page of pages) expect(page.total).toBe(orders.length)
        },
      ),
    )
  })
})
