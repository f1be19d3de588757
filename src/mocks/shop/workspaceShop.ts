import type { ShopCourse, ShopDay, ShopOrder, ShopProduct, ShopProject, ShopVehicle } from '@/domain/shop/model'
import type { MockDb } from '../db'
import { SHOP_COLLECTIONS, TEMPLATE_OWNER, TEMPLATE_TODAY } from './seedShop'

const DAY_MS = 86_400_000

export interface WorkspaceShop {
  products: ShopProduct[]
  orders: ShopOrder[]
  projects: ShopProject[]
  vehicles: ShopVehicle[]
  courses: ShopCourse[]
  days: ShopDay[]
}

/** Moves a calendar day by whole days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The fields of a record that hold a calendar day. */
const DATED: Record<string, readonly string[]> = { shopOrders: ['day'], shopProjects: ['due'], shopDays: ['day'] }

/**
 * The caller's demo shop. A workspace's first call copies the seeded template into it (in one
 * transaction, so two tabs cannot both copy), dated from that day on: its figures then age as a
 * real shop's would, and what the workspace changes is its own. Nothing of another workspace, nor
 * the template, is ever returned.
 */
export async function workspaceShop(db: MockDb, uid: string, today: string): Promise<WorkspaceShop> {
  // Reading takes no lock over every collection: only a workspace's first call writes.
  if (!(await isProvisioned(db, uid))) await provision(db, uid, today)
  const mine = <T extends { id: string; ownerUid: string }>(name: string) =>
    db.collection<T>(name).filter((record) => record.ownerUid === uid)
  const [products, orders, projects, vehicles, courses, days] = await Promise.all([
    mine<ShopProduct>('shopProducts'),
    mine<ShopOrder>('shopOrders'),
    mine<ShopProject>('shopProjects'),
    mine<ShopVehicle>('shopVehicles'),
    mine<ShopCourse>('shopCourses'),
    mine<ShopDay>('shopDays'),
  ])
  return { products, orders, projects, vehicles, courses, days }
}

async function isProvisioned(db: MockDb, uid: string): Promise<boolean> {
  return (await db.collection<ShopDay>('shopDays').find((day) => day.ownerUid === uid)) !== undefined
}

async function provision(db: MockDb, uid: string, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Asked again inside: another tab, or a request of this one, may have copied it meanwhile.
    if (await isProvisioned(tx, uid)) return
    const shift = Math.round((Date.parse(today) - Date.parse(TEMPLATE_TODAY)) / DAY_MS)
    for (const spec of SHOP_COLLECTIONS) {
      const collection = tx.collection<{ id: string; ownerUid: string } & Record<string, unknown>>(spec.name)
      for (const record of await collection.filter((candidate) => candidate.ownerUid === TEMPLATE_OWNER)) {
        const copy: Record<string, unknown> & { id: string; ownerUid: string } = {
          ...structuredClone(record),
          id: `${uid}:${record.id}`,
          ownerUid: uid,
        }
        for (const field of DATED[spec.name] ?? []) copy[field] = shiftDay(String(record[field]), shift)
        if (spec.name === 'shopOrders') {
          const order = copy as unknown as ShopOrder
          order.lines = order.lines.map((line) => ({ ...line, productId: `${uid}:${line.productId}` }))
        }
        await collection.insert(copy)
      }
    }
  })
}
