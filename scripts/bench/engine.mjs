// Automation engine throughput, from the Vitest benchmark in tests/bench/engine.bench.ts: events
// processed per second with 10, 1,000 and 10,000 automations, beside a linear scan for reference.
import { spawnSync } from 'node:child_process'
import { printTable } from './format.mjs'

const BENCH_FILE = 'tests/bench/engine.bench.ts'
const ROW = /^\s*(.+? automations(?: \(scan\))?|setAutomations with [\d,]+ automations)\s+([\d,]+(?:\.\d+)?)\s/

export const engineSection = {
  name: 'engine',
  title: 'Automation engine: events per second by number of automations',
  async run() {
    // The bench file sits outside every project's test include; "unit (bench)" is the unit project in bench mode.
    const result = spawnSync('vitest', ['bench', '--run', '--project', 'unit (bench)', BENCH_FILE], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      maxBuffer: 16 * 1024 * 1024,
    })
    if (result.status !== 0) throw new Error(`vitest bench failed:\n${result.stdout}\n${result.stderr}`)
    const rows = []
    for (const line of result.stdout.split('\n')) {
      const match = ROW.exec(line)
      if (match) rows.push({ name: match[1].trim(), eventsPerSecond: Number(match[2].replaceAll(',', '')) })
    }
    if (rows.length === 0) throw new Error(`no benchmark rows found in:\n${result.stdout}`)
    return { rows }
  },
  print(result) {
    printTable(
      ['case', 'per second'],
      result.rows.map((row) => [row.name, Math.round(row.eventsPerSecond).toLocaleString('en')]),
    )
  },
}
