import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { IconEye } from '@tabler/icons-react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import {
  DataTable,
  DateCell,
  MoneyCell,
  PersonCell,
  useConfirmDelete,
  useListQuery,
  type DataColumn,
} from '@/components/data-table'
import type { ListQuery } from '@/domain/list'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { listUsers, type FakeUser } from '../support/fakeUsers'
import { renderKit, switchLanguage } from '../support/render'

const columns: DataColumn<FakeUser>[] = [
  { id: 'name', header: 'Name', cell: (user) => user.name, sortable: true, rowHeader: true },
  { id: 'spent', header: 'Spent', cell: (user) => <MoneyCell amount={user.spent} currency="EUR" />, align: 'end' },
]

/** A list whose rows open their page through a link, and delete after asking. */
function UsersTable({ onDelete, fetched }: { onDelete: (user: FakeUser) => void; fetched: ListQuery<'status'>[] }) {
  const list = useListQuery<'status'>({
    filters: ['status'],
    filterValues: { status: ['active', 'pending', 'inactive'] },
    sortable: ['name'],
  })
  const result = useQuery({
    queryKey: ['users', list.query],
    queryFn: () => {
      fetched.push(list.query)
      return listUsers(list.query)
    },
    placeholderData: keepPreviousData,
  })
  const remove = useConfirmDelete<FakeUser>({
    title: (user) => `Delete ${user.name}?`,
    description: 'They leave the directory for good.',
    onConfirm: onDelete,
  })
  return (
    <>
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
        rowActions={(user) => [
          { label: 'View', icon: IconEye, href: `/users/${user.id}` },
          remove.action(user, { disabled: user.status === 'inactive' }),
        ]}
      />
      {remove.dialog}
    </>
  )
}

const path = location.pathname
const searchParams = () => new URLSearchParams(location.search)

beforeEach(() => history.replaceState(null, '', path))
afterEach(() => history.replaceState(null, '', path))

describe('row actions', () => {
  test('an action with an href is a real link: it has the address and follows it', async () => {
    await renderKit(<UsersTable onDelete={() => {}} fetched={[]} />)
    await userEvent.click(page.getByRole('button', { name: 'Actions for Ada 01' }))
    const view = page.getByRole('menuitem', { name: 'View' })
    await expect.element(view).toBeVisible()
    // An <a href>: a new tab, a middle click and "copy link" all have the address.
    expect(view.element().tagName).toBe('A')
    expect(view.element().getAttribute('href')).toBe('/users/u01')
    await userEvent.click(view)
    await expect.poll(() => location.pathname).toBe('/users/u01')
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument()
  })

  test('Delete asks first in a dialog naming the row; Cancel keeps it, Delete deletes it', async () => {
    const onDelete = vi.fn()
    await renderKit(<UsersTable onDelete={onDelete} fetched={[]} />)
    const actions = page.getByRole('button', { name: 'Actions for Grace 02' })
    await userEvent.click(actions)
    const remove = page.getByRole('menuitem', { name: 'Delete' })
    // A delete is an action in place, not a link.
    expect(remove.element().tagName).not.toBe('A')
    await userEvent.click(remove)
    const dialog = page.getByRole('alertdialog', { name: 'Delete Grace 02?' })
    await expect.element(dialog.getByText('They leave the directory for good.')).toBeVisible()
    // The safe choice has the focus.
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect.element(dialog).not.toBeInTheDocument()
    expect(onDelete).not.toHaveBeenCalled()
    await expect.element(actions).toHaveFocus()

    await userEvent.click(actions)
    await userEvent.click(page.getByRole('menuitem', { name: 'Delete' }))
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledOnce()
    expect(onDelete.mock.calls[0]?.[0]).toMatchObject({ id: 'u02', name: 'Grace 02' })
  })

  test('a row’s Delete can be turned off', async () => {
    await renderKit(<UsersTable onDelete={() => {}} fetched={[]} />)
    // Every third user is inactive: Alan 03.
    await userEvent.click(page.getByRole('button', { name: 'Actions for Alan 03' }))
    await expect.element(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true')
  })
})

describe('the list’s filters in the URL', () => {
  test('a filter, a search and a page size each update the URL and the query sent', async () => {
    const fetched: ListQuery<'status'>[] = []
    await renderKit(<UsersTable onDelete={() => {}} fetched={fetched} />)
    await expect.element(page.getByText('1–10 of 42')).toBeVisible()

    await userEvent.click(page.getByRole('combobox', { name: 'Status' }))
    await userEvent.click(page.getByRole('option', { name: 'Pending' }))
    await expect.element(page.getByText('1–10 of 14')).toBeVisible()
    expect(searchParams().get('status')).toBe('pending')
    expect(fetched.at(-1)).toMatchObject({ filters: { status: 'pending' }, page: 1 })

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search users' }), 'grace')
    await expect.poll(() => searchParams().get('q')).toBe('grace')
    await expect.poll(() => fetched.at(-1)?.q).toBe('grace')

    await userEvent.click(page.getByRole('combobox', { name: 'Rows per page' }))
    await userEvent.click(page.getByRole('option', { name: '50' }))
    await expect.poll(() => searchParams().get('itemsPerPage')).toBe('50')
    expect(fetched.at(-1)).toMatchObject({ q: 'grace', itemsPerPage: 50, filters: { status: 'pending' } })
  })

  test('a value the list does not know falls back to the default instead of failing', async () => {
    history.replaceState(null, '', `${path}?itemsPerPage=7&page=-1&sortBy=password&orderBy=sideways&status=lost`)
    const fetched: ListQuery<'status'>[] = []
    await renderKit(<UsersTable onDelete={() => {}} fetched={fetched} />)
    await expect.element(page.getByText('1–10 of 42')).toBeVisible()
    expect(fetched[0]).toEqual({ q: '', sortBy: null, orderBy: 'asc', page: 1, itemsPerPage: 10, filters: {} })
    await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All')
    await expect.element(page.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('10')
  })
})

describe('money and date cells', () => {
  function Cells() {
    return (
      <p>
        <MoneyCell amount={1234.5} currency="EUR" /> · <MoneyCell amount={123450} currency="EUR" inCents /> ·{' '}
        <DateCell value="2026-03-14" /> · <DateCell value={Date.UTC(2026, 2, 14, 9, 30)} withTime />
      </p>
    )
  }

  test('follow the language, and keep their own direction in Arabic', async () => {
    await renderKit(<Cells />)
    const text = () => document.querySelector('p')?.textContent ?? ''
    const instant = Date.UTC(2026, 2, 14, 9, 30)
    expect(text()).toBe(
      [
        formatMoney('en', 1234.5, 'EUR'),
        formatMoney('en', 1234.5, 'EUR'),
        formatDate('en', '2026-03-14'),
        formatDateTime('en', instant),
      ].join(' · '),
    )
    const day = document.querySelector('time')
    expect(day?.getAttribute('datetime')).toBe('2026-03-14')
    expect(document.querySelectorAll('time')[1]?.getAttribute('datetime')).toBe('2026-03-14T09:30:00.000Z')

    await switchLanguage('fr')
    await expect.poll(text).toContain(formatMoney('fr', 1234.5, 'EUR'))
    expect(text()).toContain(formatDate('fr', '2026-03-14'))
    await switchLanguage('ar')
    await expect.poll(text).toContain(formatMoney('ar', 1234.5, 'EUR'))
    expect(document.querySelector('bdi')?.textContent).toBe(formatMoney('ar', 1234.5, 'EUR'))
    await switchLanguage('en')
  })
})

describe('the person cell', () => {
  test('shows the avatar, the name (as a link when given one) and the line under it, isolated in Arabic', async () => {
    await renderKit(
      <p>
        <PersonCell
          name="Ada Lovelace"
          detail="ada@example.com"
          renderName={(name) => <a href="/people/ada">{name}</a>}
        />
        <PersonCell name="محمد علي" />
      </p>,
      { locale: 'ar' },
    )
    await expect.element(page.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/people/ada')
    await expect.element(page.getByText('ada@example.com')).toBeVisible()
    expect([...document.querySelectorAll('bdi')].map((element) => element.textContent)).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      'محمد علي',
    ])
    // The avatars are decorative (the name is beside them): their initials.
    expect([...document.querySelectorAll('[aria-hidden="true"]')].map((element) => element.textContent)).toEqual([
      'AL',
      'مع',
    ])
  })
})
