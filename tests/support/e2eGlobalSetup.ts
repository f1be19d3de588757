import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { preview, type PreviewServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../scripts/lib/build.mjs'

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
  const server: PreviewServer = await preview({
    mode: 'mock',
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report a URL')
  project.provide('baseURL', url.replace(/\/$/, ''))

  return async () => {
    await server.close()
    if (ownBuild) await rm(outDir, { recursive: true, force: true })
  }
}
