import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** What only QA mode brings: the journal format, the replay hook, the panel and its styles. */
const QA_MARKERS = ['conversa-qa-journal', '__conversaQa', 'qa-panel__trigger']

async function bundleText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const texts = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && /\.(js|css|html)$/.test(entry.name))
      .map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  )
  return texts.join('\n')
}

describe('QA mode is a build flag', () => {
  let root: string
  let production: string
  let qaMode: string
  beforeAll(async () => {
    // Vitest exports the test mode's VITE_* values, which would override the production .env files.
    delete process.env.VITE_QA_MODE
    delete process.env.VITE_MOCK_BACKEND
    root = await mkdtemp(join(tmpdir(), 'conversa-qa-bundle-'))
    await build({ mode: 'production', logLevel: 'silent', build: { outDir: join(root, 'prod'), emptyOutDir: true } })
    await build({ mode: 'mock', logLevel: 'silent', build: { outDir: join(root, 'mock'), emptyOutDir: true } })
    production = await bundleText(join(root, 'prod'))
    qaMode = await bundleText(join(root, 'mock'))
  }, 120_000)
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('ships them in a build with QA mode on (the mock build)', () => {
    expect(QA_MARKERS.filter((marker) => qaMode.includes(marker))).toEqual(QA_MARKERS)
  })

  it('leaves the QA journal, the replay hook and the QA panel out of a production build', () => {
    expect(production.length).toBeGreaterThan(0)
    expect(QA_MARKERS.filter((marker) => production.includes(marker))).toEqual([])
  })
})
