import { randomBytes } from 'node:crypto'
import { Client } from 'pg'
import { inject } from 'vitest'

/**
 * A new, empty database on the server tests' PostgreSQL (tests/support/postgresGlobalSetup.ts),
 * so that test files running at once never see each other's data. `drop()` deletes it, closing
 * any connection left open.
 */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('postgresUrl')
  const name = `conversa_test_${randomBytes(6).toString('hex')}`
  await onServer(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
