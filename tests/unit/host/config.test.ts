import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '@/hosts/node/config'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'

const SECRET = 'f3b1c0ffee5ecre7a55e55ed0c0a11'
const REAL_APP = {
  INSTAGRAM_APP_ID: '1234567890123456',
  INSTAGRAM_APP_SECRET: SECRET,
  INSTAGRAM_VERIFY_TOKEN: 'a-verify-token-of-ours',
}

function refusal(env: Record<string, string>): string {
  try {
    readConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error(`readConfig accepted ${JSON.stringify(Object.keys(env))}`)
}

describe('readConfig: the Meta app', () => {
  it('with the mock on, is the mock’s app unless a variable says otherwise', () => {
    expect(readConfig({ INSTAGRAM_MOCK: 'on' }).instagramApp).toEqual({ ...INSTAGRAM_APP })
    expect(readConfig({ INSTAGRAM_MOCK: 'on', INSTAGRAM_GRAPH_VERSION: 'v24.0' }).instagramApp.graphVersion).toBe(
      'v24.0',
    )
  })

  it('without the mock, is read from the variables, the Graph version v23.0 unless set', () => {
    const config = readConfig(REAL_APP)
    expect(config.instagramMock).toBe(false)
    expect(config.instagramApp).toEqual({
      clientId: '1234567890123456',
      clientSecret: SECRET,
      verifyToken: 'a-verify-token-of-ours',
      graphVersion: 'v23.0',
    })
    expect(readConfig({ ...REAL_APP, INSTAGRAM_GRAPH_VERSION: ' v24.0 ' }).instagramApp.graphVersion).toBe('v24.0')
  })

  it('without the mock, names every variable that is missing or blank', () => {
    expect(refusal({})).toMatch(
      /^INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET and INSTAGRAM_VERIFY_TOKEN are required without the Instagram mock/,
    )
    expect(refusal({ ...REAL_APP, INSTAGRAM_MOCK: 'off', INSTAGRAM_APP_SECRET: '  ' })).toMatch(
      /^INSTAGRAM_APP_SECRET is required without the Instagram mock/,
    )
    const noToken = refusal({ ...REAL_APP, INSTAGRAM_VERIFY_TOKEN: '' })
    expect(noToken).toMatch(/^INSTAGRAM_VERIFY_TOKEN is required/)
    expect(noToken).not.toContain('INSTAGRAM_APP_ID')
  })

  it('refuses an app id that is not digits and a Graph version that is not one', () => {
    expect(refusal({ ...REAL_APP, INSTAGRAM_APP_ID: 'my-app' })).toBe(
      'INSTAGRAM_APP_ID is the Instagram app ID, digits only',
    )
    expect(refusal({ ...REAL_APP, INSTAGRAM_GRAPH_VERSION: '23.0' })).toMatch(/^INSTAGRAM_GRAPH_VERSION is a Graph/)
  })

  it('never quotes the secret in a refusal, wherever it was pasted', () => {
    const mistakes = [
      { ...REAL_APP, INSTAGRAM_APP_ID: SECRET },
      { ...REAL_APP, INSTAGRAM_GRAPH_VERSION: SECRET },
      { ...REAL_APP, INSTAGRAM_VERIFY_TOKEN: '' },
      { INSTAGRAM_APP_SECRET: SECRET },
      { ...REAL_APP, PORT: 'x' },
      { ...REAL_APP, CONVERSA_WORKERS: '-1' },
      { ...REAL_APP, CONVERSA_DEMO: 'maybe' },
    ]
    for (const env of mistakes) expect(refusal(env)).not.toContain(SECRET)
  })

  it('refuses an Instagram mock switch that is neither on nor off', () => {
    expect(refusal({ ...REAL_APP, INSTAGRAM_MOCK: 'yes' })).toBe('INSTAGRAM_MOCK is on or off, not "yes"')
  })
})

describe('readConfig: numbers', () => {
  it('works one job at a time unless CONVERSA_WORKERS says how many; 0 works none', () => {
    expect(readConfig(REAL_APP).webhookWorkers).toBe(1)
    expect(readConfig({ ...REAL_APP, CONVERSA_WORKERS: '' }).webhookWorkers).toBe(1)
    expect(readConfig({ ...REAL_APP, CONVERSA_WORKERS: '0' }).webhookWorkers).toBe(0)
    expect(readConfig({ ...REAL_APP, CONVERSA_WORKERS: '8' }).webhookWorkers).toBe(8)
  })

  it.each(['-1', '1.5', 'two', '1e3', '0x10', ' '])('refuses CONVERSA_WORKERS=%j', (value) => {
    expect(refusal({ ...REAL_APP, CONVERSA_WORKERS: value })).toBe(
      `CONVERSA_WORKERS is a whole number of jobs: ${value}`,
    )
  })

  it('listens on 8080 unless PORT names a port (0: any free one)', () => {
    expect(readConfig(REAL_APP).port).toBe(8080)
    expect(readConfig({ ...REAL_APP, PORT: '0' }).port).toBe(0)
    expect(readConfig({ ...REAL_APP, PORT: '65535' }).port).toBe(65535)
    for (const value of ['65536', '-1', '80.5', 'http'])
      expect(refusal({ ...REAL_APP, PORT: value })).toBe(`PORT is not a port: ${value}`)
  })
})
