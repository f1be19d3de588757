import type { EventObject } from 'xstate'
import { installJournal } from './inspect'
import { createJournal, type Journal, type JournalExport } from './journal'

/**
 * What the replay (scripts/replay.mjs) and the end-to-end tests use to drive the page and read
 * its journal back. It exists only in QA mode builds.
 */
export interface ConversaQaHook {
  /** The journal as exported by the panel (redacted). */
  journal(): JournalExport
  /** A client-side navigation, as a link click does it. */
  navigate(path: string): void
  /** Sends an event to a long-lived actor, as the UI does (sign-in, preference changes...). */
  send(actor: string, event: EventObject): boolean
}

declare global {
  interface Window {
    __conversaQa?: ConversaQaHook
  }
}

let journal: Journal | null = null

const currentPath = () => `${location.pathname}${location.search}`

/** The browser facts the replay reproduces (same window size, colour scheme and language). */
export function qaEnvironment(): Record<string, unknown> {
  return {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    prefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
    language: navigator.language,
    userAgent: navigator.userAgent,
  }
}

/** The page's journal; QA mode is installed before the app renders, so it exists for every actor. */
export function qaJournal(): Journal {
  if (!journal) throw new Error('QA mode is not installed')
  return journal
}

/**
 * Starts QA mode: one journal for the page, the actors' inspect hook, the user's navigations
 * (link clicks push history entries; the guard's redirects replace them and are not intents),
 * and the `window.__conversaQa` hook. Called by src/main.tsx before the first render.
 */
export function installQaMode(): Journal {
  if (journal) return journal
  const created = createJournal({ capacity: 500 })
  journal = created
  installJournal(created)
  created.recordIntent({ kind: 'load', path: currentPath() })
  // wouter announces pushState as a window event; listening before the router subscribes
  // records the intent ahead of the guard's reaction to it.
  const recordNavigation = () => created.recordIntent({ kind: 'navigate', path: currentPath() })
  addEventListener('pushState', recordNavigation)
  addEventListener('popstate', recordNavigation)
  window.__conversaQa = {
    journal: () => created.export(qaEnvironment()),
    navigate: (path) => history.pushState(null, '', path),
    send(actor, event) {
      const ref = created.actorRef(actor)
      if (!ref) return false
      ref.send(event)
      return true
    },
  }
  return created
}
