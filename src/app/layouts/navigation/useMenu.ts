import { useMemo } from 'react'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { useAbility } from '@/runtime/session/useAbility'
import { buildMenu, markActive } from './menu'

/**
 * The menu for the signed-in user: entries they cannot open are left out, the active one marked.
 * Built once per ability; a navigation copies only the active entry's path (`markActive`), so the
 * menu's memoised items that are not on it keep their props and skip the render.
 */
export function useMenu(activeRoute: string | null) {
  const ability = useAbility()
  const menu = useMemo(() => buildMenu(routes as readonly RouteRecord[], ability), [ability])
  return useMemo(() => markActive(menu, activeRoute), [menu, activeRoute])
}
