import { installInspection } from '@/lib/inspection'
import type { InspectorOptions, Journal } from './journal'

/** User intents worth replaying, per long-lived actor; the other events are consequences. */
const INTENTS: Record<string, InspectorOptions['intents']> = {
  authSession: (event) => ['SIGN_IN', 'REGISTER', 'SIGN_OUT', 'RETRY'].includes(event.type),
  preferences: (event) => event.type !== 'VIEWPORT.RESIZED' && event.type !== 'SYSTEM_COLOR_SCHEME.CHANGED',
}

/** Feeds every long-lived actor's inspection events into `journal` (or stops, with null). */
export function installJournal(journal: Journal | null): void {
  installInspection(journal ? (actorName) => journal.inspector(actorName, { intents: INTENTS[actorName] }) : null)
}
