import type { InspectionEvent } from 'xstate'
import type { InspectorOptions, Journal } from './journal'

/**
 * Where the app's long-lived actors meet the QA journal. Outside QA mode nothing is installed and
 * `inspectFor` returns undefined, so a production build carries only these few lines (the journal
 * itself arrives through the lazy import in src/main.tsx).
 */
let activeJournal: Journal | null = null

export function installJournal(journal: Journal | null): void {
  activeJournal = journal
}

/** User intents worth replaying, per long-lived actor; the other events are consequences. */
const INTENTS: Record<string, InspectorOptions['intents']> = {
  authSession: (event) => ['SIGN_IN', 'REGISTER', 'SIGN_OUT', 'RETRY'].includes(event.type),
  preferences: (event) => event.type !== 'VIEWPORT.RESIZED' && event.type !== 'SYSTEM_COLOR_SCHEME.CHANGED',
}

/** The `inspect` option for the long-lived actor called `actorName`; undefined when QA mode is off. */
export function inspectFor(actorName: string): ((event: InspectionEvent) => void) | undefined {
  if (import.meta.env.VITE_QA_MODE !== 'on' || !activeJournal) return undefined
  return activeJournal.inspector(actorName, { intents: INTENTS[actorName] })
}
