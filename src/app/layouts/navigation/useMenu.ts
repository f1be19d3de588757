import { useMemo } from 'react'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { useSession } from '@/runtime/session/useSession'
import { buildMenu } from './menu'

/** The menu for the signed-in user: entries they cannot open are left out, the active one marked. */
export function useMenu(activeRoute: string | null) {
  const { ability } = useSession()
  return useMemo(() => buildMenu(routes as readonly RouteRecord[], ability, activeRoute), [ability, activeRoute])
}
