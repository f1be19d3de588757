// What the server benches do as a person would: sign up in the Auth emulator, call the API,
// connect an Instagram account through the mock's consent page; and a database per run.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { EMULATOR_ORIGIN } from '../lib/emulator.mjs'

/** A new person in the Auth emulator, their session loaded: `{ token }`. */
export async function signUp(base) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@conversa.test`
  const response = await fetch(`${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-secret', returnSecureToken: true }),
  })
  if (!response.ok) throw new Error(`the Auth emulator's signUp: ${response.status} ${await response.text()}`)
  const { idToken } = await response.json()
  const person = { token: idToken }
  await call(base, person, 'GET', '/session')
  return person
}

export async function call(base, person, method, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { token: person.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return text ? JSON.parse(text) : null
}

/** tests/server/support/apiHost.ts connectInstagram: the mock's consent form, allowed, then the callback. */
export async function connect(base, person, username) {
  const { authorizeUrl } = await call(base, person, 'POST', '/integrations/instagram/connect')
  const form = await (await fetch(authorizeUrl)).text()
  const account = new RegExp(`value="([^"]+)"(?: checked)?> @${username.replace(/\./g, '\\.')}<`).exec(form)?.[1]
  if (!account) throw new Error(`the consent page offers no @${username}`)
  const fields = new URLSearchParams()
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields.set(
      name,
      value.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    )
  fields.set('account', account)
  fields.set('decision', 'allow')
  const approved = await fetch(authorizeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: fields,
    redirect: 'manual',
  })
  const location = approved.headers.get('Location')
  if (!location) throw new Error(`the consent page answered ${approved.status} without a redirect`)
  const back = new URL(location)
  await call(base, person, 'POST', '/integrations/instagram/callback', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  })
}

/** A new embedded data folder or PostgreSQL database for one server: its env, and how to drop it. */
export async function newDatabase(database, postgresUrl) {
  if (database === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'conversa-bench-'))
    return { env: { CONVERSA_DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
  }
  const name = `bench_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  return { env: { DATABASE_URL: url.href }, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
