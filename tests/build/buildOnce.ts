import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../scripts/lib/build.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build and the build with the mock backend, made once for every build test. */
    builds: { production: string; mock: string }
  }
}

/**
 * Builds both flavours once (in a child process: a real production build) for the files of
 * tests/build. `npm test` has made the mock build already for the end-to-end tests (E2E_DIST).
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'conversa-builds-'))
  const builds = {
    production: join(root, 'production'),
    mock: process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : join(root, 'mock'),
  }
  await buildApp({ mode: 'production', outDir: builds.production })
  if (!process.env.E2E_DIST) await buildApp({ mode: 'mock', outDir: builds.mock })
  project.provide('builds', builds)
  return () => rm(root, { recursive: true, force: true })
}
