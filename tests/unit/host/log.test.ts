import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { jobLog, jsonLog, redact, requestLog } from '@/hosts/node/log'
import { WORKSPACE_HEADER } from '@/domain/workspaces'

/** An unsigned JWT as the Auth emulator issues them (empty signature), and one signed. */
const EMULATOR_JWT = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1c2VyX2lkIjoiYWJjIiwiYXVkIjoiZGVtbyJ9.'
const SIGNED_JWT = `${EMULATOR_JWT}c2lnbmF0dXJlLW9mLXRoZS10b2tlbg`
const IG_TOKEN = `IGAA${'Zx9_k-Q'.repeat(20)}`

function captured() {
  const lines: Record<string, unknown>[] = []
  const log = jsonLog((line) => lines.push(JSON.parse(line) as Record<string, unknown>))
  return { log, lines, text: () => JSON.stringify(lines) }
}

describe('redact', () => {
  it('drops credential fields, whatever their case or separators, at any depth', () => {
    expect(
      redact({
        token: 't',
        accessToken: 'a',
        access_token: 'a',
        'hub.verify_token': 'v',
        Authorization: 'Bearer x',
        cookie: 'c',
        'Set-Cookie': 'c',
        secret: 's',
        clientSecret: 's',
        password: 'p',
        kept: { nested: [{ refreshToken: 'r', id: 'n1' }], tokenExpiresAt: 5 },
      }),
    ).toEqual({ kept: { nested: [{ id: 'n1' }], tokenExpiresAt: 5 } })
  })

  it('replaces JWTs and Instagram tokens inside any text, keeping the rest', () => {
    expect(redact(`bad token ${EMULATOR_JWT} here`)).toBe('bad token [redacted] here')
    expect(redact({ msg: `sent ${SIGNED_JWT}`, list: [`?access_token=${IG_TOKEN}&x=1`] })).toEqual({
      msg: 'sent [redacted]',
      list: ['?access_token=[redacted]&x=1'],
    })
    expect(redact('IGSID 17841400000000000 and IG_ID are no tokens')).toBe(
      'IGSID 17841400000000000 and IG_ID are no tokens',
    )
  })

  it('describes errors, redacted too, and leaves numbers, booleans and null alone', () => {
    expect(redact({ error: new TypeError(`rejected ${IG_TOKEN}`), n: 1, ok: false, none: null })).toEqual({
      error: 'TypeError: rejected [redacted]',
      n: 1,
      ok: false,
      none: null,
    })
  })

  it('stops at a cycle rather than walking it for ever', () => {
    const loop: Record<string, unknown> = { id: 'a' }
    loop.self = loop
    expect(JSON.stringify(redact(loop))).toContain('[redacted]')
  })
})

describe('jsonLog', () => {
  it('writes one JSON line per record with its time and level, redacted', () => {
    const { log, lines } = captured()
    log.info({ msg: 'hello', token: SIGNED_JWT })
    log.error({ msg: 'failed', error: new Error(`Graph refused ${IG_TOKEN}`) })
    expect(lines).toEqual([
      { time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', msg: 'hello' },
      { time: expect.any(String), level: 'error', msg: 'failed', error: 'Error: Graph refused [redacted]' },
    ])
  })
})

describe('requestLog', () => {
  function app(log: ReturnType<typeof captured>['log']) {
    const hono = new Hono()
    hono.use('*', requestLog(log))
    hono.get('/api/own', () => new Response('{}', { headers: { [WORKSPACE_HEADER]: 'uid-123' } }))
    hono.get('/api/webhooks/instagram', () => new Response('challenge'))
    hono.get('/callback/instagram/*', () => new Response('page'))
    return hono
  }

  it('logs method, path without its query, status, time and the workspace, which it takes off the response', async () => {
    const { log, lines } = captured()
    const response = await app(log).request('/api/own?code=AQBsecret', { headers: { token: SIGNED_JWT } })
    expect(response.headers.has(WORKSPACE_HEADER)).toBe(false)
    expect(lines).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        msg: 'request',
        method: 'GET',
        path: '/api/own',
        status: 200,
        ms: expect.any(Number),
        workspace: 'uid-123',
      },
    ])
  })

  it('names no workspace for a request without a caller, and never the verify token or an OAuth code', async () => {
    const { log, lines, text } = captured()
    const hono = app(log)
    await hono.request('/api/webhooks/instagram?hub.mode=subscribe&hub.verify_token=shh&hub.challenge=1')
    await hono.request('/callback/instagram/AQBx-code-from-instagram')
    expect(lines.map((line) => [line.path, 'workspace' in line])).toEqual([
      ['/api/webhooks/instagram', false],
      ['/callback/instagram/[redacted]', false],
    ])
    expect(text()).not.toMatch(/shh|AQBx/)
  })
})

describe('jobLog', () => {
  it('writes one line per job, at level error when it carries an error, redacted', () => {
    const { log, lines } = captured()
    const jobs = jobLog(log)
    jobs.job({ kind: 'webhook', id: 'job-1', workspace: 'uid-1', outcome: 'done', attempts: 1, durationMs: 12.345 })
    jobs.job({
      kind: 'send',
      id: 'job-2',
      outcome: 'retry',
      attempts: 2,
      durationMs: 80,
      error: new Error(`190 for ${IG_TOKEN}`),
    })
    expect(lines).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        msg: 'job',
        kind: 'webhook',
        id: 'job-1',
        workspace: 'uid-1',
        outcome: 'done',
        attempts: 1,
        durationMs: 12.3,
      },
      {
        time: expect.any(String),
        level: 'error',
        msg: 'job',
        kind: 'send',
        id: 'job-2',
        outcome: 'retry',
        attempts: 2,
        durationMs: 80,
        error: 'Error: 190 for [redacted]',
      },
    ])
  })
})
