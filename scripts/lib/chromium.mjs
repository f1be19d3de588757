// Finds Chromium for the tests, the bench and the replay, installing Debian's package on a bare machine.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The browser people use: the bench measures it, the replay reproduces sessions in it. */
const DEBIAN_PATH = '/usr/bin/chromium'
/**
 * Debian's headless build of the same Chromium (package chromium-headless-shell, the one
 * Playwright itself runs headless): same Blink and V8, none of the desktop browser's UI. The e2e
 * suite spends a fifth less CPU in it than in the desktop browser run headless, which on two cores
 * is minutes of `npm test` (README, "npm test has to finish within 20 minutes").
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

/** Headless flags that keep Chromium off the network it cannot reach here (tests, replay, bench). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function requireAt(path) {
  if (!existsSync(path))
    throw new Error(`Chromium not found at ${path}. Run \`npm test\` (it installs it) or set CHROME_PATH.`)
  return path
}

/** The desktop Chromium, without installing anything: CHROME_PATH or Debian's package (bench, replay). */
export function chromiumPath() {
  return requireAt(process.env.CHROME_PATH ?? DEBIAN_PATH)
}

/**
 * The tests' Chromium: CHROME_PATH, else Debian's headless shell, else the desktop browser.
 * `verify: false` only names it (a config read on machines without any Chromium).
 */
export function testChromiumPath({ verify = true } = {}) {
  const path = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEBIAN_PATH)
  return verify ? requireAt(path) : path
}

function aptInstall(packageName, log) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  log(`Installing Debian's ${packageName} package…`)
  // A machine without a reachable mirror must fall back, not hang the test run.
  const options = { stdio: 'inherit', env, timeout: 5 * 60_000 }
  try {
    execFileSync('apt-get', ['update', '-qq'], options)
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', packageName], options)
    return true
  } catch (error) {
    log(`Could not install ${packageName}: ${error.message}`)
    return false
  }
}

/**
 * The Chromium `npm test` runs (its path is passed on as CHROME_PATH): Debian's headless shell,
 * installed when missing. A machine that cannot install it runs the desktop browser, slower, and
 * says so; one with neither gets the desktop browser installed, or a clear error.
 */
export function ensureChromium({ log = console.log } = {}) {
  if (process.env.CHROME_PATH) return requireAt(process.env.CHROME_PATH)
  if (existsSync(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH
  const canInstall = typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get')
  if (canInstall && aptInstall('chromium-headless-shell', log) && existsSync(HEADLESS_SHELL_PATH))
    return HEADLESS_SHELL_PATH
  if (existsSync(DEBIAN_PATH)) {
    log(`Running the tests in ${DEBIAN_PATH}: Debian's chromium-headless-shell would take a fifth less CPU.`)
    return DEBIAN_PATH
  }
  if (!canInstall) {
    throw new Error(
      "Chromium is missing. Install Debian's `chromium-headless-shell` (or `chromium`) package, or set CHROME_PATH.",
    )
  }
  if (aptInstall('chromium', log) && existsSync(DEBIAN_PATH)) return DEBIAN_PATH
  throw new Error('apt-get could not install chromium; install it, or set CHROME_PATH.')
}
