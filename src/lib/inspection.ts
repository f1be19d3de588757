import type { InspectionEvent } from 'xstate'

export type ActorInspector = (event: InspectionEvent) => void
type InspectorFactory = (actorName: string) => ActorInspector | undefined

/**
 * Where the app's long-lived actors meet developer tooling. Outside QA mode nothing is installed
 * and `inspectFor` returns undefined, so a production build carries only these few lines; the QA
 * journal (src/devtools) installs itself through the lazy import in src/main.tsx.
 */
let factory: InspectorFactory | null = null

export function installInspection(next: InspectorFactory | null): void {
  factory = next
}

/** The `inspect` option for the long-lived actor called `actorName`; undefined when QA mode is off. */
export function inspectFor(actorName: string): ActorInspector | undefined {
  if (import.meta.env.VITE_QA_MODE !== 'on' || !factory) return undefined
  return factory(actorName)
}
