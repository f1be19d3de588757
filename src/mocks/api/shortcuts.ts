import { http, json } from '@/server/http/route'
import { DEFAULT_SHORTCUTS, SHORTCUTS_MAX, type ShortcutsResponse } from '@/domain/shell/shortcuts'
import type { AppAbility } from '@/lib/ability'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { API, apiError, authenticated } from '../http'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import { profileOf, profilesOf } from './profiles'
import { abilityOf } from './workspaces'

/** A shortcut is a menu entry of the route table the caller may open. */
function offerable(name: string, ability: AppAbility): boolean {
  const record = (routes as readonly RouteRecord[]).find((candidate) => candidate.name === name)
  if (!record?.nav) return false
  return !(record.action && record.subject) || ability.can(record.action, record.subject)
}

/**
 * `GET /api/shortcuts` and `PATCH /api/shortcuts` (`{ routes: [...] }`, the whole list): the navbar's grid of
 * favourite routes, kept per user on their profile. Routes the caller may no longer open (or that
 * left the table) drop out of the answer; saving one is refused.
 */
export function shortcutHandlers(backend: MockBackend) {
  const profiles = profilesOf(backend)
  return [
    http.get(
      `${API}/shortcuts`,
      authenticated(backend, async (_args, user) => {
        const ability = await abilityOf(backend, user)
        const chosen = (await profileOf(profiles, user))?.shortcuts ?? DEFAULT_SHORTCUTS
        return json<ShortcutsResponse>({ routes: chosen.filter((name) => offerable(name, ability)) })
      }),
    ),
    http.patch(
      `${API}/shortcuts`,
      authenticated(backend, async ({ request }, user) => {
        const body = (await request.json().catch(() => null)) as { routes?: unknown } | null
        const names = body?.routes
        if (!Array.isArray(names) || !names.every((name) => typeof name === 'string'))
          return apiError(400, 'shortcuts/invalid', 'Send { "routes": ["route-name", ...] }.')
        if (names.length > SHORTCUTS_MAX)
          return apiError(422, 'shortcuts/too-many', `At most ${SHORTCUTS_MAX} shortcuts.`)
        const ability = await abilityOf(backend, user)
        const refused = names.filter((name) => !offerable(name, ability))
        if (refused.length > 0)
          return apiError(422, 'shortcuts/not-allowed', `Not a page you may open: ${refused.join(', ')}.`)
        const unique = [...new Set(names)]
        const saved = await backend.db.transaction(async (db) => {
          const inTransaction = db.collection<Profile>('profiles')
          const profile = await profileOf(inTransaction, user)
          if (!profile) return false
          await inTransaction.update(profile.id, { shortcuts: unique })
          db.announce('shortcuts', [user.uid])
          return true
        })
        if (!saved) return apiError(404, 'profile/not-found', 'No profile for this user.')
        return json<ShortcutsResponse>({ routes: unique })
      }),
    ),
  ]
}
