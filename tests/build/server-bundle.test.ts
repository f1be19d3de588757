import { builtinModules } from 'node:module'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../scripts/lib/build.mjs'

/**
 * The Conversa server's bundle (`vite build --mode server`, `node dist-server/main.js`): its start
 * loads faker only when it seeds the demo or the Instagram mock's world (docs/deploy.md,
 * CONVERSA_DEMO). So the entry chunk and every chunk it imports statically name no faker, and
 * faker is reached by an `import()` only.
 */
const STATIC_IMPORT = /(?:^|\n)[ \t]*(?:import|export)\b[^'"();]*?["']([^"']+)["']/g
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g
const FAKER = '@faker-js/faker'

interface Chunk {
  file: string
  text: string
  /** Local chunks (resolved paths) and packages it imports statically. */
  imports: string[]
  dynamicImports: string[]
}

const isLocal = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../')

async function chunkOf(file: string): Promise<Chunk> {
  const text = await readFile(file, 'utf8')
  const target = (specifier: string) => (isLocal(specifier) ? resolve(dirname(file), specifier) : specifier)
  return {
    file,
    text,
    imports: [...text.matchAll(STATIC_IMPORT)].map((match) => target(match[1]!)),
    dynamicImports: [...text.matchAll(DYNAMIC_IMPORT)].map((match) => target(match[1]!)),
  }
}

/** The chunks loaded with these, following static imports only, and the packages they import. */
async function staticClosure(entries: string[]): Promise<{ chunks: Chunk[]; packages: Set<string> }> {
  const chunks = new Map<string, Chunk>()
  const packages = new Set<string>()
  const pending = [...entries]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (chunks.has(file)) continue
    const chunk = await chunkOf(file)
    chunks.set(file, chunk)
    for (const imported of chunk.imports) {
      if (imported.startsWith('/')) pending.push(imported)
      else packages.add(imported)
    }
  }
  return { chunks: [...chunks.values()], packages }
}

describe("the server's bundle", () => {
  let outDir: string
  let start: Awaited<ReturnType<typeof staticClosure>>

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'conversa-server-bundle-'))
    await buildApp({ mode: 'server', outDir })
    start = await staticClosure([join(outDir, 'main.js')])
  })
  afterAll(() => rm(outDir, { recursive: true, force: true }))

  it('starts without faker: neither the entry chunk nor what it imports statically names it', () => {
    expect(start.packages.size).toBeGreaterThan(5)
    expect([...start.packages].filter((name) => name.startsWith(FAKER))).toEqual([])
    expect(start.chunks.filter((chunk) => chunk.text.includes(FAKER)).map((chunk) => chunk.file)).toEqual([])
  })

  it('starts on a production install: every package its start loads is a dependency, not a dev one', async () => {
    const manifest = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/')
    const builtin = (name: string) => name.startsWith('node:') || builtinModules.includes(name)
    const needed = new Set([...start.packages].filter((name) => !builtin(name)).map(packageOf))
    expect([...needed].filter((name) => !(name in manifest.dependencies))).toEqual([])
  })

  it('reaches faker through a dynamic import only, a chunk of its own', async () => {
    const lazy = start.chunks.flatMap((chunk) => chunk.dynamicImports).filter((file) => file.startsWith('/'))
    const loaded = await staticClosure(lazy)
    expect([...loaded.packages].filter((name) => name.startsWith(FAKER))).toEqual([`${FAKER}/locale/en`])
    const starting = new Set(start.chunks.map((chunk) => chunk.file))
    const withFaker = loaded.chunks.filter((chunk) => chunk.imports.some((name) => name.startsWith(FAKER)))
    expect(withFaker.length).toBeGreaterThan(0)
    for (const chunk of withFaker) expect(starting.has(chunk.file)).toBe(false)
  })
})
