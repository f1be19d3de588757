// Finds Chromium for the end-to-end tests, installing Debian's package on a bare machine.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const DEBIAN_PATH = '/usr/bin/chromium'

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

/** Where Chromium is, without installing anything: CHROME_PATH or Debian's package. */
export function chromiumPath() {
  const path = process.env.CHROME_PATH ?? DEBIAN_PATH
  if (!existsSync(path))
    throw new Error(`Chromium not found at ${path}. Run \`npm test\` (it installs it) or set CHROME_PATH.`)
  return path
}

export function ensureChromium({ log = console.log } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH
    throw new Error(`CHROME_PATH points to ${process.env.CHROME_PATH}, which does not exist`)
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      "Chromium is missing. Install Debian's `chromium` package (apt-get install -y chromium) or set CHROME_PATH.",
    )
  }
  log("Chromium is missing: installing Debian's chromium package…")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
  if (!existsSync(DEBIAN_PATH)) throw new Error('apt-get finished but /usr/bin/chromium is still missing')
  return DEBIAN_PATH
}
