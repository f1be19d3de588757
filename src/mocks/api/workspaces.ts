import { createAbility, type AppAbility } from '@/lib/ability'
import { workspaceAbility, type WorkspaceRole } from '@/domain/workspaces'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import type { Collection } from '@/server/storage/database'
import type { MockBackend, StoredConnection } from '../types'
import { rulesOfProfile } from '../roles/storedRoles'
import { emailOf, profileOf, profilesOf } from './profiles'
import { apiError } from '../http'
import type { Profile } from '../seed'
import { belongingsOf, createWorkspace, currentWorkspacesOf } from './teamRecords'

/**
 * docs/product.md, "Workspaces": a request acts in the caller's current workspace (`accessOf`,
 * which `endpoint` in src/mocks/endpoint.ts calls on every request), whose id is the `ownerUid`
 * of the records it holds. An Instagram account belongs to one workspace at a time, and a
 * workspace reads what was received, sent or run for an account only while it holds it, from the
 * moment its current connection began. Every endpoint of the backend goes through these helpers.
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

/**
 * The caller's current workspace and rules, read on every request: the backend checks them, the
 * browser only hides. The current workspace is the one they chose if they still belong to it. If
 * they no longer do (removed, or it was handed over and they left), this request is refused with
 * 403 `workspaces/not-a-member` and the next acts in a workspace they belong to, their personal one
 * first; someone who belongs to none is given a fresh personal workspace.
 *
 * `shown`: the workspace the caller's tab shows (`WORKSPACE_HEADER`), when it names one. Unless the
 * endpoint answers any tab (`anyWorkspace`), a request from a tab showing another workspace than the
 * current one is refused: 409 `workspaces/switched` while the caller still belongs to it, 403
 * `workspaces/not-a-member` once they do not.
 */
export async function accessOf(
  backend: MockBackend,
  user: VerifiedIdToken,
  { shown = null, anyWorkspace = false }: { shown?: string | null; anyWorkspace?: boolean } = {},
): Promise<CallerAccess | Response> {
  const [profile, belongings, current] = await Promise.all([
    profileOf(profilesOf(backend), user),
    belongingsOf(backend.db, user.uid),
    currentWorkspacesOf(backend.db).get(user.uid),
  ])
  const chosen = current && belongings.find((belonging) => belonging.id === current.workspaceId)
  if (current && !chosen) {
    await leaveCurrentWorkspace(backend, user)
    return apiError(403, 'workspaces/not-a-member', 'You are no longer a member of this workspace.')
  }
  const workspace = chosen ?? belongings[0] ?? (await freshWorkspace(backend, user))
  if (shown !== null && shown !== workspace.id && !anyWorkspace)
    return belongings.some((belonging) => belonging.id === shown)
      ? apiError(409, 'workspaces/switched', 'You switched to another workspace in another tab or on another device.')
      : apiError(403, 'workspaces/not-a-member', 'You are no longer a member of this workspace.')
  const appRules = await rulesOfProfile(backend.db, profile)
  return { workspace, ability: workspaceAbility(appRules, workspace.role) }
}

/**
 * The caller's app-wide rules alone: what decides the template's subjects (the webhooks screen,
 * roles) in every workspace. Reading them changes nothing, unlike `accessOf`.
 */
export async function appAbilityOf(backend: MockBackend, user: VerifiedIdToken): Promise<AppAbility> {
  return createAbility(await rulesOfProfile(backend.db, await profileOf(profilesOf(backend), user)))
}

/** Forgets the caller's choice of workspace: their next request acts in the first they belong to. */
export async function leaveCurrentWorkspace(backend: MockBackend, user: VerifiedIdToken): Promise<void> {
  await currentWorkspacesOf(backend.db).remove(user.uid)
  // A person left without any workspace gets their fresh one now, so it exists when they come back.
  if ((await belongingsOf(backend.db, user.uid)).length === 0) await freshWorkspace(backend, user)
}

/**
 * A new personal workspace for a person who belongs to none (their own was handed over): a new id,
 * never their uid, whose records may be another team's now.
 */
async function freshWorkspace(backend: MockBackend, user: VerifiedIdToken): Promise<CallerWorkspace> {
  return backend.db.transaction(async (db) => {
    const [already] = await belongingsOf(db, user.uid)
    if (already) return already
    const profile = await profileOf(db.collection<Profile>('profiles'), user)
    const id = `${user.uid}-${crypto.randomUUID().slice(0, 8)}`
    const email = emailOf(user)
    await createWorkspace(db, id, { uid: user.uid, email, name: profile?.fullName || email }, backend.now())
    await currentWorkspacesOf(db).insert({ id: user.uid, ownerUid: user.uid, workspaceId: id })
    return { id, role: 'owner' as const }
  })
}

/** The backend's day (UTC, `YYYY-MM-DD`): the day a workspace's copy of the demo data is dated to. */
export function todayOf(backend: Pick<MockBackend, 'now'>): string {
  return new Date(backend.now()).toISOString().slice(0, 10)
}
