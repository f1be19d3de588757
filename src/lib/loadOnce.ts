/**
 * Code fetched on first ask (a chunk the start-up does without): every caller shares the one
 * download, `loaded()` answers at once after it, and a failed download (offline) is asked for
 * again by the next call. `onLoad` runs once, with the value, before any caller sees it.
 */
export function loadOnce<T>(load: () => Promise<T>, onLoad?: (value: T) => void) {
  let value: { current: T } | null = null
  let pending: Promise<T> | null = null
  return {
    load(): Promise<T> {
      if (!pending) {
        const attempt = load().then((loaded) => {
          value = { current: loaded }
          onLoad?.(loaded)
          return loaded
        })
        attempt.catch(() => {
          if (pending === attempt) pending = null
        })
        pending = attempt
      }
      return pending
    },
    loaded(): T | null {
      return value ? value.current : null
    },
  }
}
