export * from '../replay.d.mts'
export const JOURNAL_FORMAT: string
export const REDACTED: string
export const CHROMIUM_ARGS: string[]
export const TIMING_DRIVEN_ACTORS: string[]
export const KNOWN_PASSWORDS: Record<string, string>
export function restoreSecrets<T extends { type: string }>(
  event: T,
  passwords: Record<string, string>,
  aliases?: Map<string, { email: string; password: string }>,
): T
export function preconditionsOf(journal: unknown): {
  cookies: { name: string; value: string }[]
  signedInAs: string | null
}
export function startingPointOf(journal: unknown): {
  kind: 'load' | 'new'
  signedInAs: string | null
  role: string | null
  preferences: [string, unknown][]
  cookies: { name: string; value: string }[]
  states: Record<string, string>
}
export function describeIntent(intent: {
  kind: string
  path?: string
  actor?: string
  event?: { type: string }
}): string
