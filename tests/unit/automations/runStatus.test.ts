import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ActionKind } from '@/domain/automations/model'
import type { ActionOutcome, ActionStatus, AutomationRun, RunReason } from '@/domain/automations/runs'
import { countRuns, countSentMessages, runStatus, SENDING_ACTIONS } from '@/domain/automations/runStatus'
import { AutomationEngine } from '@/server/automations/engine'
import { HOUR_MS } from '@/server/automations/policy'
import { InMemoryAutomationStore } from '@/server/automations/store'
import { automation, dm, fakeClient, fakeClock, message, T0 } from './fixtures'

const step = (kind: ActionKind, status: ActionStatus, reason?: RunReason): ActionOutcome => ({
  index: 0,
  kind,
  status,
  attempts: status === 'sent' || status === 'failed' ? 1 : 0,
  updatedAt: T0,
  ...(reason ? { reason } : {}),
})
const run = (...actions: ActionOutcome[]) => ({ actions: actions.map((action, index) => ({ ...action, index })) })

describe('a run’s status follows what reached Instagram', () => {
  it('a skipped DM followed by a tag is skipped, not sent (the 30-hour-old DM of the issue)', async () => {
    const clock = fakeClock()
    const { client, calls } = fakeClient(clock.now)
    const engine = new AutomationEngine({ store: new InMemoryAutomationStore(), client, now: clock.now })
    engine.setAutomations([
      automation({ kind: 'welcome' }, [
        { kind: 'send-dm', message: message('Welcome!') },
        { kind: 'tag-contact', tag: 'new' },
      ]),
    ])
    const outcome = await engine.handleEvent(dm({ text: 'oi', timestamp: T0 - 30 * HOUR_MS }))
    expect(calls).toEqual([])
    expect(outcome.runs[0]).toMatchObject({
      status: 'skipped',
      reason: 'outside-24h-window',
      actions: [
        { kind: 'send-dm', status: 'skipped', reason: 'outside-24h-window' },
        { kind: 'tag-contact', status: 'done' },
      ],
    })
    expect(countRuns(outcome.runs)).toMatchObject({ sent: 0, skipped: 1 })
    expect(countSentMessages(outcome.runs)).toBe(0)
  })

  it('names each status from the sending steps', () => {
    expect(runStatus(run(step('send-dm', 'sent'), step('tag-contact', 'done')))).toEqual({ status: 'sent' })
    expect(
      runStatus(run(step('private-reply', 'sent'), step('public-reply', 'skipped', 'not-top-level-comment'))),
    ).toEqual({ status: 'partly-sent', reason: 'not-top-level-comment' })
    expect(
      runStatus(run(step('send-dm', 'failed', 'graph-error'), step('send-dm', 'skipped', 'needs-comment'))),
    ).toEqual({ status: 'failed', reason: 'graph-error' })
    expect(runStatus(run(step('send-dm', 'sent'), step('send-dm', 'queued', 'scheduled-after-delay')))).toEqual({
      status: 'queued',
      reason: 'scheduled-after-delay',
    })
    expect(runStatus({ actions: [], reason: 'echo' })).toEqual({ status: 'skipped', reason: 'echo' })
    expect(runStatus(run(step('tag-contact', 'done')))).toEqual({ status: 'skipped', reason: 'no-send-step' })
  })

  it('for any steps: sent only when every sending step was sent, counts add up, test runs never count', () => {
    const outcome = fc.record({
      kind: fc.constantFrom<ActionKind>('private-reply', 'public-reply', 'send-dm', 'delay', 'tag-contact'),
      status: fc.constantFrom<ActionStatus>('sent', 'queued', 'failed', 'skipped', 'done'),
    })
    const anyRun = fc.record({ actions: fc.array(outcome, { maxLength: 6 }), test: fc.boolean() })
    fc.assert(
      fc.property(fc.array(anyRun, { maxLength: 20 }), (runs) => {
        const shaped = runs.map((candidate) => ({
          test: candidate.test,
          // A sending step is never "done" and a wait or tag never "sent": keep what the engine can produce.
          actions: candidate.actions
            .map(({ kind, status }) =>
              step(
                kind,
                SENDING_ACTIONS.includes(kind)
                  ? status === 'done'
                    ? 'sent'
                    : status
                  : status === 'queued'
                    ? 'queued'
                    : 'done',
                status === 'skipped' ? 'outside-24h-window' : undefined,
              ),
            )
            .map((action, index) => ({ ...action, index })),
        })) satisfies Pick<AutomationRun, 'actions' | 'test'>[]
        const counters = countRuns(shaped)
        const real = shaped.filter((candidate) => !candidate.test)
        expect(Object.values(counters).reduce((sum, value) => sum + value, 0)).toBe(real.length)
        for (const candidate of real) {
          const sends = candidate.actions.filter((action) => SENDING_ACTIONS.includes(action.kind))
          const { status } = runStatus(candidate)
          if (status === 'sent')
            expect(sends.length > 0 && sends.every((action) => action.status === 'sent')).toBe(true)
          if (status === 'skipped' || status === 'failed')
            expect(sends.some((action) => action.status === 'sent')).toBe(false)
        }
        expect(countSentMessages(shaped)).toBe(
          real.flatMap((candidate) =>
            candidate.actions.filter((action) => SENDING_ACTIONS.includes(action.kind) && action.status === 'sent'),
          ).length,
        )
      }),
    )
  })
})
