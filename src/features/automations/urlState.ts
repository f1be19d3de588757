import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { AutomationListParams, AutomationStatusFilter } from '@/domain/automations/apiTypes'
import type { RunStatus } from '@/domain/automations/runs'
import { RUN_STATUSES } from '@/domain/automations/runs'
import { TABLE_PAGE_SIZES } from '@/config/app'
import type { RunListParams } from './api'

const DEFAULT_PAGE_SIZE = 10

function readPage(value: string | null): number {
  const page = Math.floor(Number(value))
  return Number.isFinite(page) && page >= 1 ? page : 1
}

function readPageSize(value: string | null): number {
  const size = Number(value)
  return (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE
}

/**
 * List state lives in the query string (docs/architecture.md, "Screens and data"): Back, reload
 * and a shared link restore the search, the filter and the page. Defaults are left out of the URL.
 * Typing in the search replaces the entry instead of adding one per keystroke.
 */
function useQueryString<T>(read: (search: URLSearchParams) => T, defaults: Record<string, string>) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const value = useMemo(() => read(new URLSearchParams(search)), [read, search])
  const update = useCallback(
    (patch: Record<string, string | number>, options: { replace?: boolean } = {}) => {
      // Read the address now, not at render: two updates in one event (size, then page) both count.
      const next = new URLSearchParams(window.location.search)
      for (const [key, raw] of Object.entries(patch)) {
        const text = String(raw)
        if (text === '' || text === defaults[key]) next.delete(key)
        else next.set(key, text)
      }
      const query = next.toString()
      const path = window.location.pathname
      navigate(query ? `${path}?${query}` : path, { replace: options.replace ?? false })
    },
    [navigate, defaults],
  )
  return [value, update] as const
}

const LIST_DEFAULTS = { q: '', status: 'all', page: '1', pageSize: String(DEFAULT_PAGE_SIZE) }
const STATUS_FILTERS: AutomationStatusFilter[] = ['all', 'active', 'paused']

function readList(search: URLSearchParams): AutomationListParams {
  const status = search.get('status') as AutomationStatusFilter | null
  return {
    q: search.get('q') ?? '',
    status: status && STATUS_FILTERS.includes(status) ? status : 'all',
    page: readPage(search.get('page')),
    pageSize: readPageSize(search.get('pageSize')),
  }
}

export function useAutomationListParams() {
  return useQueryString(readList, LIST_DEFAULTS)
}

const RUN_DEFAULTS = { status: 'all', page: '1', pageSize: String(DEFAULT_PAGE_SIZE) }

function readRuns(search: URLSearchParams): RunListParams {
  const status = search.get('status') as RunStatus | null
  return {
    status: status && RUN_STATUSES.includes(status) ? status : 'all',
    page: readPage(search.get('page')),
    pageSize: readPageSize(search.get('pageSize')),
  }
}

export function useRunListParams() {
  return useQueryString(readRuns, RUN_DEFAULTS)
}
