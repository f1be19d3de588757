import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { DataTable, useListQuery, useRowSelection, type DataColumn } from '@/components/data-table'
import type { ListPage, ListQuery } from '@/domain/list'
import { ApiError } from '@/lib/apiClient'
import { listUsers, USERS, type FakeUser } from '../support/fakeUsers'
import { renderKit } from '../support/render'

const columns: DataColumn<FakeUser>[] = [
  { id: 'name', header: 'Name', cell: (user) => user.name, sortable: true, rowHeader: true },
  { id: 'email', header: 'Email', cell: (user) => user.email },
  { id: 'status', header: 'Status', cell: (user) => user.status },
  { id: 'spent', header: 'Spent', cell: (user) => user.spent, sortable: true, align: 'end' },
]

type Fetcher = (query: ListQuery<'status'>) => Promise<ListPage<FakeUser>>

function UsersTable({
  fetchUsers,
  onBulk,
  onDelete,
}: {
  fetchUsers: Fetcher
  onBulk?: (ids: string[]) => void
  onDelete?: (user: FakeUser) => void
}) {
  const list = useListQuery({ filters: ['status'], sortable: ['name', 'spent'] })
  const result = useQuery({
    queryKey: ['users', list.query],
    queryFn: () => fetchUsers(list.query),
    placeholderData: keepPreviousData,
  })
  const selection = useRowSelection()
  return (
    <DataTable
      caption="Users"
      columns={columns}
      list={list}
      result={result}
      getRowId={(user) => user.id}
      rowLabel={(user) => user.name}
      search={{ label: 'Search users' }}
      filters={[
        {
          name: 'status',
          label: 'Status',
          options: [
            { value: 'active', label: 'Active' },
            { value: 'pending', label: 'Pending' },
          ],
        },
      ]}
      selection={selection}
      bulkActions={(ids) => (
        <button type="button" onClick={() => onBulk?.(ids)}>
          Delete selected
        </button>
      )}
      rowActions={(user) => [
        { label: 'Edit', icon: IconPencil, onSelect: () => {} },
        { label: 'Delete', icon: IconTrash, tone: 'danger', onSelect: () => onDelete?.(user) },
      ]}
    />
  )
}

/** A fetcher that records each query and answers as the backend would, after a short wait. */
function recordingFetcher() {
  const queries: ListQuery<'status'>[] = []
  const fetchUsers: Fetcher = async (query) => {
    queries.push(query)
    await new Promise((resolve) => setTimeout(resolve, 20))
    return listUsers(query)
  }
  return { queries, fetchUsers }
}

const path = location.pathname
const searchParams = () => new URLSearchParams(location.search)
const body = () => page.getByRole('region', { name: 'Users' })
const rowNames = () => Array.from(document.querySelectorAll('tbody tr th[scope=row]'), (cell) => cell.textContent ?? '')

beforeEach(() => history.replaceState(null, '', path))
afterEach(() => history.replaceState(null, '', path))

describe('the data table', () => {
  test('keeps the rows’ space while the first page loads, then pages through the server', async () => {
    let release: () => void = () => {}
    const { queries, fetchUsers } = recordingFetcher()
    const gated: Fetcher = async (query) => {
      if (queries.length === 0) await new Promise<void>((resolve) => (release = resolve))
      return fetchUsers(query)
    }
    await renderKit(<UsersTable fetchUsers={gated} />)
    // Ten placeholder rows hold the page's height; the body says it is busy.
    expect(document.querySelectorAll('tbody tr').length).toBe(10)
    expect(document.querySelector('tbody')?.getAttribute('aria-busy')).toBe('true')
    release()

    await expect.element(page.getByText('1–10 of 42')).toBeVisible()
    expect(rowNames()).toHaveLength(10)
    expect(rowNames()[0]).toBe('Ada 01')

    await userEvent.click(page.getByRole('button', { name: 'Next page' }))
    await expect.element(page.getByText('11–20 of 42')).toBeVisible()
    expect(searchParams().get('page')).toBe('2')
    expect(rowNames()[0]).toBe('Leslie 11')
    expect(queries.at(-1)).toMatchObject({ page: 2, itemsPerPage: 10 })

    await userEvent.click(page.getByRole('button', { name: 'Last page' }))
    await expect.element(page.getByText('41–42 of 42')).toBeVisible()
    expect(rowNames()).toHaveLength(2)
    await expect.element(page.getByRole('button', { name: 'Next page' })).toBeDisabled()

    await userEvent.click(page.getByRole('button', { name: 'First page' }))
    await expect.element(page.getByText('1–10 of 42')).toBeVisible()
    expect(searchParams().has('page')).toBe(false)

    await userEvent.click(page.getByRole('combobox', { name: 'Rows per page' }))
    await expect.element(page.getByRole('option')).toHaveLength(6)
    await userEvent.click(page.getByRole('option', { name: '25' }))
    await expect.element(page.getByText('1–25 of 42')).toBeVisible()
    expect(searchParams().get('itemsPerPage')).toBe('25')
    expect(rowNames()).toHaveLength(25)
  })

  test('sorts and filters on the server, and says so to assistive technology', async () => {
    const { queries, fetchUsers } = recordingFetcher()
    await renderKit(<UsersTable fetchUsers={fetchUsers} />)
    await expect.element(page.getByText('1–10 of 42')).toBeVisible()

    const nameHeader = page.getByRole('columnheader', { name: 'Name' })
    await userEvent.click(nameHeader.getByRole('button'))
    await expect.element(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    expect(searchParams().get('sortBy')).toBe('name')
    // The first page of all users by name, as the server sorts them (not the page shown before).
    const firstByName = USERS.map((user) => user.name)
      .sort()
      .slice(0, 10)
    await expect.poll(rowNames).toEqual(firstByName)

    await userEvent.click(nameHeader.getByRole('button'))
    await expect.element(nameHeader).toHaveAttribute('aria-sort', 'descending')
    expect(searchParams().get('orderBy')).toBe('desc')
    expect(queries.at(-1)).toMatchObject({ sortBy: 'name', orderBy: 'desc' })

    await userEvent.click(page.getByRole('combobox', { name: 'Status' }))
    await userEvent.click(page.getByRole('option', { name: 'Active' }))
    await expect.element(page.getByText('1–10 of 14')).toBeVisible()
    expect(searchParams().get('status')).toBe('active')
    expect(queries.at(-1)).toMatchObject({ filters: { status: 'active' }, page: 1 })

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search users' }), 'ada')
    await expect.element(page.getByText('1–1 of 1')).toBeVisible()
    expect(searchParams().get('q')).toBe('ada')
    expect(rowNames().every((name) => name.startsWith('Ada'))).toBe(true)

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search users' }), 'nobody')
    await expect.element(page.getByRole('heading', { name: 'Nothing matches your search' })).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Clear search and filters' }))
    await expect.element(page.getByText('1–10 of 42')).toBeVisible()
    await expect.element(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('')
    expect(searchParams().has('status')).toBe(false)
  })

  test('restores its state from the URL, and Back returns to the previous state', async () => {
    history.replaceState(null, '', `${path}?q=a&sortBy=spent&orderBy=desc&page=2&itemsPerPage=5&status=active`)
    const { queries, fetchUsers } = recordingFetcher()
    await renderKit(<UsersTable fetchUsers={fetchUsers} />)
    expect(queries[0]).toEqual({
      q: 'a',
      sortBy: 'spent',
      orderBy: 'desc',
      page: 2,
      itemsPerPage: 5,
      filters: { status: 'active' },
    })
    // Eight active users have an "a" in their name: page 2 of 5 holds the last three.
    await expect.element(page.getByText('6–8 of 8')).toBeVisible()
    await expect.element(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('a')
    await expect.element(page.getByRole('columnheader', { name: 'Spent' })).toHaveAttribute('aria-sort', 'descending')
    await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active')
    await expect.element(page.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('5')

    await userEvent.click(page.getByRole('button', { name: 'Previous page' }))
    await expect.element(page.getByText('1–5 of 8')).toBeVisible()
    history.back()
    await expect.element(page.getByText('6–8 of 8')).toBeVisible()
    expect(searchParams().get('page')).toBe('2')
  })

  test('a page past the end of an old link shows the last page instead', async () => {
    history.replaceState(null, '', `${path}?page=9`)
    const { fetchUsers } = recordingFetcher()
    await renderKit(<UsersTable fetchUsers={fetchUsers} />)
    await expect.element(page.getByText('41–42 of 42')).toBeVisible()
    expect(searchParams().get('page')).toBe('5')
  })

  test('selects rows across pages for a bulk action, and offers each row’s actions', async () => {
    const onBulk = vi.fn()
    const onDelete = vi.fn()
    const { fetchUsers } = recordingFetcher()
    await renderKit(<UsersTable fetchUsers={fetchUsers} onBulk={onBulk} onDelete={onDelete} />)
    await expect.element(page.getByText('1–10 of 42')).toBeVisible()

    await userEvent.click(page.getByRole('checkbox', { name: 'Select Ada 01' }))
    await userEvent.click(page.getByRole('checkbox', { name: 'Select Grace 02' }))
    await expect.element(page.getByText('2 selected')).toBeVisible()
    await expect
      .element(page.getByRole('checkbox', { name: 'Select all rows on this page' }))
      .toHaveAttribute('data-state', 'indeterminate')

    await userEvent.click(page.getByRole('button', { name: 'Next page' }))
    await expect.element(page.getByText('11–20 of 42')).toBeVisible()
    await userEvent.click(page.getByRole('checkbox', { name: 'Select all rows on this page' }))
    await expect.element(page.getByText('12 selected')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Delete selected' }))
    expect(onBulk).toHaveBeenCalledOnce()
    expect(onBulk.mock.calls[0]?.[0]).toHaveLength(12)
    expect(onBulk.mock.calls[0]?.[0]).toContain('u01')

    await userEvent.click(page.getByRole('button', { name: 'Clear selection' }))
    await expect.element(page.getByText(/selected$/)).not.toBeInTheDocument()

    await userEvent.click(body().getByRole('button', { name: 'Actions for Leslie 11' }))
    await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible()
    await userEvent.click(page.getByRole('menuitem', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledOnce()
  })

  test('says why the list failed and loads it again on request', async () => {
    let fail = true
    const fetchUsers: Fetcher = async (query) => {
      if (fail) throw new ApiError(503, 'unavailable', 'down')
      return listUsers(query)
    }
    await renderKit(<UsersTable fetchUsers={fetchUsers} />)
    const alert = page.getByRole('alert')
    await expect
      .element(alert.getByText('The service is unavailable for a moment. Nothing was lost; try again shortly.'))
      .toBeVisible()
    fail = false
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }))
    await expect.element(page.getByText('1–10 of 42')).toBeVisible()
  })

  test('at 390 px the table scrolls sideways inside its frame, never the page', async () => {
    await page.viewport(390, 844)
    try {
      const { fetchUsers } = recordingFetcher()
      await renderKit(<UsersTable fetchUsers={fetchUsers} />)
      await expect.element(page.getByText('1–10 of 42')).toBeVisible()
      const frame = body().element()
      expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth)
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
      // The frame is a named, focusable region, so the keyboard can scroll it.
      expect(frame.getAttribute('tabindex')).toBe('0')
    } finally {
      await page.viewport(1280, 800)
    }
  })

  test('shows what an empty list holds', async () => {
    await renderKit(<UsersTable fetchUsers={async () => ({ items: [], total: 0 })} />)
    await expect.element(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible()
  })

  test('on a screen narrower than its columns, an empty list is said within the frame, in either direction', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const { unmount } = await renderKit(
        <div dir={dir} style={{ width: 240 }}>
          <UsersTable fetchUsers={async () => ({ items: [], total: 0 })} />
        </div>,
      )
      const heading = page.getByRole('heading', { name: 'Nothing here yet' })
      await expect.element(heading).toBeVisible()
      const frame = body().element()
      expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth)
      const shown = frame.getBoundingClientRect()
      const said = heading.element().getBoundingClientRect()
      expect(said.left).toBeGreaterThanOrEqual(shown.left)
      expect(said.right).toBeLessThanOrEqual(shown.right)
      unmount()
    }
  })
})
