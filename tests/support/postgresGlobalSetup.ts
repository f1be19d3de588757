import type { TestProject } from 'vitest/node'
import { ensurePostgres } from '../../scripts/lib/postgres.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL 15 server for the server tests (`freshDatabase()` makes each its own database). */
    postgresUrl: string
  }
}

/**
 * The server tests need a real PostgreSQL: this starts one (installing it if need be) or uses
 * TEST_DATABASE_URL's, and fails the run when it cannot, rather than let the tests skip.
 */
export default async function setup(project: TestProject) {
  const started = Date.now()
  const postgres = await ensurePostgres({ log: (message) => console.log(message) })
  console.log(`PostgreSQL for the server tests ready in ${Date.now() - started} ms`)
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
