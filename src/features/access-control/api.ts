import { queryOptions } from '@tanstack/react-query'
import type { DemoLoginsResponse } from '@/domain/roles'
import { api } from '@/runtime/api'

/** The demo's logins and their roles' rules today (public; only the demo backend has them). */
export const demoLoginsQuery = () =>
  queryOptions({
    queryKey: ['demo-logins'] as const,
    queryFn: async () => (await api.get<DemoLoginsResponse>('/demo-logins')).logins,
    retry: false,
  })
