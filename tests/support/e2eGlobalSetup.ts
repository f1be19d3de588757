import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildApp, servePreview } from '../../scripts/lib/build.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/**
 * End-to-end tests run against a production build with the mock backend on, served by
 * `vite preview`. `npm test` builds once and passes E2E_DIST; a lone run builds its own copy in
 * a private folder, so engineers running suites side by side never overwrite each other's build.
 */
export default async function setup(project: TestProject) {
  let outDir = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : ''
  let ownBuild = false
  if (!outDir) {
    outDir = resolve('node_modules/.cache/conversa-e2e', `${process.pid}-${Date.now()}`)
    ownBuild = true
    await buildApp({ mode: 'mock', outDir })
  }
  const server = await servePreview({ mode: 'mock', outDir })
  project.provide('baseURL', server.baseURL)

  return async () => {
    await server.close()
    if (ownBuild) await rm(outDir, { recursive: true, force: true })
  }
}
