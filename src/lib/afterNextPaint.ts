/** A tab in the background paints no frame: what waits for one goes ahead after this long. */
const HIDDEN_TAB_WAIT_MS = 100

/**
 * Resolves once the browser has painted the next frame (a task queued from an animation frame runs
 * after that frame is out), or after a tenth of a second where no frame comes (a background tab).
 * For work that would otherwise hold back a paint already due: a big chunk's download and
 * evaluation right after a navigation's commit.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, HIDDEN_TAB_WAIT_MS)
  })
}
