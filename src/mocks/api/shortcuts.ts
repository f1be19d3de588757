import { http, json } from '@/server/http/route'
import { z } from 'zod'
import { DEFAULT_SHORTCUTS, SHORTCUTS_MAX, type ShortcutsResponse } from '@/domain/shell/shortcuts'
import type { AppAbility } from '@/lib/ability'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import { profileOf, profilesOf } from './profiles'

/** A shortcut is a menu entry of the route table the caller may open. */
function offerable(name: string, ability: AppAbility): boolean {
  const record = (routes as readonly RouteRecord[]).find((candidate) => candidate.name === name)
  if (!record?.nav) return false
  return !(record.action && record.subject) || ability.can(record.action, record.subject)
}

/** The whole list of route names, in the grid's order. */
const shortcutsSchema = z.object({ routes: z.array(z.string()) })

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
      endpoint(backend, { can: 'signedIn' }, async ({ user, ability }) => {
        const chosen = (await profileOf(profiles, user))?.shortcuts ?? DEFAULT_SHORTCUTS
        return json<ShortcutsResponse>({ routes: chosen.filter((name) => offerable(name, ability)) })
      }),
    ),
    http.patch(
      `${API}/shortcuts`,
      endpoint(
        backend,
        { can: 'signedIn', body: shortcutsSchema },
        async ({ user, ability, body: { routes: names } }) => {
          if (names.length > SHORTCUTS_MAX)
            return apiError(422, 'shortcuts/too-many', `At most ${SHORTCUTS_MAX} shortcuts.`)
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
        },
      ),
    ),
  ]
}
