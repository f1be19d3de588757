import type { ChildProcess } from 'node:child_process'

export interface StartOptions {
  env?: Record<string, string | undefined>
  stdio?: 'pipe' | 'inherit'
  timeoutMs?: number
}

export interface StartedProcess {
  url: string
  child: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

export const SERVER_ENTRY: string
export const INSTAGRAM_MOCK_ENTRY: string
export function buildServer(): Promise<void>
export function startServerProcess(options?: StartOptions): Promise<StartedProcess>
export function startInstagramMockProcess(options?: StartOptions): Promise<StartedProcess>
