import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '@/mocks/idempotency'
import type { ApiHost, Person } from '../support/apiHost'
import { automationInput, connectAccount } from '../support/instagram'
import { embeddedServer, postgresServer } from '../support/serverHosts'

/**
 * A create request sent twice with one idempotency key, on the server's databases: the key is
 * claimed in a PostgreSQL transaction, so two requests at the same moment still make one record.
 * (Every create endpoint is tried on the page's host: tests/unit/api/idempotentCreates.test.ts.)
 */
for (const [name, makeHost] of [
  ['PGlite (in memory)', embeddedServer],
  ['PostgreSQL', postgresServer],
] as const)
  describe(`one submission, one record, on the server on ${name}`, () => {
    let host: ApiHost
    let person: Person
    let accountId: string
    beforeAll(async () => {
      host = await makeHost()
      person = await host.person()
      accountId = (await connectAccount(person, 'cafe.aurora')).accountId
    })
    afterAll(() => host?.close())

    const post = async (key: string, name = 'Link do produto') => {
      const response = await fetch(`${host.api}/automations`, {
        method: 'POST',
        headers: { token: await person.token(), 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify(automationInput(accountId, { name })),
      })
      return { status: response.status, body: await response.text(), replayed: response.headers.get(REPLAYED_HEADER) }
    }
    const names = async () =>
      (await person.call<{ items: AutomationSummary[] }>('GET', '/automations')).json.items.map((item) => item.name)

    it('creates one automation from two requests sent at once, and answers both alike', async () => {
      const [one, two] = await Promise.all([post('double-click'), post('double-click')])
      expect([one.status, two.status]).toEqual([201, 201])
      expect(JSON.parse(two.body)).toEqual(JSON.parse(one.body))
      expect([one.replayed, two.replayed].sort()).toEqual([null, 'true'].sort())
      expect(await post('double-click')).toMatchObject({ status: 201, replayed: 'true' })
      expect(await names()).toEqual(['Link do produto'])
      expect((await post('next-submission', 'Outra')).replayed).toBeNull()
      expect((await names()).sort()).toEqual(['Link do produto', 'Outra'])
    })
  })
