/**
 * "Your account has been deleted", handed from the account page to the sign-in page it ends on,
 * in memory: shown once, never by a reload or a shared link. Read in render, cleared in an effect
 * (a development double render reads it twice).
 */
let accountDeleted = false

export function announceAccountDeleted(): void {
  accountDeleted = true
}

export function accountJustDeleted(): boolean {
  return accountDeleted
}

export function forgetAccountDeleted(): void {
  accountDeleted = false
}
