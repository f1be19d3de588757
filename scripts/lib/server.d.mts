import type { ChildProcess } from 'node:child_process'

export const SERVER_ENTRY: string
export function buildServer(): Promise<void>
export function startServerProcess(options?: {
  env?: Record<string, string | undefined>
  stdio?: 'pipe' | 'inherit'
  timeoutMs?: number
}): Promise<{ url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> }>
