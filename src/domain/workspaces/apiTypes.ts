import type { WorkspaceRole } from './roles'

/** `GET /api/workspaces`: a workspace the signed-in person belongs to, with their role in it. */
export interface MyWorkspace {
  id: string
  name: string
  role: WorkspaceRole
  /** The one their requests act in now. */
  current: boolean
}

/** What a workspace decides for all its members (`GET`/`PATCH /api/workspaces/current`). */
export interface WorkspaceSettings {
  id: string
  name: string
  /** A person may reply up to 7 days after the customer's last message, tagged HUMAN_AGENT. */
  humanAgentEnabled: boolean
  /** How long automations pause for a contact after a person replies; null: until the thread is done. */
  pauseAutomationsMinutes: number | null
}

/** The settings a workspace has before anyone changed them. */
export const DEFAULT_WORKSPACE_SETTINGS: Omit<WorkspaceSettings, 'id' | 'name'> = {
  humanAgentEnabled: false,
  pauseAutomationsMinutes: null,
}

/** `GET /api/workspaces/current/members`. */
export interface WorkspaceMember {
  uid: string
  email: string
  fullName: string
  role: WorkspaceRole
  joinedAt: string
}

/** A role someone is invited with or given by a change: the owner is made only by a transfer. */
export type MemberRole = Exclude<WorkspaceRole, 'owner'>
export const MEMBER_ROLES = ['admin', 'agent', 'viewer'] as const satisfies readonly MemberRole[]

/** `GET /api/workspaces/current/invitations`: one not yet accepted, nor expired. */
export interface WorkspaceInvitation {
  id: string
  email: string
  role: MemberRole
  createdAt: string
  expiresAt: string
}

/** How long an invitation may be accepted. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/**
 * The header a tab names the workspace it shows with, on every request once its session has loaded
 * (src/runtime/tabWorkspace.ts); the backend refuses a request whose workspace is no longer the
 * person's current one (409 `workspaces/switched`): another tab or device switched, and what this tab
 * would save belongs to the workspace it shows. In answers, the workspace the request acted in (for
 * the server's request log, which removes it).
 */
export const WORKSPACE_HEADER = 'x-conversa-workspace'
