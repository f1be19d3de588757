import { useMemo } from 'react'
import { routes } from '@/app/routes'
import type { RouteRecord } from '@/app/routeTypes'
import { useSession } from '@/app/session/useSession'
import { buildMenu } from './menu'

/** The menu for the signed-in user: entries they cannot open are left out. */
export function useMenu() {
  const { ability } = useSession()
  return useMemo(() => buildMenu(routes as readonly RouteRecord[], ability), [ability])
}
