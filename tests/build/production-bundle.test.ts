import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'

/**
 * Markers that only the mock backend brings: MSW (its worker, its API, its log prefix), faker, our
 * mock database. Not a bare "msw": MIME tables hold "application/msword".
 */
const MOCK_MARKERS = ['mockServiceWorker', 'setupWorker', '[MSW]', 'Faker', 'conversa-mockdb']
/** What only QA mode (on in the mock build) brings: the journal format, the replay hook, the panel and its styles. */
const QA_MARKERS = ['conversa-qa-journal', '__conversaQa', 'qa-panel__trigger']

async function filesOf(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.set(path.slice(dir.length + 1), await readFile(path, 'utf8'))
  }
  return files
}

const markersIn = (files: Map<string, string>, markers = MOCK_MARKERS) =>
  markers.filter((marker) =>
    [...files.entries()].some(([name, text]) => name.includes(marker) || text.includes(marker)),
  )

describe('the mock backend and QA mode are build flags', () => {
  let production: Map<string, string>
  let mocked: Map<string, string>

  beforeAll(async () => {
    // Built once for all build tests (tests/build/buildOnce.ts).
    const builds = inject('builds')
    production = await filesOf(builds.production)
    mocked = await filesOf(builds.mock)
  })

  it('ships MSW, its worker, faker and the mock database when mocking is on', () => {
    expect(markersIn(mocked)).toEqual(MOCK_MARKERS)
  })

  it('ships none of them in a production build with mocking off', () => {
    expect(production.size).toBeGreaterThan(0)
    expect(markersIn(production)).toEqual([])
  })

  it('ships the QA journal, the replay hook and the QA panel in the mock build, and none of them in production', () => {
    expect(markersIn(mocked, QA_MARKERS)).toEqual(QA_MARKERS)
    expect(markersIn(production, QA_MARKERS)).toEqual([])
  })
})
