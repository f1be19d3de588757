import type { ListPage, ListQuery } from '@/domain/list'

export interface FakeUser {
  id: string
  name: string
  email: string
  status: 'active' | 'pending' | 'inactive'
  spent: number
}

const NAMES = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Margaret',
  'Ken',
  'Dennis',
  'Frances',
  'Leslie',
  'Radia',
  'Tim',
  'Linus',
]
const STATUSES = ['active', 'pending', 'inactive'] as const

/** 42 users, built the same way every time. */
export const USERS: FakeUser[] = Array.from({ length: 42 }, (_, index) => {
  const first = NAMES[index % NAMES.length] ?? 'Ada'
  return {
    id: `u${String(index + 1).padStart(2, '0')}`,
    name: `${first} ${String(index + 1).padStart(2, '0')}`,
    email: `${first.toLowerCase()}${index + 1}@example.com`,
    status: STATUSES[index % STATUSES.length] ?? 'active',
    spent: (index * 37) % 500,
  }
})

/** The server side of a list endpoint, as the mock backend's list helper does it. */
export function listUsers(query: ListQuery<'status'>): ListPage<FakeUser> {
  let items = USERS.filter((user) => user.name.toLowerCase().includes(query.q.toLowerCase()))
  if (query.filters.status) items = items.filter((user) => user.status === query.filters.status)
  if (query.sortBy === 'name' || query.sortBy === 'spent') {
    const key = query.sortBy
    items = [...items].sort(
      (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (query.orderBy === 'desc' ? -1 : 1),
    )
  }
  const start = (query.page - 1) * query.itemsPerPage
  return { items: items.slice(start, start + query.itemsPerPage), total: items.length }
}
