// `npm run coverage:model [-- --run] [--json <file>]`
//
// Which states and transitions of each statechart the tests exercised. Merges:
//   - .test-results/model-coverage/*.json: written by the model-based unit tests
//     (tests/unit/machines/graphCoverage.ts, on `coverage.print()`);
//   - .test-results/journals/*.json: QA journals the end-to-end tests save when they close a page
//     (tests/support/browser.ts; QA mode is on in the mock build);
// against every machine's full list of state nodes and transitions from `xstate/graph`.
// `--run` runs the model-based unit tests first. Exit code 0 unless the inputs are unreadable.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createServer } from 'vite'

const MODEL_DIR = '.test-results/model-coverage'
const JOURNAL_DIR = '.test-results/journals'

async function readJsonFiles(dir) {
  if (!existsSync(dir)) return []
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json'))
  const files = []
  for (const name of names) {
    try {
      files.push({ name, data: JSON.parse(await readFile(join(dir, name), 'utf8')) })
    } catch (error) {
      console.warn(`Skipping ${join(dir, name)}: ${error.message}`)
    }
  }
  return files
}

/** Every statechart exported by src/machines/*.ts, by id. */
async function loadMachines() {
  // The machines are TypeScript with the app's `@/` imports: load them the way Vite serves them.
  const server = await createServer({
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    resolve: { alias: { '@': resolve('src') } },
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  try {
    const graph = await server.ssrLoadModule('/tests/unit/machines/graphCoverage.ts')
    const machines = new Map()
    for (const file of (await readdir('src/machines')).filter((name) => name.endsWith('.ts')).sort()) {
      const module = await server.ssrLoadModule(`/src/machines/${file}`)
      for (const value of Object.values(module)) {
        const isMachine =
          value && typeof value === 'object' && 'root' in value && 'provide' in value && typeof value.id === 'string'
        if (isMachine && !machines.has(value.id)) machines.set(value.id, { file, ...graph.machineGraph(value) })
      }
    }
    return machines
  } finally {
    await server.close()
  }
}

const percent = (covered, total) => (total === 0 ? '100%' : `${Math.round((covered / total) * 100)}%`)

export async function buildReport() {
  const machines = await loadMachines()
  const covered = new Map(
    [...machines.keys()].map((id) => [
      id,
      { model: { states: new Set(), transitions: new Set() }, e2e: { states: new Set(), transitions: new Set() } },
    ]),
  )
  const add = (id, source, states = [], transitions = []) => {
    const entry = covered.get(id)
    if (!entry) return
    states.forEach((state) => entry[source].states.add(state))
    transitions.forEach((transition) => entry[source].transitions.add(transition))
  }
  const modelFiles = await readJsonFiles(MODEL_DIR)
  for (const { data } of modelFiles) add(data.machine, 'model', data.states, data.transitions)
  const journals = (await readJsonFiles(JOURNAL_DIR)).filter(({ data }) => data?.format === 'conversa-qa-journal')
  for (const { data } of journals) {
    for (const actor of data.actors ?? []) add(actor.name, 'e2e', actor.covered?.states, actor.covered?.transitions)
  }

  const report = []
  for (const [id, graph] of machines) {
    const { model, e2e } = covered.get(id)
    const allStates = graph.states
    const allTransitions = graph.transitionKeys
    const count = (set, list, key = (item) => item) => list.filter((item) => set.has(key(item))).length
    const union = (name) => new Set([...model[name], ...e2e[name]])
    const states = union('states')
    const transitions = union('transitions')
    report.push({
      machine: id,
      file: `src/machines/${graph.file}`,
      states: {
        total: allStates.length,
        model: count(model.states, allStates),
        e2e: count(e2e.states, allStates),
        either: count(states, allStates),
        missing: allStates.filter((state) => !states.has(state)),
      },
      transitions: {
        total: allTransitions.length,
        model: count(model.transitions, allTransitions, (t) => t.key),
        e2e: count(e2e.transitions, allTransitions, (t) => t.key),
        either: count(transitions, allTransitions, (t) => t.key),
        missing: allTransitions.filter((t) => !transitions.has(t.key)).map((t) => t.label),
      },
    })
  }
  return { report, sources: { modelFiles: modelFiles.map((file) => file.name), journals: journals.length } }
}

export function formatReport({ report, sources }) {
  const lines = [
    `Statechart coverage — model tests: ${sources.modelFiles.length} file(s) in ${MODEL_DIR}; end-to-end journals: ${sources.journals} in ${JOURNAL_DIR}`,
    '',
    `${'machine'.padEnd(18)} ${'states model/e2e/all'.padEnd(28)} transitions model/e2e/all`,
  ]
  for (const entry of report) {
    const { states: s, transitions: t } = entry
    const stateText = `${s.model}/${s.e2e}/${s.either} of ${s.total} (${percent(s.either, s.total)})`
    const transitionText = `${t.model}/${t.e2e}/${t.either} of ${t.total} (${percent(t.either, t.total)})`
    lines.push(`${entry.machine.padEnd(18)} ${stateText.padEnd(28)} ${transitionText}`)
  }
  for (const entry of report) {
    if (entry.states.missing.length === 0 && entry.transitions.missing.length === 0) continue
    lines.push('', `${entry.machine}: not exercised by any test`)
    entry.states.missing.forEach((state) => lines.push(`  state      ${state}`))
    entry.transitions.missing.forEach((transition) => lines.push(`  transition ${transition}`))
  }
  if (sources.modelFiles.length === 0) lines.push('', 'No model coverage yet: run `npm run test:unit` (or pass --run).')
  if (sources.journals === 0)
    lines.push('', 'No end-to-end journals yet: run `npm run test:e2e` (QA mode is on in the mock build).')
  return lines.join('\n')
}

async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { run: { type: 'boolean', default: false }, json: { type: 'string' } },
  })
  if (values.run) {
    const result = spawnSync('vitest', ['run', '--project', 'unit', 'tests/unit/machines'], { stdio: 'inherit' })
    if (result.status !== 0) console.warn('The model-based tests failed; reporting what they covered anyway.')
  }
  const built = await buildReport()
  console.log(formatReport(built))
  if (values.json) {
    await writeFile(resolve(values.json), `${JSON.stringify(built, null, 2)}\n`)
    console.log(`\nWritten to ${values.json}`)
  }
  return 0
}

if (process.argv[1] && basename(process.argv[1]) === 'model-coverage.mjs') {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
