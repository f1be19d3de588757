import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseTapPayload, tapPayload } from '@/domain/automations/flow/model'
import {
  entryPayload,
  parseEntryPayload,
  parseShortLinkRef,
  shortLinkRef,
  shortLinkUrl,
} from '@/domain/entryPoints/payloads'
import { parseShortLink } from '@/mocks/instagram/shortLinks'

const automationId = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/)
/** Instagram usernames: letters, digits, periods and underscores, never starting with a period. */
const instagramUsername = fc.stringMatching(/^[a-z0-9_][a-z0-9._]{0,29}$/)
const source = fc.constantFrom('ice-breaker' as const, 'menu' as const)

describe('entry point payloads', () => {
  it('reads back the automation and the kind of entry from an ice breaker or menu payload', () => {
    fc.assert(
      fc.property(source, automationId, (kind, id) => {
        expect(parseEntryPayload(entryPayload(kind, id))).toEqual({ source: kind, automationId: id })
      }),
    )
  })

  it('keeps entry payloads and flow taps apart', () => {
    fc.assert(
      fc.property(source, automationId, automationId, (kind, id, optionId) => {
        expect(parseTapPayload(entryPayload(kind, id))).toBeNull()
        expect(parseEntryPayload(tapPayload(id, optionId))).toBeNull()
      }),
    )
    expect(parseEntryPayload('entry:story:aut-1')).toBeNull()
    expect(parseEntryPayload('GET_STARTED')).toBeNull()
  })

  it('makes an ig.me link Instagram reads back as the account and the automation’s ref', () => {
    fc.assert(
      fc.property(instagramUsername, automationId, (username, id) => {
        const link = parseShortLink(shortLinkUrl(username, shortLinkRef(id)))
        expect(link).toEqual({ username, ref: id })
        expect(parseShortLinkRef(link!.ref!)).toEqual({ automationId: id })
      }),
    )
    expect(shortLinkUrl('atelier.lune', 'aut-m1-abc')).toBe('https://ig.me/m/atelier.lune?ref=aut-m1-abc')
    expect(parseShortLinkRef('summer sale!')).toBeNull()
  })
})
