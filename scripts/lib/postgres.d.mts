export function ensurePostgres(options?: {
  log?: (message: string) => void
}): Promise<{ url: string; stop: () => Promise<void> }>
