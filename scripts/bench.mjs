// `npm run bench [-- section…] [-- --runs=N]`: measures, asserts nothing. Prints one table per
// section, then the goals table, and merges the results into .bench/bench.json (sections
// not run keep their last result). Lighthouse medians and byte counts land there too.
//
// A section is { name, title, run(ctx, options) → JSON-able result, print(result) }; add new ones
// to SECTIONS. Shared helpers (builds, preview servers, Chromium, cleanup) live in bench/context.mjs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createBenchContext } from './bench/context.mjs'
import { engineSection } from './bench/engine.mjs'
import { firstVisitSection } from './bench/firstVisit.mjs'
import { printGoals } from './bench/goals.mjs'
import { lighthouseSection } from './bench/lighthouse.mjs'
import { mockBootSection } from './bench/mockBoot.mjs'
import { navigationSection } from './bench/navigation.mjs'
import { serverSection } from './bench/server.mjs'
import { webhooksSection } from './bench/webhooks.mjs'
import { ensureEmulator } from './lib/emulator.mjs'

export const SECTIONS = [
  firstVisitSection,
  navigationSection,
  mockBootSection,
  lighthouseSection,
  engineSection,
  serverSection,
  webhooksSection,
]

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const OUTPUT = join(root, '.bench', 'bench.json')

function parseArgs(argv) {
  const options = { runs: 5 }
  const names = []
  for (const arg of argv) {
    const runs = /^--runs=(\d+)$/.exec(arg)
    const database = /^--database=(embedded|PostgreSQL)$/i.exec(arg)
    const part = /^--part=([\w-]+)$/.exec(arg)
    if (runs) Object.assign(options, { runs: Math.max(1, Number(runs[1])), runsGiven: true })
    else if (database) options.database = /^embedded$/i.test(database[1]) ? 'embedded' : 'PostgreSQL'
    else if (part) options.part = part[1]
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`)
    else names.push(arg)
  }
  const unknown = names.filter((name) => !SECTIONS.some((section) => section.name === name))
  if (unknown.length > 0)
    throw new Error(`unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.map((s) => s.name).join(', ')}`)
  return { options, sections: names.length > 0 ? SECTIONS.filter((section) => names.includes(section.name)) : SECTIONS }
}

function readPrevious() {
  try {
    return JSON.parse(readFileSync(OUTPUT, 'utf8'))
  } catch {
    return { sections: {} }
  }
}

async function main() {
  const { options, sections } = parseArgs(process.argv.slice(2))
  process.chdir(root)
  const ctx = createBenchContext({ root })
  // Signed-in measurements sign in against the Auth emulator (a running one is reused, never stopped).
  const emulator = await ensureEmulator()
  ctx.cleanup.add(emulator.stop)
  const results = {}
  let failures = 0
  try {
    for (const section of sections) {
      try {
        results[section.name] = {
          title: section.title,
          measuredAt: new Date().toISOString(),
          ...(await section.run(ctx, options)),
        }
      } catch (error) {
        failures++
        console.error(`✖ ${section.name}: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
        results[section.name] = { title: section.title, measuredAt: new Date().toISOString(), error: String(error) }
      }
    }
  } finally {
    await ctx.cleanup.runAll()
  }

  for (const section of sections) {
    console.log(`\n${section.title}`)
    if (results[section.name].error) console.log(`  failed: ${results[section.name].error}`)
    else section.print(results[section.name])
  }

  const previous = readPrevious()
  const report = {
    updatedAt: new Date().toISOString(),
    node: process.version,
    sections: { ...previous.sections, ...results },
  }
  printGoals(report.sections)
  mkdirSync(dirname(OUTPUT), { recursive: true })
  writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nwrote ${OUTPUT.replace(`${root}/`, '')}`)
  // Measuring never fails the build, but a section that could not measure is an error.
  process.exitCode = failures > 0 ? 1 : 0
}

await main()
