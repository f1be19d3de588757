// Starts (or reuses) the Firebase Auth emulator for scripts and tests.
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

export const PROJECT_ID = 'demo-conversa'
export const EMULATOR_ORIGIN = 'http://127.0.0.1:9099'

export async function emulatorIsUp() {
  try {
    const response = await fetch(`${EMULATOR_ORIGIN}/`, { signal: AbortSignal.timeout(1000) })
    return response.ok
  } catch {
    return false
  }
}

/**
 * Resolves once the emulator answers. Reuses one that is already running (a developer's
 * `npm start` in another terminal), otherwise starts one and returns a stop function.
 */
export async function ensureEmulator({ log = console.log } = {}) {
  if (await emulatorIsUp()) {
    await configureEmulator()
    return { started: false, stop: async () => {} }
  }
  log('Starting the Firebase Auth emulator…')
  const child = spawn('firebase', ['emulators:start', '--only', 'auth', '--project', PROJECT_ID], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    detached: process.platform !== 'win32',
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const deadline = Date.now() + 60_000
  while (!(await emulatorIsUp())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The Auth emulator did not start:\n${output}`)
    }
    await sleep(250)
  }
  await configureEmulator()
  const stop = async () => {
    if (child.exitCode !== null) return
    try {
      process.kill(-child.pid, 'SIGINT')
    } catch {
      child.kill('SIGINT')
    }
    await Promise.race([exited, sleep(5000)])
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
    }
  }
  return { started: true, stop }
}

/** Production-style errors: unknown email and wrong password both answer invalid-credential. */
export async function configureEmulator() {
  const response = await fetch(`${EMULATOR_ORIGIN}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  })
  if (!response.ok) throw new Error(`Could not configure the emulator: ${response.status} ${await response.text()}`)
}

/** Creates each user unless it exists already; safe to call on every start. */
export async function seedUsers(users) {
  for (const user of users) {
    const response = await fetch(
      `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: user.email,
          password: user.password,
          displayName: user.displayName,
          returnSecureToken: true,
        }),
      },
    )
    if (response.ok) continue
    const body = await response.json().catch(() => ({}))
    if (body?.error?.message !== 'EMAIL_EXISTS') {
      throw new Error(`Could not seed ${user.email}: ${JSON.stringify(body)}`)
    }
  }
}
