import { matchesQuery } from '@/domain/shell/search'
import type { SearchSource } from './search'

/** Global search over the Instagram accounts the caller's workspace holds; each opens the integrations page. */
export const accountsSearch: SearchSource = {
  name: 'accounts',
  async search(query, { backend, workspace, ability }) {
    if (!ability.can('read', 'Integration')) return []
    const mine = await backend.instagramConnections.filter(
      (connection) => connection.ownerUid === workspace.id && matchesQuery(query, connection.username, connection.name),
    )
    return mine.map((connection) => ({
      source: 'accounts',
      id: connection.id,
      title: `@${connection.username}`,
      subtitle: connection.name || undefined,
      route: 'integrations',
    }))
  },
}
