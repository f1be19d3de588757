import { installInspection } from '@/lib/inspection'
import type { InspectorOptions, Journal, StartFacts } from './journal'

/** User intents worth replaying, per long-lived actor; the other events are consequences. */
const INTENTS: Record<string, InspectorOptions['intents']> = {
  authSession: (event) => ['SIGN_IN', 'REGISTER', 'SIGN_OUT', 'RETRY'].includes(event.type),
  preferences: (event) => event.type !== 'VIEWPORT.RESIZED' && event.type !== 'SYSTEM_COLOR_SCHEME.CHANGED',
}

const objectOrNull = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null

/**
 * What the long-lived actors' contexts say about where a journal starts: the session's profile
 * (a restored one at a page load: the tab already had a session) and the preferences in force.
 */
export function startFactsOf(actorName: string, context: unknown): Partial<StartFacts> {
  const fields = objectOrNull(context)
  if (actorName === 'authSession') {
    const userData = objectOrNull(fields?.userData)
    const { email, role } = userData ?? {}
    return { signedInAs: typeof email === 'string' ? { email, role: typeof role === 'string' ? role : '' } : null }
  }
  if (actorName === 'preferences') return { preferences: objectOrNull(fields?.preferences) }
  return {}
}

/** Feeds every long-lived actor's inspection events into `journal` (or stops, with null). */
export function installJournal(journal: Journal | null): void {
  installInspection(journal ? (actorName) => journal.inspector(actorName, { intents: INTENTS[actorName] }) : null)
}
