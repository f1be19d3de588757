import { beforeEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { AutomationAccount, AutomationSummary } from '@/domain/automations/apiTypes'
import AutomationsScreen from '@/features/automations/AutomationsScreen'
import { loadCatalog } from '@/i18n/i18n'
import { renderKit } from '../support/render'

/** The screen's calls, answered here: the list endpoint records each query string it is sent. */
const requested: URLSearchParams[] = []
vi.mock('@/runtime/api', () => ({
  api: {
    get: async (path: string) => {
      const url = new URL(path, 'http://conversa.test')
      if (url.pathname === '/automations/accounts') return accounts
      requested.push(url.searchParams)
      const status = url.searchParams.get('status')
      const q = url.searchParams.get('q') ?? ''
      const size = Number(url.searchParams.get('itemsPerPage'))
      const page = Number(url.searchParams.get('page'))
      const found = AUTOMATIONS.filter(
        (automation) => (!status || automation.status === status) && automation.name.toLowerCase().includes(q),
      )
      return { items: found.slice((page - 1) * size, page * size), total: found.length }
    },
    post: async (path: string, _body: unknown, options?: { idempotencyKey?: string }) => {
      posted.push({ path, key: options?.idempotencyKey })
      if (failNextPost) {
        failNextPost = false
        throw new Error('offline')
      }
      return AUTOMATIONS[0]
    },
  },
}))
/** The create requests sent (a duplicate), with their idempotency keys; the next one fails when asked. */
const posted: { path: string; key: string | undefined }[] = []
let failNextPost = false

const accounts: AutomationAccount[] = [{ accountId: '17841400000000001', username: 'cafe.aurora', media: [] }]

const AUTOMATIONS: AutomationSummary[] = Array.from({ length: 12 }, (_, index) => ({
  id: `a${index + 1}`,
  name: `${index % 2 === 0 ? 'Promo' : 'Welcome'} ${index + 1}`,
  accountId: '17841400000000001',
  status: index % 3 === 0 ? 'paused' : 'active',
  priority: index,
  stopAfterFirstMatch: false,
  trigger: { kind: 'welcome' },
  flow: { start: null, steps: {}, layout: {} },
  version: 1,
  createdAt: 0,
  updatedAt: 0,
  counters: { sent: 0, 'partly-sent': 0, queued: 0, failed: 0, skipped: 0 },
  lastRunAt: null,
  account: { username: 'cafe.aurora', connected: true },
  stoppedReason: null,
}))

async function renderList(search = '') {
  await loadCatalog('automations')
  const memory = memoryLocation({ path: '/automacoes', searchPath: search, record: true })
  await renderKit(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <AutomationsScreen />
    </Router>,
  )
  // The address the screen last went to, as the address bar would show it.
  return { params: () => new URLSearchParams(memory.history.at(-1)?.split('?')[1] ?? '') }
}

const lastRequest = () => Object.fromEntries(requested.at(-1) ?? [])
const rows = () => page.getByRole('table', { name: 'Automations' }).element().querySelectorAll('tbody tr')

beforeEach(() => {
  requested.length = 0
  posted.length = 0
})

describe('the automation list’s filters', () => {
  test('the page size, the status filter and the search each change the URL and the query sent', async () => {
    const { params } = await renderList()
    await expect.element(page.getByText('1–10 of 12')).toBeVisible()
    expect(lastRequest()).toEqual({ q: '', page: '1', itemsPerPage: '10' })

    await userEvent.click(page.getByRole('combobox', { name: 'Rows per page' }))
    await userEvent.click(page.getByRole('option', { name: '5', exact: true }))
    await expect.element(page.getByText('1–5 of 12')).toBeVisible()
    expect(params().get('itemsPerPage')).toBe('5')
    expect(lastRequest()).toEqual({ q: '', page: '1', itemsPerPage: '5' })

    await userEvent.click(page.getByRole('combobox', { name: 'Status' }))
    await userEvent.click(page.getByRole('option', { name: 'Paused' }))
    await expect.element(page.getByText('1–4 of 4')).toBeVisible()
    expect(params().get('status')).toBe('paused')
    expect(lastRequest()).toEqual({ q: '', status: 'paused', page: '1', itemsPerPage: '5' })

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search automations' }), 'promo')
    await expect.element(page.getByText('1–2 of 2')).toBeVisible()
    expect(params().get('q')).toBe('promo')
    expect(lastRequest()).toEqual({ q: 'promo', status: 'paused', page: '1', itemsPerPage: '5' })
    expect(rows()).toHaveLength(2)
  })

  test('a bad value in the URL falls back to the default instead of an error', async () => {
    await renderList('itemsPerPage=7&page=-1&sortBy=password&orderBy=up&status=lost')
    await expect.element(page.getByText('1–10 of 12')).toBeVisible()
    expect(requested.map((sent) => Object.fromEntries(sent))).toEqual([{ q: '', page: '1', itemsPerPage: '10' }])
    await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All')
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
    expect(rows()).toHaveLength(10)
  })
})

describe('duplicating an automation', () => {
  test('a retry after a failure sends the same key (one copy); the next copy has its own', async () => {
    await renderList()
    const duplicate = async () => {
      await userEvent.click(page.getByRole('button', { name: 'Actions for “Promo 1”' }))
      await userEvent.click(page.getByRole('menuitem', { name: 'Duplicate' }))
    }
    failNextPost = true
    await duplicate()
    await expect.poll(() => posted.length).toBe(1)
    await duplicate()
    await expect.element(page.getByText('A paused copy of “Promo 1” was created.')).toBeVisible()
    await duplicate()
    await expect.poll(() => posted.length).toBe(3)
    expect(posted.map((sent) => sent.path)).toEqual(Array(3).fill('/automations/a1/duplicate'))
    const [failed, retried, next] = posted.map((sent) => sent.key)
    expect(failed).toMatch(/.{16,}/)
    expect(retried).toBe(failed)
    expect(next).not.toBe(failed)
  })
})
