import {
  DEFAULT_WORKSPACE_SETTINGS,
  isWorkspaceRole,
  type MemberRole,
  type WorkspaceRole,
  type WorkspaceSettings,
} from '@/domain/workspaces'
import type { CollectionSpec, Database, Entity } from '@/server/storage/database'
import type { Profile } from '../seed'

/**
 * The records of teams (docs/product.md, "Workspaces"). A workspace's id is the `ownerUid` of every
 * record it holds; a person's personal workspace has their uid as its id and exists without any
 * record until it is first shared (an invitation, a setting): then it gets its `workspaces` record
 * and its owner's membership, and from then on only memberships say who belongs to it.
 */
export interface StoredWorkspace extends WorkspaceSettings {
  /** The workspace's own id: its changes reach its members. */
  ownerUid: string
  createdAt: string
}

/** One person in one workspace. Found by its person (`ownerUid` = their uid), what every request reads. */
export interface StoredMembership {
  /** `${workspaceId}|${uid}`. */
  id: string
  ownerUid: string
  workspaceId: string
  uid: string
  email: string
  role: WorkspaceRole
  joinedAt: string
}

export interface StoredInvitation {
  id: string
  /** The workspace's id. */
  ownerUid: string
  workspaceId: string
  /** Lower-cased: only a verified sign-in with this address accepts it. */
  email: string
  role: MemberRole
  invitedBy: string
  createdAt: string
  expiresAt: string
  acceptedAt: string | null
}

/** The workspace a person chose to work in (`id` = their uid). */
export interface StoredCurrentWorkspace {
  id: string
  ownerUid: string
  workspaceId: string
}

const isString = (value: unknown) => typeof value === 'string'

/** Every team change is the `workspaces` resource, heard by the workspace's members and the person it names. */
export const TEAM_COLLECTIONS: readonly CollectionSpec[] = [
  {
    name: 'workspaces',
    isValid: (record: Entity & Partial<StoredWorkspace>) => isString(record.name) && record.ownerUid === record.id,
    announce: { resources: ['workspaces'], owners: (record: Entity) => [record.id] },
  },
  {
    name: 'memberships',
    isValid: (record: Entity & Partial<StoredMembership>) =>
      isString(record.workspaceId) && isString(record.uid) && isWorkspaceRole(record.role),
    announce: {
      resources: ['workspaces'],
      owners: (record: Entity & Partial<StoredMembership>) => [record.workspaceId ?? '', record.uid ?? ''],
    },
  },
  {
    name: 'invitations',
    isValid: (record: Entity & Partial<StoredInvitation>) => isString(record.workspaceId) && isString(record.email),
    announce: {
      resources: ['workspaces'],
      owners: (record: Entity & Partial<StoredInvitation>) => [record.workspaceId ?? ''],
    },
  },
  {
    name: 'currentWorkspaces',
    isValid: (record: Entity & Partial<StoredCurrentWorkspace>) => isString(record.workspaceId),
    announce: { resources: ['workspaces'], owners: (record: Entity) => [record.id] },
  },
] as CollectionSpec[]

export const workspacesOf = (db: Database) => db.collection<StoredWorkspace>('workspaces')
export const membershipsOf = (db: Database) => db.collection<StoredMembership>('memberships')
export const invitationsOf = (db: Database) => db.collection<StoredInvitation>('invitations')
export const currentWorkspacesOf = (db: Database) => db.collection<StoredCurrentWorkspace>('currentWorkspaces')

export const membershipId = (workspaceId: string, uid: string) => `${workspaceId}|${uid}`

/** A workspace a person belongs to, and their role there. */
export interface Belonging {
  id: string
  role: WorkspaceRole
}

/**
 * The workspaces a person belongs to: their memberships, and their personal workspace while it was
 * never shared (no `workspaces` record under their uid) listed first. Once shared, only a membership
 * lets them in: someone who handed it over and left, or was removed, never regains it silently.
 */
export async function belongingsOf(db: Database, uid: string): Promise<Belonging[]> {
  const [memberships, personal] = await Promise.all([membershipsOf(db).ownedBy(uid), workspacesOf(db).get(uid)])
  const listed = memberships.map((membership) => ({ id: membership.workspaceId, role: membership.role }))
  return personal ? listed : [{ id: uid, role: 'owner' }, ...listed]
}

/** The settings a workspace reads, its defaults while it has no record (a personal workspace never shared). */
export async function workspaceSettingsOf(db: Database, workspaceId: string): Promise<Omit<WorkspaceSettings, 'name'>> {
  const stored = await workspacesOf(db).get(workspaceId)
  return {
    id: workspaceId,
    humanAgentEnabled: stored?.humanAgentEnabled ?? DEFAULT_WORKSPACE_SETTINGS.humanAgentEnabled,
    pauseAutomationsMinutes:
      stored === undefined ? DEFAULT_WORKSPACE_SETTINGS.pauseAutomationsMinutes : stored.pauseAutomationsMinutes,
  }
}

/**
 * Gives a personal workspace never shared its record and its owner's membership (in the caller's
 * transaction), so it can have members and settings; a workspace with a record is left as it is.
 */
export async function materializeWorkspace(
  db: Database,
  owner: { uid: string; email: string; name: string },
  now: number,
): Promise<StoredWorkspace> {
  const existing = await workspacesOf(db).get(owner.uid)
  if (existing) return existing
  return createWorkspace(db, owner.uid, owner, now)
}

/** A new workspace with its owner: a personal one shared, or a fresh one for a person left without any. */
export async function createWorkspace(
  db: Database,
  id: string,
  owner: { uid: string; email: string; name: string },
  now: number,
): Promise<StoredWorkspace> {
  const at = new Date(now).toISOString()
  const workspace = await workspacesOf(db).insert({
    id,
    ownerUid: id,
    name: owner.name,
    createdAt: at,
    ...DEFAULT_WORKSPACE_SETTINGS,
  })
  await membershipsOf(db).insert({
    id: membershipId(id, owner.uid),
    ownerUid: owner.uid,
    workspaceId: id,
    uid: owner.uid,
    email: owner.email,
    role: 'owner',
    joinedAt: at,
  })
  return workspace
}

/** A person's profile by their uid (every profile learns its uid at its first session). */
export async function profileByUid(db: Database, uid: string): Promise<Profile | undefined> {
  return (await db.collection<Profile>('profiles').ownedBy(uid))[0]
}

/** A workspace's name: its record's, or for a personal workspace never shared, its person's name. */
export async function nameOf(db: Database, workspaceId: string): Promise<string> {
  const stored = await workspacesOf(db).get(workspaceId)
  if (stored) return stored.name
  const profile = await profileByUid(db, workspaceId)
  return profile?.fullName || profile?.email || workspaceId
}
