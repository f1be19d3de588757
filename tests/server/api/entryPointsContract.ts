import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationAccount, AutomationSummary } from '@/domain/automations/apiTypes'
import type { AutomationAction, AutomationTrigger } from '@/domain/automations/model'
import type { AccountEntryPoints } from '@/domain/entryPoints/apiTypes'
import type { EntryPoints } from '@/domain/entryPoints/model'
import type { ApiHost, Person } from '../support/apiHost'
import { automationInput, connectAccount } from '../support/instagram'

type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

/**
 * Entry points over HTTP, on any host of the backend: an account's ice breakers and persistent menu
 * are saved to Instagram's Messenger profile and read back from it, refused with the field at
 * fault when Instagram's limits or Conversa's rules say no, and each automation has its `ig.me` link.
 */
export function describeEntryPointsContract(name: string, makeHost: () => Promise<ApiHost>) {
  describe(`entry points on ${name}`, () => {
    let host: ApiHost
    let owner: Person
    let stranger: Person
    let account: AutomationAccount
    /** Started by ice breakers and menu items. */
    let welcome: AutomationSummary
    let prices: AutomationSummary
    /** Started by its ig.me link. */
    let linked: AutomationSummary
    /** Started by a comment. */
    let commented: AutomationSummary
    const path = () => `/entry-points/instagram/${account.accountId}`

    beforeAll(async () => {
      host = await makeHost()
      ;[owner, stranger] = await Promise.all([host.person(), host.person()])
      account = await connectAccount(owner, 'cafe.aurora')
      const create = async (automationName: string, trigger?: AutomationTrigger) => {
        const answer: AutomationAction = { kind: 'send-dm', message: { text: 'Hello!', quickReplies: [], buttons: [] } }
        const created = await owner.call<AutomationSummary>(
          'POST',
          '/automations',
          automationInput(account.accountId, {
            name: automationName,
            ...(trigger ? { trigger, actions: [answer] } : {}),
          }),
        )
        expect(created.status, created.text).toBe(201)
        return created.json
      }
      welcome = await create('Welcome', { kind: 'menu-tap' })
      prices = await create('Prices', { kind: 'menu-tap' })
      linked = await create('From the flyer', { kind: 'ref-link', refs: [] })
      commented = await create('Comment LINK')
    })
    afterAll(() => host?.close())

    const save = (entryPoints: EntryPoints) => owner.call<AccountEntryPoints & ApiErrorBody>('PUT', path(), entryPoints)

    it('starts empty and gives each automation of the account its ig.me link', async () => {
      const read = await owner.call<AccountEntryPoints>('GET', path())
      expect(read.status, read.text).toBe(200)
      expect(read.json).toMatchObject({
        accountId: account.accountId,
        username: 'cafe.aurora',
        entryPoints: { locales: [{ locale: 'default', iceBreakers: [], menu: [] }] },
        iceBreakersSet: false,
      })
      expect(read.json.automations).toEqual([
        expect.objectContaining({ id: commented.id, startsFrom: 'other' }),
        expect.objectContaining({
          id: linked.id,
          name: 'From the flyer',
          startsFrom: 'ref-link',
          ref: linked.id,
          link: `https://ig.me/m/cafe.aurora?ref=${linked.id}`,
        }),
        expect.objectContaining({ id: prices.id, name: 'Prices', startsFrom: 'menu-tap' }),
        expect.objectContaining({ id: welcome.id, name: 'Welcome', startsFrom: 'menu-tap' }),
      ])
    })

    it('saves ice breakers and the menu per language to Instagram and reads back what it holds', async () => {
      const entryPoints: EntryPoints = {
        locales: [
          {
            locale: 'default',
            iceBreakers: [
              { question: 'What are your prices?', automationId: prices.id },
              { question: 'Are you open today?', automationId: welcome.id },
            ],
            menu: [
              { kind: 'automation', title: 'Prices', automationId: prices.id },
              { kind: 'url', title: 'Our website', url: 'https://cafe-aurora.example/' },
            ],
          },
          {
            locale: 'fr_FR',
            iceBreakers: [{ question: 'Quels sont vos prix ?', automationId: prices.id }],
            menu: [],
          },
        ],
      }
      const saved = await save(entryPoints)
      expect(saved.status, saved.text).toBe(200)
      expect(saved.json.entryPoints).toEqual(entryPoints)
      expect(saved.json.iceBreakersSet).toBe(true)
      const read = await owner.call<AccountEntryPoints>('GET', path())
      expect(read.json.entryPoints).toEqual(entryPoints)
    })

    it('forgets on Instagram what is left empty', async () => {
      const saved = await save({
        locales: [
          {
            locale: 'default',
            iceBreakers: [],
            menu: [{ kind: 'automation', title: 'Hello', automationId: welcome.id }],
          },
        ],
      })
      expect(saved.status, saved.text).toBe(200)
      const read = await owner.call<AccountEntryPoints>('GET', path())
      expect(read.json.entryPoints).toEqual({
        locales: [
          {
            locale: 'default',
            iceBreakers: [],
            menu: [{ kind: 'automation', title: 'Hello', automationId: welcome.id }],
          },
        ],
      })
      expect(read.json.iceBreakersSet).toBe(false)
    })

    it('refuses what Instagram would, naming the field: a fifth ice breaker, a long title, a link that is not a web page', async () => {
      const breaker = { question: 'Hours?', automationId: welcome.id }
      const refused = await save({
        locales: [
          {
            locale: 'default',
            iceBreakers: [breaker, breaker, breaker, breaker, breaker],
            menu: [
              { kind: 'automation', title: 'A title longer than thirty chars', automationId: welcome.id },
              { kind: 'url', title: 'Script', url: 'javascript:alert(1)' },
            ],
          },
        ],
      })
      expect(refused.status, refused.text).toBe(422)
      expect(refused.json.error.code).toBe('entry-points/invalid')
      expect(refused.json.error.fields).toMatchObject({
        'locales.0.iceBreakers': 'too-long',
        'locales.0.menu.0.title': 'too-long',
        'locales.0.menu.1.url': 'invalid',
      })
    })

    it('refuses an automation that is not the account’s or not started by taps, a language without the default, and a language twice', async () => {
      const refused = await save({
        locales: [
          { locale: 'default', iceBreakers: [], menu: [] },
          {
            locale: 'fr_FR',
            iceBreakers: [{ question: 'Prix ?', automationId: 'aut-nobody' }],
            menu: [{ kind: 'automation', title: 'Lien', automationId: commented.id }],
          },
          { locale: 'fr_FR', iceBreakers: [], menu: [] },
        ],
      })
      expect(refused.status, refused.text).toBe(422)
      expect(refused.json.error.fields).toEqual({
        'locales.0.iceBreakers': 'default-required',
        'locales.0.menu': 'default-required',
        'locales.1.iceBreakers.0.automationId': 'not-found',
        'locales.1.menu.0.automationId': 'not-menu-tap',
        'locales.2.locale': 'repeated-locale',
      })
      // Nothing of a refused request reaches Instagram.
      const read = await owner.call<AccountEntryPoints>('GET', path())
      expect(read.json.entryPoints.locales.map((entry) => entry.locale)).toEqual(['default'])
      expect(read.json.entryPoints.locales[0]!.menu).toHaveLength(1)
    })

    it('answers another workspace as if the account were not there', async () => {
      const read = await stranger.call<ApiErrorBody>('GET', path())
      expect(read).toMatchObject({ status: 404, json: { error: { code: 'entry-points/not-found' } } })
      const written = await stranger.call<ApiErrorBody>('PUT', path(), {
        locales: [{ locale: 'default', iceBreakers: [], menu: [] }],
      })
      expect(written.status).toBe(404)
    })
  })
}
