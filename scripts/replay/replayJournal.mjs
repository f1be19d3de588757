// Replays a QA journal (exported by the QA panel) in real Chromium and compares, actor by actor,
// the states the app reaches with the states the journal recorded.
/* global window -- the page.evaluate callbacks run in the browser */
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { DEMO_USERS } from '../../src/mocks/demoUsers.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs'

export { CHROMIUM_ARGS }

export const JOURNAL_FORMAT = 'conversa-qa-journal'
const REDACTED = '[redacted]'

/**
 * Actors whose path depends on timing rather than on what the user did (the loading bar creeps
 * on a timer and merges overlapping requests): recorded and shown, but not compared by default.
 */
export const TIMING_DRIVEN_ACTORS = ['loadingBar']

/** Passwords are redacted in journals; sign-ins of the demo users replay with these. */
export const KNOWN_PASSWORDS = Object.fromEntries(DEMO_USERS.map((user) => [user.email, user.password]))

export class JournalError extends Error {}

/** Checks the file is a journal the replay can trust, and returns it. */
export function validateJournal(journal) {
  if (!journal || journal.format !== JOURNAL_FORMAT) throw new JournalError('This file is not a Conversa QA journal.')
  if (journal.version === 1)
    throw new JournalError(
      'This journal was recorded by an older build whose events this app no longer sends; record it again.',
    )
  if (journal.version !== 2) throw new JournalError(`Unsupported journal version ${journal.version}.`)
  if (!Array.isArray(journal.intents) || !Array.isArray(journal.actors))
    throw new JournalError('The journal has no intents or actors.')
  if (journal.intents[0]?.kind !== 'load') throw new JournalError('The journal does not start with a page load.')
  return journal
}

/** A ring buffer that dropped entries cannot be replayed from the start (uncompared actors may). */
function refuseTruncated(journal, compared) {
  const truncated = journal.actors
    .filter((actor) => compared.includes(actor.name) && actor.dropped > 0)
    .map((actor) => actor.name)
  if (journal.droppedIntents > 0) truncated.push('intents')
  if (truncated.length > 0) {
    throw new JournalError(
      `The journal lost its oldest entries (${truncated.join(', ')}); record a shorter session (reload the page to start a new journal).`,
    )
  }
}

/** The states an actor went through, without repeats: what "the same states in the same order" compares. */
export function stateSequence(transitions) {
  const sequence = []
  for (const transition of [...transitions].sort((a, b) => a.seq - b.seq)) {
    if (sequence.at(-1)?.state === transition.to) continue
    sequence.push({ state: transition.to, event: transition.event?.type ?? '?', seq: transition.seq })
  }
  return sequence
}

export function describeIntent(intent) {
  if (intent.kind === 'load') return `load ${intent.path}`
  if (intent.kind === 'navigate') return `navigate ${intent.path}`
  return `${intent.actor} ← ${intent.event.type}`
}

/** Splits the journal into steps: each intent with the state changes recorded before the next one. */
export function planReplay(journal, { actors } = {}) {
  validateJournal(journal)
  const compared = journal.actors
    .map((actor) => actor.name)
    .filter((name) => (actors ? actors.includes(name) : !TIMING_DRIVEN_ACTORS.includes(name)))
  refuseTruncated(journal, compared)
  const intents = [...journal.intents].sort((a, b) => a.seq - b.seq)
  const expected = Object.fromEntries(
    journal.actors
      .filter((actor) => compared.includes(actor.name))
      .map((actor) => [actor.name, stateSequence(actor.transitions)]),
  )
  const steps = intents.map((intent, index) => {
    const until = intents[index + 1]?.seq ?? Number.POSITIVE_INFINITY
    // How many states of each actor must have been reached once this step has settled.
    const reached = Object.fromEntries(
      Object.entries(expected).map(([name, sequence]) => [name, sequence.filter((entry) => entry.seq < until).length]),
    )
    return { index, intent, reached }
  })
  return { compared, expected, steps }
}

/**
 * Puts the secrets back into an intent's event. Sign-ins take the password from the known table
 * or --password. A registration cannot happen twice with one address, so the replay registers a
 * fresh address derived from the recorded one (with a generated password) and signs in with that
 * address from then on.
 */
export function restoreSecrets(event, passwords, aliases = new Map()) {
  if (event.type === 'REGISTER') {
    const { email } = event.registration
    const stamp = Date.now().toString(36)
    const [local, domain] = email.split('@')
    const alias = { email: `replay-${stamp}-${local}@${domain}`, password: passwords[email] ?? `Replay-${stamp}-pass` }
    aliases.set(email, alias)
    return { ...event, registration: { ...event.registration, ...alias } }
  }
  if (event.type !== 'SIGN_IN') return event
  const { email } = event.credentials
  const alias = aliases.get(email)
  if (alias) return { ...event, credentials: { ...event.credentials, ...alias } }
  const password = passwords[email]
  if (!password) {
    throw new JournalError(`No password for ${email}: the journal redacts it. Pass --password ${email}=<password>.`)
  }
  return { ...event, credentials: { ...event.credentials, password } }
}

/** The app's cookie names for preferences (src/app/preferences/cookies.ts): prefixed, kebab-case. */
const preferenceCookieName = (key) => `conversa-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

/**
 * What the recorded page found when it loaded, read from its actors' first snapshots: the stored
 * preferences (cookies) and a session restored from storage (whose user the replay signs in first).
 */
export function preconditionsOf(journal) {
  const initInput = (name) =>
    journal.actors.find((actor) => actor.name === name)?.transitions.find((transition) => transition.from === null)
      ?.event?.input
  const stored = initInput('preferences')?.stored ?? {}
  const restoredEmail = initInput('authSession')?.restored?.userData?.email
  return {
    cookies: Object.entries(stored)
      .filter(([, value]) => typeof value === 'string' && value !== REDACTED)
      .map(([key, value]) => ({ name: preferenceCookieName(key), value: encodeURIComponent(value) })),
    signedInAs: typeof restoredEmail === 'string' ? restoredEmail : null,
  }
}

/** Compares what the page reached with what the journal expects; null while it is still on track. */
function compare(expected, actual, upTo) {
  for (const [name, sequence] of Object.entries(expected)) {
    const reached = actual[name] ?? []
    const limit = Math.min(reached.length, sequence.length)
    for (let index = 0; index < limit; index++) {
      if (reached[index].state !== sequence[index].state) {
        return { kind: 'mismatch', actor: name, expected: sequence[index], actual: reached[index] }
      }
    }
  }
  for (const [name, sequence] of Object.entries(expected)) {
    const reached = actual[name] ?? []
    if (reached.length < upTo[name]) {
      return { kind: 'waiting', actor: name, expected: sequence[reached.length], actual: reached.at(-1) }
    }
  }
  return null
}

const settle = (ms) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms))

async function readActual(page) {
  const journal = await page.evaluate(() => window.__conversaQa?.journal() ?? null)
  if (!journal) return {}
  return Object.fromEntries(journal.actors.map((actor) => [actor.name, stateSequence(actor.transitions)]))
}

async function perform(page, intent, passwords, aliases) {
  if (intent.kind === 'load') {
    await page.goto(intent.path)
    await page.waitForFunction(() => window.__conversaQa !== undefined, null, { timeout: 15_000 })
    return
  }
  if (intent.kind === 'navigate') {
    await page.evaluate((path) => window.__conversaQa.navigate(path), intent.path)
    return
  }
  const event = restoreSecrets(intent.event, passwords, aliases)
  // Right after a load the actors may not have started yet.
  const deadline = Date.now() + 5_000
  while (
    !(await page.evaluate(([actor, payload]) => window.__conversaQa.send(actor, payload), [intent.actor, event]))
  ) {
    if (Date.now() > deadline) throw new JournalError(`The page has no running actor called ${intent.actor}.`)
    await settle(100)
  }
}

/** Recreates the recorded page's starting point: its preference cookies and, if any, its signed-in user. */
async function establish(context, page, baseURL, preconditions, passwords, timeoutMs) {
  if (preconditions.cookies.length > 0) {
    await context.addCookies(preconditions.cookies.map((cookie) => ({ ...cookie, url: baseURL })))
  }
  if (!preconditions.signedInAs) return
  const email = preconditions.signedInAs
  await perform(page, { kind: 'load', path: '/' }, passwords)
  await perform(
    page,
    { kind: 'send', actor: 'authSession', event: { type: 'SIGN_IN', credentials: { email } } },
    passwords,
  )
  const deadline = Date.now() + timeoutMs
  while (!((await readActual(page)).authSession ?? []).some((entry) => entry.state.includes('profile.ready'))) {
    if (Date.now() > deadline)
      throw new JournalError(`The recorded page started signed in as ${email}, and signing in as them failed.`)
    await settle(100)
  }
}

/**
 * Replays `journal` against the app at `baseURL` (a build with QA mode on) and returns
 * `{ ok, steps, compared, divergence }`. `divergence` names the step, the actor, the event the
 * journal recorded, the state it expected and the state the app reached, plus a screenshot path.
 */
export async function replayJournal({
  journal,
  baseURL,
  browser: givenBrowser,
  passwords = {},
  actors,
  screenshotDir = '.test-results/replay',
  stepTimeoutMs = 15_000,
  settleMs = 750,
  log = () => {},
}) {
  const plan = planReplay(journal, { actors })
  const knownPasswords = { ...KNOWN_PASSWORDS, ...passwords }
  const browser = givenBrowser ?? (await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }))
  const environment = journal.environment ?? {}
  const context = await browser.newContext({
    baseURL,
    viewport: environment.viewport ?? { width: 1440, height: 900 },
    colorScheme: environment.prefersDark ? 'dark' : 'light',
    locale: typeof environment.language === 'string' ? environment.language : 'en-US',
  })
  const page = await context.newPage()
  const pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const aliases = new Map()

  const diverge = async (step, found) => {
    await mkdir(resolve(screenshotDir), { recursive: true })
    const screenshot = join(resolve(screenshotDir), `divergence-step-${step.index + 1}.png`)
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => {})
    return {
      ok: false,
      steps: plan.steps.length,
      compared: plan.compared,
      pageErrors,
      divergence: {
        step: step.index + 1,
        intent: describeIntent(step.intent),
        actor: found.actor,
        event: found.expected?.event ?? '(none)',
        expected: found.expected?.state ?? '(no further state)',
        actual: found.kind === 'waiting' ? `(still ${found.actual?.state ?? 'not started'})` : found.actual.state,
        actualEvent: found.kind === 'mismatch' ? found.actual.event : undefined,
        screenshot,
      },
    }
  }

  try {
    const preconditions = preconditionsOf(journal)
    if (preconditions.signedInAs)
      log(`signing in as ${preconditions.signedInAs} first (the recorded page started signed in)`)
    await establish(context, page, baseURL, preconditions, knownPasswords, stepTimeoutMs)
    for (const step of plan.steps) {
      log(`step ${step.index + 1}/${plan.steps.length}: ${describeIntent(step.intent)}`)
      await perform(page, step.intent, knownPasswords, aliases)
      const deadline = Date.now() + stepTimeoutMs
      for (;;) {
        const found = compare(plan.expected, await readActual(page), step.reached)
        if (!found) break
        if (found.kind === 'mismatch' || Date.now() > deadline) return await diverge(step, found)
        await settle(100)
      }
    }
    // The recording may have been exported before everything settled: states reached after the
    // last recorded one are reported, not counted as a divergence.
    await settle(settleMs)
    const actual = await readActual(page)
    const trailing = Object.entries(plan.expected)
      .map(([name, sequence]) => ({
        actor: name,
        states: (actual[name] ?? []).slice(sequence.length).map((entry) => entry.state),
      }))
      .filter((entry) => entry.states.length > 0)
    return { ok: true, steps: plan.steps.length, compared: plan.compared, pageErrors, trailing }
  } finally {
    await context.close()
    if (!givenBrowser) await browser.close()
  }
}

export function formatResult(result) {
  if (result.ok) {
    const notes = (result.trailing ?? []).map(
      (entry) => `\n  note: ${entry.actor} went on to ${entry.states.join(' → ')} after the recording ended`,
    )
    return `Replay matched: ${result.steps} steps, actors compared: ${result.compared.join(', ')}.${notes.join('')}`
  }
  const { divergence: d } = result
  return [
    `Replay diverged at step ${d.step} (${d.intent}), actor ${d.actor}:`,
    `  event:    ${d.event}`,
    `  expected: ${d.expected}`,
    `  actual:   ${d.actual}${d.actualEvent ? ` (after ${d.actualEvent})` : ''}`,
    `  screenshot: ${d.screenshot}`,
  ].join('\n')
}
