import type { Database } from '@/server/storage/database'
import { shiftDay } from '../shop/workspaceShop'
import {
  INVOICE_TEMPLATE_OWNER,
  INVOICE_TEMPLATE_TODAY,
  type InvoiceWorkspace,
  type StoredInvoice,
} from './seedInvoices'

const DAY_MS = 86_400_000

export const invoiceIdOf = (uid: string, number: number) => `${uid}:${number}`

/**
 * The caller's invoices, deleted ones included. A workspace's first call copies the template in
 * (one transaction, so two tabs cannot both copy), its days moved so the template's today is that
 * day. Nothing of another workspace, nor the template, is returned.
 */
export async function workspaceInvoices(db: Database, uid: string, today: string): Promise<StoredInvoice[]> {
  if (!(await db.collection<InvoiceWorkspace>('invoiceWorkspaces').get(uid))) await provision(db, uid, today)
  return db.collection<StoredInvoice>('invoices').ownedBy(uid)
}

async function provision(db: Database, uid: string, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    const workspaces = tx.collection<InvoiceWorkspace>('invoiceWorkspaces')
    if (await workspaces.get(uid)) return
    const shift = Math.round((Date.parse(today) - Date.parse(INVOICE_TEMPLATE_TODAY)) / DAY_MS)
    const invoices = tx.collection<StoredInvoice>('invoices')
    for (const template of await invoices.filter((invoice) => invoice.ownerUid === INVOICE_TEMPLATE_OWNER)) {
      const copy = structuredClone(template)
      await invoices.insert({
        ...copy,
        id: invoiceIdOf(uid, copy.number),
        ownerUid: uid,
        issuedDate: shiftDay(copy.issuedDate, shift),
        dueDate: shiftDay(copy.dueDate, shift),
        payments: copy.payments.map((payment) => ({ ...payment, date: shiftDay(payment.date, shift) })),
      })
    }
    await workspaces.insert({ id: uid })
  })
}
