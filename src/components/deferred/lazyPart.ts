import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type PropsOf<C> = C extends ComponentType<infer P> ? P : never

/**
 * A heavy part of a screen (a table with its menus, a form in a drawer, a library's view) in a chunk
 * of its own, fetched as soon as the screen's module runs: alongside the screen's first render, not
 * after it, and the navigation, which waits for the screen's chunk, does not wait for this one
 * (docs/architecture.md, "A click answers at once"). Render it inside a `Suspense` boundary; if
 * its chunk cannot be fetched, the screen's error boundary explains it when it renders.
 * `lazyPart(() => import('./ProjectsTable'), 'ProjectsTable')`: the module and the export to draw.
 */
export function lazyPart<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  const loading = load().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> }))
  // Handled where the part renders (above): not an unhandled rejection before that.
  loading.catch(() => {})
  return lazy(() => loading)
}
