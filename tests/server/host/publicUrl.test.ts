import { afterAll, beforeAll, expect, it } from 'vitest'
import type { StartConnectionResponse } from '@/domain/instagram/apiTypes'
import type { ApiHost } from '../support/apiHost'
import { embeddedServer } from '../support/serverHosts'

/** A server behind a proxy that ends TLS sees http:// requests; browsers and Meta see PUBLIC_URL. */
let host: ApiHost
beforeAll(async () => {
  host = await embeddedServer({ PUBLIC_URL: 'https://conversa.example.com/' })
})
afterAll(() => host.close())

it('sends Instagram back to the public address after consent, not to the address the request came in on', async () => {
  const owner = await host.person()
  const started = await owner.call<StartConnectionResponse>('POST', '/integrations/instagram/connect')
  expect(started.status).toBeLessThan(300)
  const redirect = new URL(started.json.authorizeUrl).searchParams.get('redirect_uri')
  expect(redirect).toBe('https://conversa.example.com/callback/instagram')
})
