/**
 * Automation engine throughput: events processed per second (the `hz` column, one event per
 * iteration) with 10, 1,000 and 10,000 active automations on ONE account, the worst case for
 * matching. A linear scan over every automation is measured alongside as the reference the
 * engine's index must beat.
 *
 * Run: npx vitest bench --run --project "unit (bench)" tests/bench/engine.bench.ts
 * (without --project every project of vitest.config.ts picks the file up, e2e included).
 */
import { test } from 'vitest'
import type { InstagramEvent } from '@/domain/instagram/events'
import { AutomationEngine } from '@/server/automations/engine'
import { matchesKeywords } from '@/domain/automations/keywords'
import type { Automation, AutomationTrigger } from '@/domain/automations/model'
import { InMemoryAutomationStore } from '@/server/automations/store'
import type { InstagramSendClient } from '@/domain/automations/client'
import { flowFromActions } from '@/domain/automations/flow/fromActions'

const ACCOUNT = '17841400000000001'
// A local binding: reading a module export through the test runner's getter on every call would be measured too.
const matchKeywords = matchesKeywords
const SIZES = [10, 1_000, 10_000]

function buildAutomations(count: number): Automation[] {
  return Array.from({ length: count }, (_, index) => {
    const keywords = {
      keywords: [`promo${index}`, `cupom ${index}`],
      mode: index % 3 === 0 ? ('exact' as const) : ('contains' as const),
    }
    const triggers: AutomationTrigger[] = [
      {
        kind: 'comment-keyword',
        keywords,
        media: index % 2 === 0 ? { kind: 'any' } : { kind: 'selected', mediaIds: [`media${index % 50}`] },
      },
      { kind: 'dm-keyword', keywords },
      { kind: 'postback', payloads: [`PAYLOAD_${index}`] },
    ]
    return {
      id: `a${index}`,
      name: `Automation ${index}`,
      accountId: ACCOUNT,
      status: 'active',
      priority: index % 10,
      stopAfterFirstMatch: false,
      trigger: triggers[index % triggers.length]!,
      flow: flowFromActions(triggers[index % triggers.length]!, [
        index % 3 === 0
          ? { kind: 'private-reply', message: { text: 'Here is your link', quickReplies: [], buttons: [] } }
          : { kind: 'send-dm', message: { text: 'Hello!', quickReplies: [], buttons: [] } },
        { kind: 'tag-contact', tag: 'lead' },
      ]),
      version: 1,
      createdAt: index,
      updatedAt: index,
    }
  })
}

/** A stream of realistic traffic: most comments and DMs match nothing, some hit one keyword. */
function eventSource(automationCount: number) {
  let sequence = 0
  let clock = Date.UTC(2026, 10, 22)
  return {
    now: () => clock,
    next(): InstagramEvent {
      sequence += 1
      clock += 50
      const person = `p${sequence % 5000}`
      const target = sequence % automationCount
      const text = sequence % 4 === 0 ? `quero o promo${target} por favor` : 'que lindo, amei esse post ❤️ onde compro?'
      switch (sequence % 3) {
        case 0:
          return {
            kind: 'comment',
            dedupeKey: `c${sequence}`,
            accountId: ACCOUNT,
            timestamp: clock,
            commentId: `c${sequence}`,
            fromId: person,
            fromUsername: person,
            text,
            mediaId: `media${sequence % 50}`,
          }
        case 1:
          return {
            kind: 'message',
            dedupeKey: `m${sequence}`,
            accountId: ACCOUNT,
            timestamp: clock,
            mid: `m${sequence}`,
            senderId: person,
            recipientId: ACCOUNT,
            text,
            isEcho: false,
            isDeleted: false,
            isUnsupported: false,
            attachments: [],
          }
        default:
          return {
            kind: 'postback',
            dedupeKey: `b${sequence}`,
            accountId: ACCOUNT,
            timestamp: clock,
            mid: `b${sequence}`,
            senderId: person,
            recipientId: ACCOUNT,
            title: 'Go',
            payload: `PAYLOAD_${target}`,
          }
      }
    },
  }
}

const instantClient: InstagramSendClient = {
  sendMessage: async () => ({ ok: true, id: 'm' }),
  sendPrivateReply: async () => ({ ok: true, id: 'm' }),
  replyToComment: async () => ({ ok: true, id: 'c' }),
}

function engineFor(count: number) {
  const source = eventSource(count)
  const engine = new AutomationEngine({
    store: new InMemoryAutomationStore(),
    client: instantClient,
    now: source.now,
    // Pacing off: this measures matching and execution, not the queue.
    policy: { dmsPerHour: Number.MAX_SAFE_INTEGER, privateRepliesPerHour: Number.MAX_SAFE_INTEGER },
  })
  engine.setAutomations(buildAutomations(count))
  return { engine, source }
}

test('engine: events per second by number of automations', async ({ bench }) => {
  const engines = SIZES.map((count) => ({ count, ...engineFor(count) }))
  await bench.compare(
    ...engines.map(({ count, engine, source }) =>
      bench(`${count.toLocaleString('en')} automations`, async () => {
        await engine.handleEvent(source.next())
      }),
    ),
    { time: 1000 },
  )
})

test('reference: linear scan of every automation per event', async ({ bench }) => {
  await bench.compare(
    ...SIZES.map((count) => {
      const automations = buildAutomations(count)
      const source = eventSource(count)
      return bench(`${count.toLocaleString('en')} automations (scan)`, () => {
        const event = source.next()
        const text = 'text' in event ? (event.text ?? '') : ''
        return automations.filter(
          (automation) => 'keywords' in automation.trigger && matchKeywords(automation.trigger.keywords, text),
        ).length
      })
    }),
    { time: 1000 },
  )
})

test('index build', async ({ bench }) => {
  const automations = buildAutomations(10_000)
  const { engine } = engineFor(10)
  await bench('setAutomations with 10,000 automations', () => {
    engine.setAutomations(automations)
  }).run({ time: 1000 })
})
