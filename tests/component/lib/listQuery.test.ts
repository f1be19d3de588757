import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { listQueryToParams, parseListQuery, PAGE_SIZES, type ListQuery } from '@/domain/list'

const options = {
  filters: ['status', 'role'] as const,
  sortable: ['name', 'total'],
  defaults: { itemsPerPage: 10 as const },
}

describe('the list query in a query string', () => {
  test('fills what is missing or malformed with the defaults', () => {
    expect(
      parseListQuery(new URLSearchParams('page=-3&itemsPerPage=7&orderBy=up&sortBy=password&status=&x=1'), options),
    ).toEqual({
      q: '',
      sortBy: null,
      orderBy: 'asc',
      page: 1,
      itemsPerPage: 10,
      filters: {},
    })
  })

  test('refuses a filter named like a list parameter', () => {
    expect(() => parseListQuery(new URLSearchParams(), { filters: ['page'] })).toThrow(/list parameter/)
  })

  test('round-trips through the address bar (defaults left out) and the request (all explicit)', () => {
    const query = fc.record({
      q: fc.constantFrom('', 'ada', 'été 2026', 'a&b=c'),
      sortBy: fc.constantFrom(null, 'name', 'total'),
      orderBy: fc.constantFrom('asc' as const, 'desc' as const),
      page: fc.integer({ min: 1, max: 500 }),
      itemsPerPage: fc.constantFrom(...PAGE_SIZES),
      filters: fc.record(
        { status: fc.constantFrom('paid', 'sent'), role: fc.constantFrom('admin') },
        { requiredKeys: [] },
      ),
    })
    fc.assert(
      fc.property(query, (generated) => {
        const sent: ListQuery<'status' | 'role'> = {
          ...generated,
          orderBy: generated.sortBy === null ? 'asc' : generated.orderBy,
        }
        const viaAddressBar = parseListQuery(listQueryToParams(sent, options.defaults), options)
        const viaRequest = parseListQuery(listQueryToParams(sent), options)
        expect(viaAddressBar).toEqual(sent)
        expect(viaRequest).toEqual(sent)
      }),
    )
  })

  test('leaves defaults out of the address bar, but spells everything out for the backend', () => {
    const query: ListQuery<'status'> = { q: '', sortBy: null, orderBy: 'asc', page: 1, itemsPerPage: 10, filters: {} }
    expect(listQueryToParams(query, {}).toString()).toBe('')
    expect(listQueryToParams({ ...query, sortBy: 'name', filters: { status: 'paid' } }).toString()).toBe(
      'q=&sortBy=name&orderBy=asc&page=1&itemsPerPage=10&status=paid',
    )
  })
})
