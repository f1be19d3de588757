import { createActor, createMachine, fromCallback, fromPromise, type EventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { createJournal, stateToString } from '@/devtools/journal'
import { redact, REDACTED } from '@/devtools/redact'
import type { UserData } from '@/runtime/session/sessionStore'
import {
  authSessionMachine,
  type AuthSessionEvent,
  type IdentityReport,
  type SessionData,
} from '@/machines/authSession'

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
// Shaped like the Auth emulator's ID tokens: an unsigned JWT.
const ID_TOKEN = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
  iss: 'https://securetoken.google.com/demo-conversa',
  sub: 'uid-ana',
  email: 'admin@conversa.test',
})}.`
const REFRESH_TOKEN = 'AMf-vBx1nH3rzKJ5sQpLw0YtTv9uZxRfGk2'
const PASSWORD = 'conversa-admin'
const INSTAGRAM_TOKEN = `IGAA${'Zk3pQ9xLr2'.repeat(12)}`

const user = { uid: 'uid-ana', email: 'admin@conversa.test', displayName: 'Ana Admin' }
const report: IdentityReport = { user, token: { value: ID_TOKEN, expiresAt: Date.now() + 3_600_000 } }
const userData: UserData = {
  id: '1',
  email: 'admin@conversa.test',
  fullName: 'Ana Admin',
  username: 'ana',
  avatar: '',
  role: 'admin',
}

/** A sign-in on the real session statechart, with identity and backend stubs that hand out real-looking secrets. */
async function journalOfSignIn() {
  const journal = createJournal()
  let identityChanged: ((event: AuthSessionEvent) => void) | null = null
  const machine = authSessionMachine.provide({
    actors: {
      observeIdentity: fromCallback(({ sendBack }) => {
        identityChanged = sendBack
        sendBack({ type: 'IDENTITY.CHANGED', report: null })
      }),
      // The SDK's user object carries the refresh token too.
      signIn: fromPromise(async () => ({ ...report!, refreshToken: REFRESH_TOKEN }) as NonNullable<IdentityReport>),
      loadSession: fromPromise(async (): Promise<SessionData> => ({
        userData,
        abilityRules: [{ action: 'manage', subject: 'all' }],
      })),
      signOut: fromPromise(async () => {}),
    },
  })
  const actor = createActor(machine, {
    input: {},
    inspect: journal.inspector('authSession', {
      intents: (event) => event.type === 'SIGN_IN' || event.type === 'SIGN_OUT',
    }),
  }).start()
  actor.send({ type: 'SIGN_IN', credentials: { email: 'admin@conversa.test', password: PASSWORD } })
  await new Promise((resolve) => setTimeout(resolve, 0))
  identityChanged!({ type: 'IDENTITY.CHANGED', report })
  await new Promise((resolve) => setTimeout(resolve, 0))
  // The Instagram connection flow reports its token through an event and a callback URL.
  actor.send({
    type: 'INSTAGRAM.CONNECTED',
    connection: { accessToken: INSTAGRAM_TOKEN, userId: '27640875392278831' },
    callbackUrl: `/integrations/instagram/callback?code=AQBx7secretcode&state=s1`,
    headers: { token: ID_TOKEN, Authorization: `Bearer ${ID_TOKEN}` },
    note: `pasted ${INSTAGRAM_TOKEN} and ${ID_TOKEN}`,
  } as unknown as AuthSessionEvent)
  journal.recordIntent({ kind: 'navigate', path: `/integrations/instagram/callback?code=AQBx7secretcode&state=s1` })
  actor.send({ type: 'SIGN_OUT' })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return { journal, actor }
}

describe('the QA journal', () => {
  it('exports a sign-in with no ID token, refresh token, password or Instagram token in it', async () => {
    const { journal } = await journalOfSignIn()
    const exported = JSON.stringify(journal.export({ viewport: { width: 1440, height: 900 } }))
    expect(exported).not.toContain(ID_TOKEN.split('.')[0])
    expect(exported).not.toContain(ID_TOKEN.split('.')[1])
    expect(exported).not.toContain(REFRESH_TOKEN)
    expect(exported).not.toContain(PASSWORD)
    expect(exported).not.toContain(INSTAGRAM_TOKEN.slice(0, 24))
    expect(exported).not.toContain('AQBx7secretcode')
    expect(exported).toContain(REDACTED)
    // What QA needs survives: who signed in and what happened.
    expect(exported).toContain('admin@conversa.test')
    expect(exported).toContain('SIGN_IN')
  })

  it('records each transition with its event, from-state and to-state, in order', async () => {
    const { journal } = await journalOfSignIn()
    const session = journal.getSnapshot().actors.find((actor) => actor.name === 'authSession')!
    const steps = session.transitions.map(({ event, from, to }) => [event.type, from, to])
    expect(steps.slice(0, 4)).toEqual([
      ['xstate.init', null, 'checking'],
      ['IDENTITY.CHANGED', 'checking', 'signedOut'],
      ['SIGN_IN', 'signedOut', 'signingIn'],
      ['xstate.done.actor.signIn', 'signingIn', 'signedIn.profile.loading | signedIn.token.fresh'],
    ])
    expect(session.transitions.map((transition) => transition.to)).toContain(
      'signedIn.profile.ready | signedIn.token.fresh',
    )
    expect(session.state).toBe('signedOut')
    const seqs = session.transitions.map((transition) => transition.seq)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
  })

  it('records the UI’s events as replayable intents, with the email kept and the password redacted', async () => {
    const { journal } = await journalOfSignIn()
    const intents = journal.getSnapshot().intents
    expect(intents.map((intent) => (intent.kind === 'send' ? intent.event.type : intent.kind))).toEqual([
      'SIGN_IN',
      'navigate',
      'SIGN_OUT',
    ])
    expect(intents[0]).toMatchObject({
      kind: 'send',
      actor: 'authSession',
      event: { type: 'SIGN_IN', credentials: { email: 'admin@conversa.test', password: REDACTED } },
    })
    expect(intents[1]).toMatchObject({ path: `/integrations/instagram/callback?code=${REDACTED}&state=s1` })
    // An intent precedes the transitions it causes.
    const session = journal.getSnapshot().actors[0]!
    const signingIn = session.transitions.find((transition) => transition.to === 'signingIn')!
    expect(intents[0]!.seq).toBeLessThan(signingIn.seq)
  })

  it('keeps only the most recent transitions per actor and says how many it dropped', () => {
    const journal = createJournal({ capacity: 3 })
    const toggle = createMachine({
      id: 'toggle',
      initial: 'off',
      states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } },
    })
    const actor = createActor(toggle, { inspect: journal.inspector('toggle') }).start()
    for (let flip = 0; flip < 5; flip++) actor.send({ type: 'FLIP' })
    const [record] = journal.getSnapshot().actors
    expect(record!.transitions.map((transition) => transition.to)).toEqual(['on', 'off', 'on'])
    // The initial snapshot and the first two flips are gone.
    expect(record!.dropped).toBe(3)
    expect(record!.state).toBe('on')
  })

  it('ignores child actors and timer echoes, but keeps UI events that leave the state as it was', () => {
    const journal = createJournal()
    const machine = createMachine({
      id: 'parent',
      initial: 'idle',
      invoke: { src: fromCallback(({ sendBack }) => sendBack({ type: 'PING' })) },
      states: { idle: { on: { PING: {}, SET: {} } } },
    })
    const actor = createActor(machine, { inspect: journal.inspector('parent') }).start()
    actor.send({ type: 'SET' })
    const [record] = journal.getSnapshot().actors
    expect(record!.transitions.map((transition) => [transition.event.type, transition.from, transition.to])).toEqual([
      ['xstate.init', null, 'idle'],
      ['SET', 'idle', 'idle'],
    ])
    expect(journal.actorRef('parent')).toBe(actor)
  })

  it('hands the QA hook the actor that runs, not a twin created and never started (StrictMode)', () => {
    const journal = createJournal()
    const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { FLIP: 'on' } }, on: {} } })
    const live = createActor(toggle, { inspect: journal.inspector('toggle') })
    createActor(toggle, { inspect: journal.inspector('toggle') })
    live.start()
    journal.actorRef('toggle')!.send({ type: 'FLIP' })
    expect(live.getSnapshot().value).toBe('on')
    expect(journal.getSnapshot().actors[0]!.state).toBe('on')
  })

  it('notifies subscribers and keeps the same snapshot object until something changes', () => {
    const journal = createJournal()
    let calls = 0
    journal.subscribe(() => calls++)
    const before = journal.getSnapshot()
    expect(journal.getSnapshot()).toBe(before)
    journal.recordIntent({ kind: 'load', path: '/login' })
    expect(calls).toBe(1)
    expect(journal.getSnapshot()).not.toBe(before)
    journal.clear()
    expect(journal.getSnapshot().intents).toEqual([])
  })
})

describe('state names and redaction', () => {
  it('names parallel states by their leaf paths', () => {
    expect(stateToString('idle')).toBe('idle')
    expect(stateToString({ active: { theme: 'light', navigation: { vertical: 'pinned' } } })).toBe(
      'active.theme.light | active.navigation.vertical.pinned',
    )
  })

  it('masks secret keys and token-shaped strings but keeps flags about them', () => {
    const event: EventObject & Record<string, unknown> = {
      type: 'X',
      idToken: 'abc',
      stsTokenManager: { accessToken: 'abc' },
      hasAccessToken: true,
      refreshFailures: 2,
      password: 'p',
      nested: [{ value: ID_TOKEN }],
    }
    expect(redact(event)).toEqual({
      type: 'X',
      idToken: REDACTED,
      stsTokenManager: REDACTED,
      hasAccessToken: true,
      refreshFailures: 2,
      password: REDACTED,
      nested: [{ value: REDACTED }],
    })
  })
})
