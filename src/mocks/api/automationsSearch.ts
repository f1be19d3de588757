import { matchesQuery } from '@/domain/shell/search'
import type { StoredAutomation } from './automationService'
import type { SearchSource } from './search'

/** Global search over the caller's automations, by name or account; each opens in the builder. */
export const automationsSearch: SearchSource = {
  name: 'automations',
  async search(query, { backend, workspace, ability }) {
    if (!ability.can('read', 'Automation')) return []
    const mine = await backend.db
      .collection<StoredAutomation>('automations')
      .filter(
        (automation) =>
          automation.ownerUid === workspace.id && matchesQuery(query, automation.name, automation.accountUsername),
      )
    return mine.map((automation) => ({
      source: 'automations',
      id: automation.id,
      title: automation.name,
      subtitle: automation.accountUsername ? `@${automation.accountUsername}` : undefined,
      route: ability.can('update', 'Automation') ? 'automation-edit' : 'automation-runs',
      params: { id: automation.id },
    }))
  },
}
