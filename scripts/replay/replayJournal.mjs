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
  if (journal.version !== 2 && journal.version !== 3)
    throw new JournalError(`Unsupported journal version ${journal.version}.`)
  if (!Array.isArray(journal.intents) || !Array.isArray(journal.actors))
    throw new JournalError('The journal has no intents or actors.')
  const first = journal.intents[0]?.kind
  // A journal begun from the QA panel on a running page opens with a "start" mark instead.
  if (first !== 'load' && !(first === 'start' && journal.start?.kind === 'new'))
    throw new JournalError('The journal does not start with a page load.')
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
      `The journal lost its oldest entries (${truncated.join(', ')}); record a shorter session (the QA panel's "Start a new journal" begins one).`,
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
  if (intent.kind === 'start') return `start at ${intent.path}`
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

/**
 * Where the recording started, which the replay recreates before its first step: who was signed in
 * (an email; the password comes from the demo logins or --password), the preferences in force,
 * and, for a journal begun on a running page, each actor's state at that moment. Journals of
 * version 2 carry no `start`: their first snapshots say it (`preconditionsOf`).
 */
export function startingPointOf(journal) {
  if (journal.start) {
    const { kind, signedInAs, preferences, states } = journal.start
    return {
      kind,
      signedInAs: signedInAs?.email ?? null,
      role: signedInAs?.role ?? null,
      preferences: Object.entries(preferences ?? {}).filter(([, value]) => value !== REDACTED),
      cookies: [],
      states: states ?? {},
    }
  }
  const { signedInAs, cookies } = preconditionsOf(journal)
  return { kind: 'load', signedInAs, role: null, preferences: [], cookies, states: {} }
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

async function readJournal(page) {
  return page.evaluate(() => window.__conversaQa?.journal() ?? null)
}

/**
 * The states each actor of the replay's page went through. A journal that began at a page load is
 * compared from the replay's first load on: what the page the replay prepared the starting point on
 * did while it unloaded (a late identity report, say) is no part of the recording.
 */
async function readActual(page, { fromFirstLoad = false } = {}) {
  const journal = await readJournal(page)
  if (!journal) return {}
  const firstLoad = journal.intents.find((intent) => intent.kind === 'load')
  const since = fromFirstLoad && firstLoad ? firstLoad.seq : 0
  return Object.fromEntries(
    journal.actors.map((actor) => [
      actor.name,
      stateSequence(actor.transitions.filter((transition) => transition.seq > since)),
    ]),
  )
}

async function load(page, path) {
  await page.goto(path)
  try {
    await page.waitForFunction(() => window.__conversaQa !== undefined, null, { timeout: 15_000 })
  } catch {
    throw new JournalError(
      `The app at ${new URL(page.url()).origin} has no QA mode (no window.__conversaQa): replay against a build made with VITE_QA_MODE=on (README, "QA mode and replay").`,
    )
  }
}

async function send(page, actor, event) {
  // Right after a load the actors may not have started yet.
  const deadline = Date.now() + 5_000
  while (!(await page.evaluate(([name, payload]) => window.__conversaQa.send(name, payload), [actor, event]))) {
    if (Date.now() > deadline) throw new JournalError(`The page has no running actor called ${actor}.`)
    await settle(100)
  }
}

/**
 * A journal begun on a running page: load that page, wait until every compared actor is where the
 * recording's actors were, then begin the replay's own journal there, as the tester did.
 */
async function startAt(page, path, run) {
  await load(page, path)
  const wanted = Object.entries(run.start.states).filter(([name]) => run.compared.includes(name))
  const deadline = Date.now() + run.timeoutMs
  for (;;) {
    const journal = await readJournal(page)
    const now = Object.fromEntries((journal?.actors ?? []).map((actor) => [actor.name, actor.state]))
    const off = wanted.filter(([name, state]) => now[name] !== state)
    if (off.length === 0) break
    if (Date.now() > deadline)
      throw new JournalError(
        `The journal began at ${path} with ${off.map(([name, state]) => `${name} in ${state}`).join(', ')}; the replay's page is at ${off.map(([name]) => `${name} in ${now[name] ?? '(not started)'}`).join(', ')}.`,
      )
    await settle(100)
  }
  await page.evaluate(() => window.__conversaQa.newJournal())
}

async function perform(page, intent, run) {
  if (intent.kind === 'load') return load(page, intent.path)
  if (intent.kind === 'start') return startAt(page, intent.path, run)
  if (intent.kind === 'navigate') {
    await page.evaluate((path) => window.__conversaQa.navigate(path), intent.path)
    return
  }
  await send(page, intent.actor, restoreSecrets(intent.event, run.passwords, run.aliases))
}

/**
 * Recreates the recording's starting point: its preference cookies (version 2) or preferences,
 * and, if any, its signed-in user; then begins the replay's journal afresh, so that what it
 * compares starts where the recording started.
 */
async function establish(context, page, baseURL, run, log) {
  const { start } = run
  if (start.cookies.length > 0) {
    await context.addCookies(start.cookies.map((cookie) => ({ ...cookie, url: baseURL })))
  }
  if (!start.signedInAs && start.preferences.length === 0) return
  await load(page, '/')
  if (start.signedInAs) {
    const email = start.signedInAs
    log(`signing in as ${email}${start.role ? ` (${start.role})` : ''} first (the recording started signed in)`)
    await send(page, 'authSession', restoreSecrets({ type: 'SIGN_IN', credentials: { email } }, run.passwords))
    const deadline = Date.now() + run.timeoutMs
    while (!((await readActual(page)).authSession ?? []).some((entry) => entry.state.includes('profile.ready'))) {
      if (Date.now() > deadline)
        throw new JournalError(`The recording started signed in as ${email}, and signing in as them failed.`)
      await settle(100)
    }
  }
  if (start.preferences.length > 0) log('applying the preferences the recording started with')
  for (const [key, value] of start.preferences) await send(page, 'preferences', { type: 'PREFERENCE.SET', key, value })
  await page.evaluate(() => window.__conversaQa.newJournal())
}

/** API paths the replay's backend answered "not found" for: records its database lacks. */
function watchMissing(page) {
  const missing = new Set()
  page.on('response', (response) => {
    if (response.status() !== 404 && response.status() !== 410) return
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/api/')) missing.add(pathname)
  })
  return missing
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
  const notFound = watchMissing(page)
  const run = {
    passwords: knownPasswords,
    aliases: new Map(),
    start: startingPointOf(journal),
    compared: plan.compared,
    timeoutMs: stepTimeoutMs,
    fromFirstLoad: plan.steps[0]?.intent.kind === 'load',
  }
  // Records the recording read that this backend does not have: a divergence's likely cause.
  const missingRecords = () => (journal.records ?? []).filter((path) => notFound.has(path))

  const diverge = async (step, found) => {
    await mkdir(resolve(screenshotDir), { recursive: true })
    const screenshot = join(resolve(screenshotDir), `divergence-step-${step.index + 1}.png`)
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => {})
    return {
      ok: false,
      steps: plan.steps.length,
      compared: plan.compared,
      pageErrors,
      missingRecords: missingRecords(),
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
    await establish(context, page, baseURL, run, log)
    for (const step of plan.steps) {
      log(`step ${step.index + 1}/${plan.steps.length}: ${describeIntent(step.intent)}`)
      await perform(page, step.intent, run)
      const deadline = Date.now() + stepTimeoutMs
      for (;;) {
        const found = compare(plan.expected, await readActual(page, run), step.reached)
        if (!found) break
        if (found.kind === 'mismatch' || Date.now() > deadline) return await diverge(step, found)
        await settle(100)
      }
    }
    // The recording may have been exported before everything settled: states reached after the
    // last recorded one are reported, not counted as a divergence.
    await settle(settleMs)
    const actual = await readActual(page, run)
    const trailing = Object.entries(plan.expected)
      .map(([name, sequence]) => ({
        actor: name,
        states: (actual[name] ?? []).slice(sequence.length).map((entry) => entry.state),
      }))
      .filter((entry) => entry.states.length > 0)
    return {
      ok: true,
      steps: plan.steps.length,
      compared: plan.compared,
      pageErrors,
      trailing,
      missingRecords: missingRecords(),
    }
  } finally {
    await context.close()
    if (!givenBrowser) await browser.close()
  }
}

export function formatResult(result) {
  const missing = result.missingRecords?.length
    ? [
        `  The journal needed records the replay's fresh database lacks: ${result.missingRecords.join(', ')}`,
        '  (the recording read them from a workspace with data of its own).',
      ]
    : []
  if (result.ok) {
    const notes = (result.trailing ?? []).map(
      (entry) => `  note: ${entry.actor} went on to ${entry.states.join(' → ')} after the recording ended`,
    )
    return [
      `Replay matched: ${result.steps} steps, actors compared: ${result.compared.join(', ')}.`,
      ...notes,
      ...missing,
    ].join('\n')
  }
  const { divergence: d } = result
  return [
    `Replay diverged at step ${d.step} (${d.intent}), actor ${d.actor}:`,
    `  event:    ${d.event}`,
    `  expected: ${d.expected}`,
    `  actual:   ${d.actual}${d.actualEvent ? ` (after ${d.actualEvent})` : ''}`,
    `  screenshot: ${d.screenshot}`,
    ...missing,
  ].join('\n')
}
