import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readConfig } from '@/hosts/node/config'
import { openDatabase } from '@/hosts/node/database'
import { jsonLog } from '@/hosts/node/log'
import { startServer, type ConversaServer } from '@/hosts/node/server'
import { WORKSPACE_HEADER } from '@/domain/workspaces'
import { EMULATOR_ORIGIN, PROJECT_ID, signUp, uniqueEmail } from '../../support/emulator'

/**
 * The server's request log through the real backend, configured as production is (no mock, a
 * Meta app of its own): the workspace comes from the endpoint wrapper and never reaches the client.
 */
const VERIFY_TOKEN = 'request-log-test-verify-token'
const lines: Record<string, unknown>[] = []
let server: ConversaServer

beforeAll(async () => {
  const emulatorHost = new URL(EMULATOR_ORIGIN).host
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost
  const config = readConfig({
    PORT: '0',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    CONVERSA_DATA_DIR: 'memory://',
    CONVERSA_STATIC_DIR: mkdtempSync(join(tmpdir(), 'conversa-static-')),
    INSTAGRAM_APP_ID: '1234567890123456',
    INSTAGRAM_APP_SECRET: 'request-log-test-app-secret',
    INSTAGRAM_VERIFY_TOKEN: VERIFY_TOKEN,
  })
  const db = await openDatabase({ ...config, demo: false, instagramMock: false })
  await db.ready()
  server = await startServer(
    config,
    db,
    jsonLog((line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
  )
})
afterAll(() => server?.close())

const requestLines = () => lines.filter((line) => line.msg === 'request')

it('logs the signed-in caller’s workspace, takes its header off the response, and never logs the token', async () => {
  const someone = await signUp(uniqueEmail('logged'), 'secret-123')
  const own = await fetch(`${server.url}/api/session`, { headers: { token: someone.idToken } })
  expect(own.status).toBe(200)
  expect(own.headers.has(WORKSPACE_HEADER)).toBe(false)
  const anonymous = await fetch(`${server.url}/api/session`)
  expect(anonymous.status).toBe(401)
  const handshake = `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=42`
  await fetch(`${server.url}/api/webhooks/instagram?${handshake}`)

  expect(requestLines().map(({ method, path, status, workspace }) => ({ method, path, status, workspace }))).toEqual([
    { method: 'GET', path: '/api/session', status: 200, workspace: someone.localId },
    { method: 'GET', path: '/api/session', status: 401, workspace: undefined },
    { method: 'GET', path: '/api/webhooks/instagram', status: expect.any(Number), workspace: undefined },
  ])
  for (const line of requestLines()) expect(line).toMatchObject({ time: expect.any(String), ms: expect.any(Number) })
  const text = JSON.stringify(lines)
  expect(text).not.toContain(someone.idToken.split('.')[1])
  expect(text).not.toContain(VERIFY_TOKEN)
})
