/**
 * A notice for the next screen of the feature ("“Promo” was saved."), handed over in memory when
 * the builder navigates back to the list: it shows once, and a reload or a shared link never
 * brings it back (a notice in the URL would).
 */
export type Flash = { kind: 'saved'; name: string } | { kind: 'deleted'; name: string }

let pending: Flash | null = null

export function setFlash(flash: Flash): void {
  pending = flash
}

export function takeFlash(): Flash | null {
  const flash = pending
  pending = null
  return flash
}
