import type { AutomationTrigger } from '@/domain/automations/model'
import { describe, expect, it } from 'vitest'
import { flowFromActions } from '@/domain/automations/flow/fromActions'
import { start } from '@/domain/automations/flow/interpreter'
import { parseTapPayload } from '@/domain/automations/flow/model'
import { facts, inboundAgo, ran, startContext, HOUR } from './interpreterFixtures'

const trigger: AutomationTrigger = {
  kind: 'comment-keyword',
  keywords: { keywords: ['menu'], mode: 'contains' },
  media: { kind: 'any' },
}

describe('flowFromActions', () => {
  it('turns each action into one step of a chain, in a column, with ids s1, s2…', () => {
    const graph = flowFromActions(trigger, [
      { kind: 'private-reply', message: { text: 'Here', quickReplies: [], buttons: [] } },
      { kind: 'public-reply', variants: ['Sent!'] },
      { kind: 'delay', seconds: 120 },
      { kind: 'send-dm', message: { text: 'Later', quickReplies: [], buttons: [] } },
      { kind: 'tag-contact', tag: ' lead ' },
    ])
    expect(graph.start).toBe('s1')
    expect(Object.values(graph.steps).map((step) => [step.id, step.kind, 'next' in step ? step.next : null])).toEqual([
      ['s1', 'send', 's2'],
      ['s2', 'public-reply', 's3'],
      ['s3', 'wait', 's4'],
      ['s4', 'send', 's5'],
      ['s5', 'tag', null],
    ])
    expect(graph.steps.s1).toMatchObject({ channel: 'private-reply', messages: [{ kind: 'text', text: 'Here' }] })
    expect(graph.steps.s4).toMatchObject({ channel: 'message' })
    expect(graph.steps.s5).toMatchObject({ action: 'add', tag: 'lead' })
    expect(Object.values(graph.layout)).toEqual([0, 160, 320, 480, 640].map((y) => ({ x: 0, y })))
  })

  it('gives an automation without actions a flow without steps', () => {
    expect(flowFromActions({ kind: 'welcome' }, [])).toEqual({ start: null, steps: {}, layout: {} })
  })

  it('keeps typed payloads going out byte for byte, so other automations’ postback triggers still match', () => {
    const graph = flowFromActions(trigger, [
      {
        kind: 'send-dm',
        message: {
          text: 'Pick',
          quickReplies: [{ title: 'Prices', payload: 'PRICES:all / ç' }],
          buttons: [
            { type: 'postback', title: 'More', payload: 'MORE' },
            { type: 'web_url', title: 'Site', url: 'https://example.com' },
          ],
        },
      },
    ])
    const result = ran(
      start({ automationId: 'auto-9', version: 1, graph }, startContext(), facts({ contact: inboundAgo(HOUR) })),
    )
    expect(result.effects).toEqual([
      expect.objectContaining({
        message: {
          kind: 'text',
          text: 'Pick',
          buttons: [
            { type: 'postback', title: 'More', payload: 'MORE' },
            { type: 'web_url', title: 'Site', url: 'https://example.com' },
          ],
          quickReplies: [{ title: 'Prices', payload: 'PRICES:all / ç' }],
        },
      }),
    ])
    // A typed payload is not one of this flow's taps: the flow does not wait for it.
    expect(parseTapPayload('MORE')).toBeNull()
    expect(result.session).toBeNull()
  })
})
