import { useMemo } from 'react'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { useSession } from '@/runtime/session/useSession'
import { buildMenu } from './menu'

/** The menu for the signed-in user: entries they cannot open are left out. */
export function useMenu() {
  const { ability } = useSession()
  return useMemo(() => buildMenu(routes as readonly RouteRecord[], ability), [ability])
}
