// `npm test`: every check, in the order that fails fastest. Prints one closing line
// "Tests: N passed, N failed" and exits non-zero if anything failed.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './lib/chromium.mjs'
import { ensureEmulator } from './lib/emulator.mjs'

const RESULTS = '.test-results/vitest.json'
const E2E_DIST = 'dist-mock'

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`)
    return false
  }
  return true
}

/**
 * Runs a check with its output held back, so that checks can run side by side and still print
 * one after the other.
 */
function heldStep(title, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ title, ok: false, output: `${output}${error.message}\n` }))
    child.on('close', (code) => resolve({ title, ok: code === 0, output }))
  })
}

/**
 * Static checks, side by side: each is one busy thread (tsc, ESLint, Prettier), so two cores run
 * them in about half the time they take in a row. The build comes after, on its own.
 */
const staticChecks = [
  ['Typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['Lint (ESLint: layers, hooks)', 'eslint', ['.', '--max-warnings', '0']],
  ['Import cycles', 'node', ['scripts/lint/check-cycles.mjs']],
  ['Formatting (Prettier)', 'prettier', ['--check', '.', '--log-level', 'warn']],
  ['Lingui catalogs (no missing fr/ar message)', 'node', ['scripts/check-i18n.mjs']],
  ['Unused files, exports and dependencies (knip)', 'knip', ['--no-progress']],
]
const build = [
  'Build with the mock backend (for the end-to-end tests)',
  'vite',
  ['build', '--mode', 'mock', '--logLevel', 'warn'],
]
const checks = [...staticChecks, build]

let failedChecks = 0
const chromium = ensureChromium()
for (const { title, ok, output } of await Promise.all(staticChecks.map((check) => heldStep(...check)))) {
  console.log(`\n▶ ${title}`)
  process.stdout.write(output)
  if (!ok) {
    console.error(`✖ ${title} failed`)
    failedChecks++
  }
}
if (!step(...build)) failedChecks++

let passed = 0
let failed = 0
const emulator = await ensureEmulator()
// The server's build and the QA app, made once for every test file that needs them (scripts/lib/buildOnce.mjs).
const buildOnceDir = mkdtempSync(join(tmpdir(), 'conversa-build-once-'))
try {
  rmSync(RESULTS, { force: true })
  mkdirSync('.test-results', { recursive: true })
  const ok = step(
    'Unit, machine, build, integration (Auth emulator) and end-to-end (Chromium) tests',
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}`],
    { E2E_DIST, CHROME_PATH: chromium, CONVERSA_BUILD_ONCE_DIR: buildOnceDir },
  )
  try {
    const report = JSON.parse(readFileSync(RESULTS, 'utf8'))
    passed = report.numPassedTests
    failed = report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    if (report.numTotalTests === 0) failed++
  } catch {
    failed++
  }
  if (!ok && failed === 0) failed++
} finally {
  rmSync(buildOnceDir, { recursive: true, force: true })
  await emulator.stop()
}

console.log(
  `\nChecks: ${checks.length - failedChecks} of ${checks.length} passed (typecheck, lint, cycles, formatting, catalogs, unused code, build)`,
)
console.log(`Tests: ${passed} passed, ${failed + failedChecks} failed`)
process.exit(failed + failedChecks > 0 ? 1 : 0)
