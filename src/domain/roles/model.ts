import type { AbilityRule } from '@/lib/ability'

/** A role as `GET /api/roles` shows it: its rules, how many people hold it, and whether the caller does. */
export interface RoleSummary {
  /** `admin` or `client`: the roles people hold (docs/product.md, "Roles and permissions"). */
  id: string
  rules: AbilityRule[]
  users: number
  /** When its rules last changed (ISO 8601). */
  updatedAt: string
  /** The caller holds it, so they may not edit it. */
  yours: boolean
}

export interface RolesResponse {
  roles: RoleSummary[]
}

/** `PUT /api/roles/:id`: the role's whole new rule list. */
export interface RoleUpdate {
  rules: AbilityRule[]
}
