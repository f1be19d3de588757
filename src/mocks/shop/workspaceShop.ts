import type { ShopCourse, ShopDay, ShopOrder, ShopProduct, ShopProject, ShopVehicle } from '@/domain/shop/model'
import type { Database } from '@/server/storage/database'
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
export async function workspaceShop(db: Database, uid: string, today: string): Promise<WorkspaceShop> {
  // Reading takes no lock over every collection: only a workspace's first call writes.
  if (!(await isProvisioned(db, uid))) await provision(db, uid, today)
  const mine = <T extends { id: string; ownerUid: string }>(name: string) => db.collection<T>(name).ownedBy(uid)
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

async function isProvisioned(db: Database, uid: string): Promise<boolean> {
  return (await db.collection<ShopDay>('shopDays').find((day) => day.ownerUid === uid)) !== undefined
}

async function provision(db: Database, uid: string, today: string): Promise<void> {
  // Without the demo (a production server, docs/deploy.md) there is no template: the workspace's
  // shop is empty, and asking costs one index read, not a transaction on every call.
  if ((await db.collection<ShopDay>('shopDays').ownedBy(TEMPLATE_OWNER)).length === 0) return
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

/** A collection of the demo shop that an app added after the first six (src/mocks/README.md, "The demo shop"). */
export interface ShopCopySpec<T extends { id: string; ownerUid: string }> {
  /** The collection; its seed is a template owned by `TEMPLATE_OWNER`, dated as of `TEMPLATE_TODAY`. */
  name: string
  /** Fields holding a calendar day (`YYYY-MM-DD`), moved like the first six collections' days. */
  dated?: readonly (keyof T & string)[]
  /**
   * Rewrites what a copy points at in the shop: the workspace's copies of shop records have ids
   * `<uid>:<template id>`.
   */
  adapt?: (copy: T, uid: string) => T
}

/** Which added collections a workspace has had copied, and by how many days its shop was moved. */
interface ShopWorkspaceMark {
  id: string
  ownerUid: string
  shift: number
  copied: string[]
}

/**
 * The caller's records of an added shop collection. The first call copies the template into the
 * workspace (once, in a transaction), moved by the days its shop was moved when first copied, so
 * the added records agree with the orders and days already there. What the workspace later
 * deletes stays deleted: the copy is marked done, not inferred from what is left.
 */
export async function workspaceCollection<T extends { id: string; ownerUid: string }>(
  db: Database,
  uid: string,
  today: string,
  spec: ShopCopySpec<T>,
): Promise<T[]> {
  const marks = db.collection<ShopWorkspaceMark>('shopWorkspaces')
  if (!(await marks.get(uid))?.copied.includes(spec.name)) {
    if (!(await isProvisioned(db, uid))) await provision(db, uid, today)
    await db.transaction(async (tx) => {
      const txMarks = tx.collection<ShopWorkspaceMark>('shopWorkspaces')
      const mark = (await txMarks.get(uid)) ?? { id: uid, ownerUid: uid, shift: await shiftOf(tx, uid), copied: [] }
      if (mark.copied.includes(spec.name)) return
      const collection = tx.collection<T>(spec.name)
      for (const record of await collection.filter((candidate) => candidate.ownerUid === TEMPLATE_OWNER)) {
        let copy = { ...structuredClone(record), id: `${uid}:${record.id}`, ownerUid: uid } as T
        for (const field of spec.dated ?? []) copy = { ...copy, [field]: shiftDay(String(copy[field]), mark.shift) }
        await collection.insert(spec.adapt ? spec.adapt(copy, uid) : copy)
      }
      const next = { ...mark, copied: [...mark.copied, spec.name] }
      if (await txMarks.get(uid)) await txMarks.update(uid, next)
      else await txMarks.insert(next)
    })
  }
  return db.collection<T>(spec.name).ownedBy(uid)
}

/**
 * How many days the workspace's shop was moved: the template's days end on `TEMPLATE_TODAY`, so
 * the latest of the workspace's days tells.
 */
async function shiftOf(db: Database, uid: string): Promise<number> {
  const days = await db.collection<ShopDay>('shopDays').ownedBy(uid)
  const latest = days.reduce((last, { day }) => (day > last ? day : last), TEMPLATE_TODAY)
  return Math.round((Date.parse(latest) - Date.parse(TEMPLATE_TODAY)) / DAY_MS)
}
