import { z } from 'zod'

/**
 * Where a journal is kept between page loads: the tab's session storage in the app (each tab its
 * own journal, gone with the tab), a plain object in tests.
 */
export interface JournalStorage {
  read(): string | null
  /** Throws when the storage is full (the journal then shrinks and tries again). */
  write(text: string): void
}

export const JOURNAL_STORAGE_KEY = 'conversa-qa-journal'

export function sessionJournalStorage(storage: Storage = window.sessionStorage): JournalStorage {
  return {
    read: () => storage.getItem(JOURNAL_STORAGE_KEY),
    write: (text) => storage.setItem(JOURNAL_STORAGE_KEY, text),
  }
}

const event = z.looseObject({ type: z.string() })

const intent = z.discriminatedUnion('kind', [
  z.object({ seq: z.number(), at: z.number(), kind: z.enum(['load', 'navigate', 'start']), path: z.string() }),
  z.object({ seq: z.number(), at: z.number(), kind: z.literal('send'), actor: z.string(), event }),
])

const transition = z.object({
  seq: z.number(),
  at: z.number(),
  event,
  from: z.string().nullable(),
  to: z.string(),
})

const start = z.object({
  kind: z.enum(['load', 'new']),
  signedInAs: z.object({ email: z.string(), role: z.string() }).nullable(),
  preferences: z.record(z.string(), z.unknown()).nullable(),
  states: z.record(z.string(), z.string()).optional(),
})

/** The journal as session storage keeps it: what survives a page load (live actors do not). */
const storedJournalSchema = z.object({
  format: z.literal('conversa-qa-journal-store'),
  version: z.literal(1),
  startedAt: z.number(),
  start,
  pageLoads: z.number().int().nonnegative(),
  seq: z.number().int().nonnegative(),
  intents: z.array(intent),
  droppedIntents: z.number().int().nonnegative(),
  records: z.array(z.string()),
  restartedBecause: z.literal('corrupt').nullable(),
  actors: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['active', 'done', 'error', 'stopped']).nullable(),
      transitions: z.array(transition),
      dropped: z.number().int().nonnegative(),
      covered: z.object({ states: z.array(z.string()), transitions: z.array(z.string()) }),
    }),
  ),
})

export type StoredJournal = z.infer<typeof storedJournalSchema>

/** The stored journal, or why there is none to continue: nothing stored yet, or unreadable data. */
export function readStoredJournal(
  storage: JournalStorage,
): { kind: 'journal'; journal: StoredJournal } | { kind: 'none' } | { kind: 'corrupt' } {
  let text: string | null
  try {
    text = storage.read()
  } catch {
    return { kind: 'none' }
  }
  if (text === null) return { kind: 'none' }
  try {
    const parsed = storedJournalSchema.safeParse(JSON.parse(text))
    return parsed.success ? { kind: 'journal', journal: parsed.data } : { kind: 'corrupt' }
  } catch {
    return { kind: 'corrupt' }
  }
}
