import type { AppAbility } from '@/lib/ability'
import { workspaceAbility, type WorkspaceRole } from '@/domain/workspaces'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import type { Collection } from '@/server/storage/database'
import type { MockBackend, StoredConnection } from '../types'
import { rulesOfProfile } from '../roles/storedRoles'
import { profileOf, profilesOf } from './profiles'

/**
 * docs/product.md, "Workspaces": today every user is their own workspace (the uid of the `token`
 * header). An Instagram account belongs to one workspace at a time, and a workspace reads what
 * was received, sent or run for an account only while it holds it, from the moment its current
 * connection began. Every endpoint of the mock backend goes through these helpers; `abilityOf` is
 * what `endpoint` (src/mocks/endpoint.ts) checks each request's declared permission with.
 */
export interface Holdings {
  uid: string
  /** The workspace's connections by account id. */
  byAccount: Map<string, StoredConnection>
}

export async function holdingsOf(connections: Collection<StoredConnection>, uid: string): Promise<Holdings> {
  const mine = await connections.ownedBy(uid)
  return { uid, byAccount: new Map(mine.map((connection) => [connection.accountId, connection])) }
}

/** Whether something of this account, received, sent or run at `at`, is the workspace's to read. */
export function mayRead(holdings: Holdings, accountId: string, at: number): boolean {
  const connection = holdings.byAccount.get(accountId)
  return connection !== undefined && at >= connection.connectedAt
}

/** The connection of another workspace holding this account, if any: connecting it is then refused. */
export async function heldElsewhere(
  connections: Collection<StoredConnection>,
  accountId: string,
  uid: string,
): Promise<StoredConnection | undefined> {
  return connections.find((connection) => connection.accountId === accountId && connection.ownerUid !== uid)
}

/** The workspace holding an account (its events go to that workspace's automations only). */
export async function holderOf(
  connections: Collection<StoredConnection>,
  accountId: string,
): Promise<StoredConnection | undefined> {
  return connections.find((connection) => connection.accountId === accountId)
}

/** The workspace a request acts in, and the caller's role in it (what `endpoint` hands handlers). */
export interface CallerWorkspace {
  /** The workspace's id: the `ownerUid` of every record it holds (a personal workspace's is its user's uid). */
  id: string
  role: WorkspaceRole
}

/** Who the caller is in the backend: their workspace, and the CASL rules of their app-wide and workspace roles. */
interface CallerAccess {
  workspace: CallerWorkspace
  ability: AppAbility
}

/** The caller's current workspace and rules: the backend checks them, the browser only hides. */
export async function accessOf(backend: MockBackend, user: VerifiedIdToken): Promise<CallerAccess> {
  const profile = await profileOf(profilesOf(backend), user)
  const appRules = await rulesOfProfile(backend.db, profile)
  const workspace: CallerWorkspace = { id: user.uid, role: 'owner' }
  return { workspace, ability: workspaceAbility(appRules, workspace.role) }
}

/** The caller's CASL rules in their current workspace. */
export async function abilityOf(backend: MockBackend, user: VerifiedIdToken): Promise<AppAbility> {
  return (await accessOf(backend, user)).ability
}

/** The backend's day (UTC, `YYYY-MM-DD`): the day a workspace's copy of the demo data is dated to. */
export function todayOf(backend: Pick<MockBackend, 'now'>): string {
  return new Date(backend.now()).toISOString().slice(0, 10)
}
