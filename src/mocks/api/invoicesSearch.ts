import { matchesQuery } from '@/domain/shell/search'
import { workspaceInvoices } from '../invoices/workspaceInvoices'
import type { SearchSource } from './search'
import { todayOf } from './workspaces'

/**
 * Global search over the caller's invoices, by number, client name or company, or service; each
 * opens its preview. Deleted invoices (kept for Undo) are not found.
 */
export const invoicesSearch: SearchSource = {
  name: 'invoices',
  async search(query, { backend, user, ability }) {
    if (!ability.can('read', 'Invoice')) return []
    const found = (await workspaceInvoices(backend.db, user.uid, todayOf(backend))).filter(
      (invoice) =>
        !invoice.deleted &&
        matchesQuery(
          query,
          `#${invoice.number}`,
          invoice.client.name,
          invoice.client.company,
          invoice.items.map((line) => line.item).join(' '),
        ),
    )
    return found
      .sort((a, b) => b.number - a.number)
      .map((invoice) => ({
        source: 'invoices',
        id: invoice.id,
        title: `#${invoice.number} · ${invoice.client.name}`,
        subtitle: invoice.client.company,
        route: 'invoice-preview',
        params: { id: String(invoice.number) },
      }))
  },
}
