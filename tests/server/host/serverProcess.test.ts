import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer, startServerProcess } from '../../../scripts/lib/server.mjs'
import type { ListPage } from '@/domain/list'
import type { SessionResponse } from '@/mocks/api/session'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { EMULATOR_ORIGIN, PROJECT_ID, signIn, signUp, uniqueEmail } from '../../support/emulator'
import { freshDatabase } from '../../support/postgresTestDb'
import { callApi } from '../support/apiHost'

/**
 * The built server (`dist-server/main.js`) as `npm run serve` and a deployment start it: its own
 * process, configured by environment variables, on the embedded database or PostgreSQL.
 */
const BASE_ENV = {
  PORT: '0',
  FIREBASE_PROJECT_ID: PROJECT_ID,
  FIREBASE_AUTH_EMULATOR_HOST: new URL(EMULATOR_ORIGIN).host,
  CONVERSA_STATIC_DIR: 'public',
  // Without the Instagram mock, as a production server: a Meta app of its own is required.
  INSTAGRAM_APP_ID: '1234567890123456',
  INSTAGRAM_APP_SECRET: 'server-process-test-app-secret',
  INSTAGRAM_VERIFY_TOKEN: 'server-process-test-verify-token',
}
const cleanup: (() => Promise<unknown> | unknown)[] = []

beforeAll(() => buildServer())
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

async function start(env: Record<string, string>) {
  const server = await startServerProcess({ env: { ...BASE_ENV, ...env } })
  cleanup.push(server.stop)
  return server
}

async function person() {
  const session = await signUp(uniqueEmail('server'), 'secret-123')
  return { token: session.idToken }
}

describe('the Conversa server process', () => {
  it('keeps what was saved on the embedded database across a restart, and never logs a token', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'conversa-server-test-'))
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const someone = await person()
    // With the demo, as `npm run serve` starts it: its seeds (and faker, a chunk of its own) load.
    const first = await start({ CONVERSA_DATA_DIR: dataDir, CONVERSA_DEMO: 'on' })
    expect((await callApi(`${first.url}/api`, null, 'GET', '/demo-logins')).status).toBe(200)
    expect((await callApi(`${first.url}/api`, someone.token, 'GET', '/session')).status).toBe(200)
    const saved = await callApi(`${first.url}/api`, someone.token, 'PATCH', '/shortcuts', {
      routes: ['automations', 'integrations'],
    })
    expect(saved.status).toBe(200)
    await first.stop()

    const second = await start({ CONVERSA_DATA_DIR: dataDir })
    expect((await callApi(`${second.url}/api`, null, 'GET', '/demo-logins')).status).toBe(404)
    const read = await callApi<{ routes: string[] }>(`${second.url}/api`, someone.token, 'GET', '/shortcuts')
    expect(read.json.routes).toEqual(['automations', 'integrations'])
    const log = first.output() + second.output()
    expect(log).toContain('"path":"/api/shortcuts"')
    expect(log).not.toContain(someone.token)
    expect(log).not.toContain(someone.token.split('.')[1])
  })

  it('starts without the demo by default: no demo logins, no demo data, a first session named by the token or the e-mail', async () => {
    const server = await start({ CONVERSA_DATA_DIR: 'memory://' })
    const api = `${server.url}/api`
    expect(server.output()).toContain('"demo":false')
    // The demo's passwords are not published: the path is an unknown one, as on any API.
    const logins = await callApi<{ error: { code: string } }>(api, null, 'GET', '/demo-logins')
    expect([logins.status, logins.json.error.code]).toEqual([404, 'not-found'])

    const email = uniqueEmail('nameless')
    const tag = email.slice('nameless-'.length, email.indexOf('@'))
    const nameless = await signUp(email, 'secret-123')
    const first = await callApi<SessionResponse>(api, nameless.idToken, 'GET', '/session')
    expect(first.json.userData).toMatchObject({
      // Each word capitalised: the tag too, when it starts with a letter.
      fullName: `Nameless ${tag.charAt(0).toUpperCase()}${tag.slice(1)}`,
      username: `nameless.${tag}`,
      role: 'client',
    })
    const named = await signUp(uniqueEmail('named'), 'secret-123', 'Rita Registro')
    const own = await callApi<SessionResponse>(api, named.idToken, 'GET', '/session')
    expect(own.json.userData).toMatchObject({ fullName: 'Rita Registro', role: 'client' })

    // The demo admin's address (its account exists in this emulator) is nobody special here.
    const admin = DEMO_USERS.find((user) => user.role === 'admin')!
    const demoAdmin = await signIn(admin.email, admin.password)
    const session = await callApi<SessionResponse>(api, demoAdmin.idToken, 'GET', '/session')
    expect(session.json.userData).toMatchObject({ email: admin.email, role: 'client' })
    // A template app starts empty rather than with the demo's records.
    const contacts = await callApi<ListPage<unknown>>(api, named.idToken, 'GET', '/catalogue/contacts')
    expect([contacts.status, contacts.json.total]).toEqual([200, 0])
  })

  it('refuses to start on a demo switch that is neither on nor off, with status 2', async () => {
    const failure = await startServerProcess({ env: { ...BASE_ENV, CONVERSA_DEMO: 'yes' } }).catch(
      (error: Error & { code?: number }) => error,
    )
    expect((failure as Error & { code?: number }).code).toBe(2)
    expect((failure as Error).message).toContain('CONVERSA_DEMO is on or off, not "yes"')
  })

  it('refuses to start on a database it cannot reach, saying which (never its password), with status 1', async () => {
    const failure = await startServerProcess({
      env: { ...BASE_ENV, DATABASE_URL: 'postgres://conversa:hunter2@127.0.0.1:1/conversa' },
    }).catch((error: Error & { code?: number }) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error & { code?: number }).code).toBe(1)
    expect((failure as Error).message).toContain('the database cannot be used (PostgreSQL at 127.0.0.1:1/conversa)')
    expect((failure as Error).message).not.toContain('hunter2')
  })

  it('answers 503 while PostgreSQL refuses it, then serves again, losing nothing', async () => {
    const database = await freshDatabase()
    cleanup.push(database.drop)
    const name = new URL(database.url).pathname.slice(1)
    const admin = new Client({ connectionString: new URL('/postgres', database.url).href })
    await admin.connect()
    cleanup.push(() => admin.end())
    const someone = await person()
    const server = await start({ DATABASE_URL: database.url })
    const api = `${server.url}/api`
    await callApi(api, someone.token, 'GET', '/session')
    await callApi(api, someone.token, 'PATCH', '/shortcuts', { routes: ['automations'] })

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name])
    const during = await callApi<{ error: { code: string } }>(api, someone.token, 'GET', '/shortcuts')
    expect(during.status).toBe(503)
    expect(during.json.error.code).toBe('server/unavailable')

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
    await expect
      .poll(async () => (await callApi<{ routes: string[] }>(api, someone.token, 'GET', '/shortcuts')).json, {
        timeout: 10_000,
      })
      .toEqual({ routes: ['automations'] })
  })

  it('two processes on one PostgreSQL behave as one: a change made through one is announced by the other', async () => {
    const database = await freshDatabase()
    cleanup.push(database.drop)
    const someone = await person()
    const [one, two] = [await start({ DATABASE_URL: database.url }), await start({ DATABASE_URL: database.url })]
    expect((await callApi(`${one.url}/api`, someone.token, 'GET', '/session')).status).toBe(200)

    const stream = await fetch(`${one.url}/api/events`, { headers: { token: someone.token } })
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
    cleanup.push(() => reader.cancel())
    let heard = ''
    const hear = async (text: string) => {
      while (!heard.includes(text)) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`the stream ended before "${text}":\n${heard}`)
        heard += value
      }
    }
    await hear('event: ready')
    const saved = await callApi(`${two.url}/api`, someone.token, 'PATCH', '/shortcuts', { routes: ['automations'] })
    expect(saved.status).toBe(200)
    await hear('"resources":["shortcuts"]')
    expect(heard).toContain('event: changed')
    // What the other process saved is what this one reads.
    const read = await callApi<{ routes: string[] }>(`${one.url}/api`, someone.token, 'GET', '/shortcuts')
    expect(read.json.routes).toEqual(['automations'])
  })
})
