import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../scripts/lib/build.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build and the build with the mock backend, made once for every build test. */
    builds: { production: string; mock: string }
  }
}

/** Builds both flavours once (in a child process: a real production build) for the files of tests/build. */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'conversa-builds-'))
  const builds = { production: join(root, 'production'), mock: join(root, 'mock') }
  await buildApp({ mode: 'production', outDir: builds.production })
  await buildApp({ mode: 'mock', outDir: builds.mock })
  project.provide('builds', builds)
  return () => rm(root, { recursive: true, force: true })
}
