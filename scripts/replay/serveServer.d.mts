export function serveServerApp(options?: {
  log?: (line: string) => void
}): Promise<{ baseURL: string; close(): Promise<void> }>
