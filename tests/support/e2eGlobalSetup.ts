import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { chromium } from 'playwright-core'
import { buildApp, servePreview } from '../../scripts/lib/build.mjs'
import { CHROMIUM_ARGS, testChromiumPath } from '../../scripts/lib/chromium.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The shared Chromium's WebSocket endpoint (tests/support/browser.ts connects to it). */
    browserEndpoint: string
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
  // One browser for every file: a launch per file costs seconds of the two cores.
  const browser = await chromium.launchServer({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS })
  project.provide('browserEndpoint', browser.wsEndpoint())

  return async () => {
    await browser.close()
    await server.close()
    if (ownBuild) await rm(outDir, { recursive: true, force: true })
  }
}
