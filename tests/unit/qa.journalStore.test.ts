import fc from 'fast-check'
import { assign, createActor, createMachine, setup, type EventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { createJournal, type IntentInput, type JournalOptions } from '@/devtools/journal'
import { JOURNAL_STORAGE_KEY, sessionJournalStorage, type JournalStorage } from '@/devtools/journalStore'
import { startFactsOf } from '@/devtools/inspect'

/** A tab's session storage: one text, and a quota past which writing throws as the browser's does. */
function tabStorage(quota = Number.POSITIVE_INFINITY): JournalStorage & { text: string | null } {
  return {
    text: null,
    read() {
      return this.text
    },
    write(text) {
      if (text.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      this.text = text
    },
  }
}

/** The journal is saved once the current task's changes are done. */
const saved = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A page load of the app: a new journal object continuing what the tab stored, and its load recorded. */
function pageLoad(storage: JournalStorage, path: string, options: JournalOptions = {}) {
  const journal = createJournal({ storage, startFacts: startFactsOf, ...options })
  journal.recordIntent({ kind: 'load', path })
  return journal
}

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } },
})

const ID_TOKEN = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1aWQtY2xpZW50In0.'

/** A stand-in for the session statechart: its context holds the profile and the ID token. */
const sessionMachine = setup({
  types: {
    context: {} as { userData: { email: string; role: string } | null; token: string | null },
    input: {} as { restored: { email: string; role: string } | null },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ userData: input.restored, token: input.restored ? ID_TOKEN : null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        SIGN_IN: { actions: assign({ userData: { email: 'admin@conversa.test', role: 'admin' }, token: ID_TOKEN }) },
      },
    },
  },
})

describe('the journal kept for the tab', () => {
  it('continues across page loads, each load marked, with the actors of every load', async () => {
    const storage = tabStorage()
    const first = pageLoad(storage, '/login')
    const firstActor = createActor(toggle, { inspect: first.inspector('toggle') }).start()
    firstActor.send({ type: 'FLIP' })
    await saved()

    const second = pageLoad(storage, '/invoices')
    createActor(toggle, { inspect: second.inspector('toggle') }).start()
    const view = second.getSnapshot()
    expect(view.pageLoads).toBe(2)
    expect(view.intents.map((intent) => intent.kind === 'load' && intent.path)).toEqual(['/login', '/invoices'])
    // The second load's actor starts afresh (from null), after the first load's history.
    expect(view.actors[0]!.transitions.map(({ from, to }) => [from, to])).toEqual([
      [null, 'off'],
      ['off', 'on'],
      [null, 'off'],
    ])
    const seqs = [...view.intents, ...view.actors[0]!.transitions].map((entry) => entry.seq).sort((a, b) => a - b)
    expect(new Set(seqs).size).toBe(seqs.length)
    expect(second.export().startedAt).toBe(first.getSnapshot().startedAt)
  })

  it('keeps it under its own key of the tab’s session storage', async () => {
    const items = new Map<string, string>()
    const session = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage
    const journal = pageLoad(sessionJournalStorage(session), '/login')
    await saved()
    expect(items.get(JOURNAL_STORAGE_KEY)).toContain('/login')
    expect(pageLoad(sessionJournalStorage(session), '/').getSnapshot().pageLoads).toBe(2)
    expect(journal.getSnapshot().pageLoads).toBe(1)
  })

  it('records who was signed in and the preferences in force when it began, never the token', async () => {
    const storage = tabStorage()
    const journal = pageLoad(storage, '/dashboards')
    // The tab already had a session: the session actor starts from the stored one.
    createActor(sessionMachine, {
      input: { restored: { email: 'client@conversa.test', role: 'client' } },
      inspect: journal.inspector('authSession'),
    }).start()
    const preferences = createMachine({
      id: 'preferences',
      context: { preferences: { theme: 'dark', language: 'fr' } },
      initial: 'active',
      states: { active: {} },
    })
    createActor(preferences, { inspect: journal.inspector('preferences') }).start()
    expect(journal.getSnapshot().start).toEqual({
      kind: 'load',
      signedInAs: { email: 'client@conversa.test', role: 'client' },
      preferences: { theme: 'dark', language: 'fr' },
    })
    await saved()
    expect(storage.text).not.toContain(ID_TOKEN)
    expect(JSON.stringify(journal.export())).not.toContain(ID_TOKEN)

    // The next page load continues that journal: its starting point stays the first load's.
    const next = pageLoad(storage, '/login')
    createActor(sessionMachine, { input: { restored: null }, inspect: next.inspector('authSession') }).start()
    expect(next.getSnapshot().start.signedInAs).toEqual({ email: 'client@conversa.test', role: 'client' })
  })

  it('starts a journal that began signed out as signed out', () => {
    const journal = pageLoad(tabStorage(), '/login')
    createActor(sessionMachine, { input: { restored: null }, inspect: journal.inspector('authSession') }).start()
    expect(journal.getSnapshot().start).toMatchObject({ kind: 'load', signedInAs: null })
  })

  it('begins a new journal on the running page from who is signed in and the actors’ states now', async () => {
    const storage = tabStorage()
    const journal = pageLoad(storage, '/login')
    const session = createActor(sessionMachine, {
      input: { restored: null },
      inspect: journal.inspector('authSession'),
    }).start()
    const lamp = createActor(toggle, { inspect: journal.inspector('toggle') }).start()
    session.send({ type: 'SIGN_IN' })
    lamp.send({ type: 'FLIP' })
    journal.recordRead('/api/invoices/4987')

    journal.startNew('/invoices')
    lamp.send({ type: 'FLIP' })
    const view = journal.getSnapshot()
    expect(view.start).toEqual({
      kind: 'new',
      signedInAs: { email: 'admin@conversa.test', role: 'admin' },
      preferences: null,
      states: { authSession: 'ready', toggle: 'on' },
    })
    expect(view.intents.map((intent) => intent.kind)).toEqual(['start'])
    expect(view.pageLoads).toBe(0)
    expect(view.records).toEqual([])
    expect(view.actors.find((actor) => actor.name === 'toggle')!.transitions.map(({ from, to }) => [from, to])).toEqual(
      [['on', 'off']],
    )
    await saved()
    expect(pageLoad(storage, '/invoices').getSnapshot()).toMatchObject({ pageLoads: 1, start: { kind: 'new' } })
  })

  it.each([
    ['text that is not JSON', '{"format":"conversa-qa-journal-store",'],
    ['JSON of another shape', JSON.stringify({ format: 'conversa-qa-journal-store', version: 1, intents: 'many' })],
    ['a list', '[1,2,3]'],
  ])('starts a new journal, and says so, when the stored one is %s', async (_, text) => {
    const storage = tabStorage()
    storage.text = text
    const journal = pageLoad(storage, '/login')
    expect(journal.getSnapshot()).toMatchObject({ restartedBecause: 'corrupt', pageLoads: 1, droppedIntents: 0 })
    await saved()
    // The new journal replaces the unreadable one, and keeps saying why it began afresh.
    expect(pageLoad(storage, '/').getSnapshot()).toMatchObject({ restartedBecause: 'corrupt', pageLoads: 2 })
  })

  it('notes each record read once, the most recent last', () => {
    const journal = createJournal()
    for (const path of ['/api/invoices/1', '/api/users/7', '/api/invoices/1']) journal.recordRead(path)
    expect(journal.getSnapshot().records).toEqual(['/api/users/7', '/api/invoices/1'])
  })
})

const intentInput: fc.Arbitrary<IntentInput> = fc.oneof(
  fc.record({ kind: fc.constant('load' as const), path: fc.stringMatching(/^\/[a-z-]{1,40}$/) }),
  fc.record({ kind: fc.constant('navigate' as const), path: fc.stringMatching(/^\/[a-z/-]{1,120}$/) }),
  fc.record({
    kind: fc.constant('send' as const),
    actor: fc.constantFrom('preferences', 'authSession'),
    event: fc.record({ type: fc.constantFrom('PREFERENCE.SET', 'SIGN_OUT'), note: fc.string({ maxLength: 200 }) }),
  }),
)

describe('the journal’s bound', () => {
  it('keeps the newest steps of a long session within its size, and counts the oldest it dropped', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(intentInput, { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 5, max: 120 }),
        fc.integer({ min: 4_000, max: 40_000 }),
        fc.boolean(),
        async (session, capacity, maxChars, quotaBelowBound) => {
          // Either the journal's own bound or the storage's quota is the tighter one.
          const storage = tabStorage(quotaBelowBound ? maxChars / 2 : Number.POSITIVE_INFINITY)
          const journal = createJournal({ storage, capacity, maxChars })
          const lamp = createActor(toggle, { inspect: journal.inspector('toggle') }).start()
          session.forEach((intent, index) => {
            journal.recordIntent(intent)
            if (index % 3 === 0) lamp.send({ type: 'FLIP' })
          })
          await saved()
          const { intents, droppedIntents } = journal.getSnapshot()
          expect(intents.length + droppedIntents).toBe(session.length)
          expect(intents.length).toBeLessThanOrEqual(capacity)
          // What is kept is the end of the session, in order: the newest step is never dropped.
          const kept = session.slice(session.length - intents.length)
          expect(intents.map((intent) => intent.kind)).toEqual(kept.map((intent) => intent.kind))
          expect(storage.text!.length).toBeLessThanOrEqual(quotaBelowBound ? maxChars / 2 : maxChars)
          // The next page load reads back exactly what was kept.
          const reloaded = createJournal({ storage, capacity, maxChars }).getSnapshot()
          expect(reloaded.intents).toEqual(intents)
          expect(reloaded.droppedIntents).toBe(droppedIntents)
          expect(reloaded.restartedBecause).toBeNull()
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('the journal’s redaction', () => {
  const secret = fc.stringMatching(/^[A-Za-z0-9]{16,32}$/)
  const jwt = fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/), fc.stringMatching(/^[A-Za-z0-9_-]{8,60}$/))
    .map(([header, payload]) => `eyJ${header}.${payload}.`)
  const instagramToken = fc
    .tuple(fc.constantFrom('IGAA', 'IGQV', 'EAA'), fc.stringMatching(/^[A-Za-z0-9]{20,60}$/))
    .map(([prefix, rest]) => `${prefix}${rest}`)

  it('puts no password, ID token, refresh token or Instagram token in an export or in storage', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ password: secret, refreshToken: secret, idToken: jwt, instagram: instagramToken }),
        fc.string({ maxLength: 40 }),
        async (secrets, words) => {
          const storage = tabStorage()
          const journal = pageLoad(storage, `/integrations/instagram/callback?code=${secrets.password}&state=s1`)
          createActor(sessionMachine, {
            input: { restored: { email: 'qa@example.com', role: 'client' } },
            inspect: journal.inspector('authSession'),
          }).start()
          const signIn: EventObject & Record<string, unknown> = {
            type: 'SIGN_IN',
            credentials: { email: 'qa@example.com', password: secrets.password },
            user: { stsTokenManager: { refreshToken: secrets.refreshToken, accessToken: secrets.idToken } },
            connection: { accessToken: secrets.instagram },
            note: `${words} ${secrets.idToken} ${words} ${secrets.instagram}`,
          }
          journal.recordIntent({ kind: 'send', actor: 'authSession', event: signIn })
          journal.recordIntent({ kind: 'navigate', path: `/webhooks?access_token=${secrets.instagram}` })
          journal.recordRead(`/api/accounts/12/media?access_token=${secrets.instagram}`)
          await saved()
          const next = pageLoad(storage, '/')
          for (const text of [JSON.stringify(next.export()), storage.text!]) {
            for (const value of Object.values(secrets)) expect(text).not.toContain(value)
          }
          expect(next.getSnapshot().start.signedInAs).toEqual({ email: 'qa@example.com', role: 'client' })
        },
      ),
      { numRuns: 60 },
    )
  })
})
