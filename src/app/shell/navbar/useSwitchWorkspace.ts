import { useResourceMutation } from '@/components/mutation'
import { refreshQueries } from '@/lib/refreshQueries'
import { pathOf } from '@/routes/match'
import { switchWorkspace } from '@/runtime/resources/workspaces'
import { useSessionActor } from '@/runtime/session/useSession'
import { showWorkspace, shownWorkspace } from '@/runtime/tabWorkspace'

/**
 * Makes one of my workspaces the current one. Another workspace than the one this tab shows means
 * other rules for the session and other data in every view: rather than patching them in place,
 * the app loads again at the dashboards, which asks the server for both afresh. Switching back to
 * the one this tab shows (a tab left behind by a switch elsewhere) keeps the page: what it shows
 * already belongs there, and what was typed stays; the session loads again, since the rules it
 * holds may be the ones another tab stored for the other workspace, and so does every view.
 */
export function useSwitchWorkspace() {
  const session = useSessionActor()
  return useResourceMutation('workspaces', switchWorkspace, {
    failure: true,
    onSuccess: (_, id, client) => {
      if (id !== shownWorkspace()) return window.location.assign(pathOf('dashboards'))
      showWorkspace(id)
      session.send({ type: 'RELOAD' })
      // What it asked meanwhile was refused: every view asks again.
      return refreshQueries(client)
    },
  })
}
