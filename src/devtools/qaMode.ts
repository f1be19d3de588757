import type { EventObject } from 'xstate'
import { installJournal, startFactsOf } from './inspect'
import { createJournal, type Journal, type JournalExport } from './journal'
import { sessionJournalStorage } from './journalStore'

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
  /** Begins a new journal here, from who is signed in and the preferences in force now. */
  newJournal(): void
}

declare global {
  interface Window {
    __conversaQa?: ConversaQaHook
  }
}

let journal: Journal | null = null

const currentPath = () => `${location.pathname}${location.search}`

// An API path naming one record: a segment that is a number or a UUID.
const RECORD_PATH = /^\/api\/.*\/(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i

/**
 * Notes the records the page read (a GET of a record's path that succeeded), so that a replay on
 * a fresh database can say which ones it lacks instead of diverging without a word.
 */
function watchRecordReads(journal: Journal): void {
  const pageFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const response = await pageFetch(input, init)
    try {
      const request = input instanceof Request ? input : null
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
      const url = new URL(request ? request.url : String(input), location.href)
      if (method === 'GET' && response.ok && url.origin === location.origin && RECORD_PATH.test(url.pathname))
        journal.recordRead(url.pathname)
    } catch {
      // An address the page could not parse is no record.
    }
    return response
  }
}

function tabStorage() {
  try {
    return sessionJournalStorage()
  } catch {
    // Storage blocked: the journal then lives as long as the page.
    return undefined
  }
}

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

/** Begins a new journal on this page, from who is signed in and the preferences in force now. */
export function startNewJournal(): void {
  qaJournal().startNew(currentPath())
}

/**
 * Starts QA mode: one journal for the tab, continued from session storage across page loads (each
 * load recorded), the actors' inspect hook, the user's navigations (link clicks push history
 * entries; the guard's redirects replace them and are not intents), the records the page reads,
 * and the `window.__conversaQa` hook. Called by src/main.tsx before the first render.
 */
export function installQaMode(): Journal {
  if (journal) return journal
  const created = createJournal({ capacity: 500, storage: tabStorage(), startFacts: startFactsOf })
  journal = created
  installJournal(created)
  watchRecordReads(created)
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
    newJournal: startNewJournal,
  }
  return created
}
