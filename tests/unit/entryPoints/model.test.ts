import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ENTRY_POINT_LIMITS,
  ENTRY_POINT_LOCALES,
  entryPointsProblems,
  fromMessengerProfile,
  toMessengerProfile,
  type EntryPoints,
} from '@/domain/entryPoints/model'
import { parseProfileUpdate } from '@/mocks/instagram/messengerProfile'

const automationId = fc.stringMatching(/^aut-[a-z0-9]{1,8}$/)
const text = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((value) => value.trim() === value && value !== '')
const menuItem = fc.oneof(
  fc.record({ kind: fc.constant('automation' as const), title: text(ENTRY_POINT_LIMITS.menuTitle), automationId }),
  fc.record({
    kind: fc.constant('url' as const),
    title: text(ENTRY_POINT_LIMITS.menuTitle),
    url: fc.constantFrom('https://cafe-aurora.example/', 'https://cafe-aurora.example/menu?x=1'),
  }),
)
/** Entry points as the screen saves them: the default locale first, other locales each once. */
const entryPoints: fc.Arbitrary<EntryPoints> = fc
  .subarray(ENTRY_POINT_LOCALES.slice(1).map((entry) => entry.locale))
  .chain((others) =>
    fc.tuple(
      ...['default' as const, ...others].map((locale) =>
        fc.record({
          locale: fc.constant(locale),
          iceBreakers: fc.array(fc.record({ question: text(ENTRY_POINT_LIMITS.question), automationId }), {
            maxLength: ENTRY_POINT_LIMITS.iceBreakers,
          }),
          menu: fc.array(menuItem, { maxLength: 5 }),
        }),
      ),
    ),
  )
  .map((locales) => ({ locales }))

describe('entry points in Instagram’s Messenger profile', () => {
  it('reads back from Instagram what was saved: the languages with content, the default first', () => {
    fc.assert(
      fc.property(entryPoints, (saved) => {
        fc.pre(entryPointsProblems(saved).length === 0)
        const { set, remove } = toMessengerProfile(saved)
        // What Instagram's own validation takes (the mock's, Meta's rules).
        if (Object.keys(set).length > 0) expect(parseProfileUpdate({ platform: 'instagram', ...set }).ok).toBe(true)
        expect(remove).toEqual([
          ...(set.ice_breakers ? [] : ['ice_breakers']),
          ...(set.persistent_menu ? [] : ['persistent_menu']),
        ])
        const read = fromMessengerProfile({ data: Object.keys(set).length > 0 ? [set] : [] })
        const withContent = saved.locales.filter(
          (entry) => entry.locale === 'default' || entry.iceBreakers.length > 0 || entry.menu.length > 0,
        )
        expect(read).toEqual({ locales: withContent })
      }),
    )
  })

  it('reads an item another tool set as one that starts no automation, and skips locales Conversa does not offer', () => {
    expect(
      fromMessengerProfile({
        data: [
          {
            ice_breakers: [
              { locale: 'default', call_to_actions: [{ question: 'Hours?', payload: 'HOURS' }] },
              { locale: 'ja_JP', call_to_actions: [{ question: '営業時間？', payload: 'HOURS' }] },
            ],
          },
        ],
      }),
    ).toEqual({ locales: [{ locale: 'default', iceBreakers: [{ question: 'Hours?', automationId: '' }], menu: [] }] })
    expect(fromMessengerProfile({ error: { code: 190 } })).toBeNull()
  })
})
