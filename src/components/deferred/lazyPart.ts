import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { afterNextPaint } from '@/lib/afterNextPaint'

type PropsOf<C> = C extends ComponentType<infer P> ? P : never

/**
 * A heavy part of a screen (a library's view, a table with its menus, a form in a drawer) in a chunk
 * of its own, fetched when the screen first renders it, once the frame then due is painted. The
 * navigation waits for the screen's own chunk only, so the heading shows without it
 * (docs/architecture.md, "A click answers at once"). Not fetched earlier: on a phone's six
 * connections, a part's files fetched as the screen's module ran queued before the route's own
 * catalog; nor before that paint: a big chunk evaluated first held the heading's frame back.
 * Render it inside a `Suspense` boundary; a chunk that cannot be fetched reaches the screen's
 * error boundary.
 * `lazyPart(() => import('./ProjectsTable'), 'ProjectsTable')`: the module and the export to draw.
 */
export function lazyPart<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(() =>
    afterNextPaint()
      .then(load)
      .then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })),
  )
}
