/**
 * Ends the current task, so the browser can paint and answer input before the rest of the work
 * runs: start-up is cut into several short tasks instead of one long one (on a slow phone, a long
 * task is a page that does not react). `scheduler.yield()` where the browser has it (the rest runs
 * before other queued tasks), a zero-delay timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
