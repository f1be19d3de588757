export const PROJECT_ID: string
export const EMULATOR_ORIGIN: string
export function emulatorIsUp(): Promise<boolean>
export function ensureEmulator(options?: {
  log?: (message: string) => void
}): Promise<{ started: boolean; stop: () => Promise<void> }>
export function configureEmulator(): Promise<void>
export function seedUsers(users: readonly { email: string; password: string; displayName: string }[]): Promise<void>
