/** What the identity service (Firebase Auth) tells the app, independent of its SDK. */

/** The identity service's user record, as much of it as the session needs. */
export interface IdentityUser {
  uid: string
  email: string | null
  displayName: string | null
}

/** A Firebase ID token and the moment (epoch ms) it expires. */
export interface IdToken {
  value: string
  expiresAt: number
}

/** What the identity service reports: a user with their current token, or nobody. */
export type IdentityReport = { user: IdentityUser; token: IdToken | null } | null
