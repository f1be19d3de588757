import { describe, expect, it } from 'vitest'
import type { JournalExport, JournalTransition } from '@/devtools/journal'
import { JournalError, planReplay, stateSequence, validateJournal } from '../../scripts/replay.mjs'
import {
  formatResult,
  KNOWN_PASSWORDS,
  preconditionsOf,
  restoreSecrets,
  startingPointOf,
} from '../../scripts/replay/replayJournal.mjs'

const step = (seq: number, type: string, from: string | null, to: string): JournalTransition => ({
  seq,
  at: seq,
  event: { type },
  from,
  to,
})

function journal(overrides: Partial<JournalExport> = {}): JournalExport {
  return {
    format: 'conversa-qa-journal',
    version: 3,
    exportedAt: '2026-11-22T00:00:00.000Z',
    environment: {},
    startedAt: 0,
    start: { kind: 'load', signedInAs: null, preferences: null },
    pageLoads: 1,
    records: [],
    restartedBecause: null,
    intents: [
      { seq: 1, at: 1, kind: 'load', path: '/login' },
      {
        seq: 5,
        at: 5,
        kind: 'send',
        actor: 'authSession',
        event: { type: 'SIGN_IN', credentials: { email: 'admin@conversa.test', password: '[redacted]' } },
      },
    ],
    droppedIntents: 0,
    actors: [
      {
        name: 'authSession',
        state: 'signedIn',
        status: 'active',
        dropped: 0,
        covered: { states: [], transitions: [] },
        transitions: [
          step(2, 'xstate.init', null, 'checking'),
          step(3, 'IDENTITY.CHANGED', 'checking', 'signedOut'),
          step(6, 'SIGN_IN', 'signedOut', 'signingIn'),
          step(7, 'IDENTITY.CHANGED', 'signingIn', 'signedIn'),
        ],
      },
      {
        name: 'navigationGuard',
        state: 'allowed',
        status: 'active',
        dropped: 0,
        covered: { states: [], transitions: [] },
        transitions: [
          step(2, 'xstate.init', null, 'idle'),
          step(4, 'NAVIGATE', 'idle', 'allowed'),
          step(8, 'NAVIGATE', 'allowed', 'allowed'),
        ],
      },
      {
        name: 'loadingBar',
        state: 'idle',
        status: 'active',
        dropped: 0,
        covered: { states: [], transitions: [] },
        transitions: [step(2, 'xstate.init', null, 'idle')],
      },
    ],
    ...overrides,
  }
}

describe('replay planning', () => {
  it('compares state changes only, in order, each with the event that led there', () => {
    const guard = journal().actors[1]!
    expect(stateSequence(guard.transitions)).toEqual([
      { state: 'idle', event: 'xstate.init', seq: 2 },
      { state: 'allowed', event: 'NAVIGATE', seq: 4 },
    ])
  })

  it('splits the journal into one step per intent, with the states each actor must have reached by its end', () => {
    const plan = planReplay(journal())
    expect(plan.compared).toEqual(['authSession', 'navigationGuard'])
    expect(plan.steps.map((entry) => entry.reached)).toEqual([
      { authSession: 2, navigationGuard: 2 },
      { authSession: 4, navigationGuard: 2 },
    ])
    expect(planReplay(journal(), { actors: ['loadingBar'] }).compared).toEqual(['loadingBar'])
  })

  it('refuses files that are not journals, cleared journals and journals that lost entries', () => {
    expect(() => validateJournal({ format: 'something-else' })).toThrow(JournalError)
    // Version 1 journals sent one event per preference (THEME.SET…), which the app no longer knows.
    expect(() => validateJournal({ ...journal(), version: 1 })).toThrow(/older build/)
    expect(() => validateJournal(journal({ intents: journal().intents.slice(1) }))).toThrow(
      /does not start with a page load/,
    )
    const truncated = journal()
    truncated.actors[0]!.dropped = 3
    expect(() => planReplay(truncated)).toThrow(/lost its oldest entries \(authSession\)/)
    // The loading bar's buffer fills first in a long session; it is not compared, so that is fine.
    const busyLoadingBar = journal()
    busyLoadingBar.actors[2]!.dropped = 40
    expect(planReplay(busyLoadingBar).steps).toHaveLength(2)
  })

  it('signs the demo users in with their known passwords and asks for any other one', () => {
    const event = { type: 'SIGN_IN', credentials: { email: 'admin@conversa.test', password: '[redacted]' } }
    expect(restoreSecrets(event, KNOWN_PASSWORDS)).toEqual({
      type: 'SIGN_IN',
      credentials: { email: 'admin@conversa.test', password: 'conversa-admin' },
    })
    const stranger = { type: 'SIGN_IN', credentials: { email: 'qa@example.com', password: '[redacted]' } }
    expect(() => restoreSecrets(stranger, KNOWN_PASSWORDS)).toThrow(/--password qa@example.com=/)
    expect(restoreSecrets(stranger, { 'qa@example.com': 's3cret' })).toMatchObject({
      credentials: { password: 's3cret' },
    })
    expect(restoreSecrets({ type: 'THEME.SET', theme: 'dark' }, {})).toEqual({ type: 'THEME.SET', theme: 'dark' })
  })

  it('registers a fresh address in place of the recorded one and signs in with it afterwards', () => {
    const aliases = new Map<string, { email: string; password: string }>()
    const registered = restoreSecrets(
      { type: 'REGISTER', registration: { email: 'new@conversa.test', password: '[redacted]', fullName: 'New' } },
      {},
      aliases,
    )
    expect(registered.registration.email).toMatch(/^replay-[a-z0-9]+-new@conversa\.test$/)
    expect(registered.registration.password).not.toBe('[redacted]')
    const signIn = restoreSecrets(
      { type: 'SIGN_IN', credentials: { email: 'new@conversa.test', password: '[redacted]' } },
      {},
      aliases,
    )
    expect(signIn.credentials).toEqual({
      email: registered.registration.email,
      password: registered.registration.password,
    })
  })

  it('starts from the recorded page’s stored preferences and signed-in user', () => {
    const recorded = journal()
    recorded.actors[0]!.transitions[0]!.event = {
      type: 'xstate.init',
      input: { restored: { userData: { email: 'client@conversa.test', role: 'client' }, abilityRules: [] } },
    }
    recorded.actors.push({
      name: 'preferences',
      state: 'active',
      status: 'active',
      dropped: 0,
      covered: { states: [], transitions: [] },
      transitions: [
        {
          ...step(2, 'xstate.init', null, 'active'),
          event: { type: 'xstate.init', input: { stored: { theme: 'dark', primaryColorLight: '#7367F0' } } },
        },
      ],
    })
    expect(preconditionsOf(recorded)).toEqual({
      signedInAs: 'client@conversa.test',
      cookies: [
        { name: 'conversa-theme', value: 'dark' },
        { name: 'conversa-primary-color-light', value: '%237367F0' },
      ],
    })
    expect(preconditionsOf(journal())).toEqual({ signedInAs: null, cookies: [] })
  })

  it('starts from the journal’s recorded starting point: who, with which preferences, from which states', () => {
    const signedIn = journal({
      start: {
        kind: 'load',
        signedInAs: { email: 'client@conversa.test', role: 'client' },
        preferences: { theme: 'dark', language: 'fr', primaryColorLight: '[redacted]' },
      },
    })
    expect(startingPointOf(signedIn)).toEqual({
      kind: 'load',
      signedInAs: 'client@conversa.test',
      role: 'client',
      preferences: [
        ['theme', 'dark'],
        ['language', 'fr'],
      ],
      cookies: [],
      states: {},
    })
    // Begun from the QA panel on a running page: the first step is that page, in those states.
    const begunOnAPage = journal({
      start: { kind: 'new', signedInAs: null, preferences: null, states: { navigationGuard: 'allowed' } },
      intents: [{ seq: 1, at: 1, kind: 'start', path: '/invoices' }],
    })
    expect(planReplay(begunOnAPage).steps.map((entry) => entry.intent.kind)).toEqual(['start'])
    expect(startingPointOf(begunOnAPage).states).toEqual({ navigationGuard: 'allowed' })
    // Only a journal begun from the panel may open without a page load.
    expect(() => validateJournal(journal({ intents: begunOnAPage.intents }))).toThrow(/does not start with a page load/)
  })

  it('names the records the recording read that the replay’s database lacks', () => {
    const diverged = formatResult({
      ok: false,
      steps: 3,
      compared: ['authSession'],
      pageErrors: [],
      missingRecords: ['/api/invoices/98765'],
      divergence: {
        step: 2,
        intent: 'load /invoices/98765',
        actor: 'navigationGuard',
        event: 'NAVIGATE',
        expected: 'allowed',
        actual: 'notFound',
        screenshot: 'divergence-step-2.png',
      },
    })
    expect(diverged).toContain("The journal needed records the replay's fresh database lacks: /api/invoices/98765")
    expect(formatResult({ ok: true, steps: 3, compared: ['authSession'], pageErrors: [], missingRecords: [] })).toBe(
      'Replay matched: 3 steps, actors compared: authSession.',
    )
  })
})
