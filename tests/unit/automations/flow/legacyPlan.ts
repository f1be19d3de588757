/**
 * What the engine did with an automation's action list before flows (src/server/automations/
 * engine.ts, `startRun`, `plan`, `ruleViolation` and `deliver`), for one event, with the person's
 * state unchanged meanwhile and no pacing or Graph error: the oracle of the migration test.
 * Rules were checked when the run started, and a queued send was checked again when it came due.
 * Public replies follow Instagram's rules as documented: a reply to a reply is allowed (it goes
 * under the top-level comment), a live video's comment takes none.
 */
import type { OutgoingMessage } from '@/domain/automations/client'
import type { AutomationAction, MessageContent } from '@/domain/automations/model'
import type { FlowComment } from '@/domain/automations/flow/session'

const DAY = 24 * 60 * 60_000

export interface LegacyWorld {
  now: number
  comment?: FlowComment
  lastInboundAt?: number
  privateReplyClaimed: boolean
  random: () => number
}

export interface Delivered {
  at: number
  channel: 'private-reply' | 'message' | 'public-reply'
  message: OutgoingMessage
}

export interface NotSent {
  index: number
  /** Skipped when the run started, or failed when its queued send came due. */
  status: 'skipped' | 'failed'
  reason: string
}

function outgoing(message: MessageContent): OutgoingMessage {
  const result: OutgoingMessage = { text: message.text }
  if (message.quickReplies.length > 0)
    result.quickReplies = message.quickReplies.map(({ title, payload }) => ({ title, payload }))
  if (message.buttons.length > 0) result.buttons = message.buttons.map((button) => ({ ...button }))
  return result
}

export function legacyPlan(actions: readonly AutomationAction[], world: LegacyWorld) {
  const { now, comment } = world
  const windowOpenAt = (at: number) => world.lastInboundAt !== undefined && at - world.lastInboundAt <= DAY
  const sends: Delivered[] = []
  const notSent: NotSent[] = []
  let claimed = world.privateReplyClaimed
  let dueAt = now
  actions.forEach((action, index) => {
    const skip = (reason: string) => notSent.push({ index, status: 'skipped', reason })
    const fail = (reason: string) => notSent.push({ index, status: 'failed', reason })
    switch (action.kind) {
      case 'delay':
        dueAt += Math.max(0, action.seconds) * 1000
        return
      case 'tag-contact':
        return
      case 'private-reply': {
        if (!comment) return skip('needs-comment')
        const tooOld = (at: number) => at - comment.at > 7 * DAY
        if (tooOld(now)) return skip('private-reply-too-old')
        if (claimed) return skip('private-reply-already-sent')
        claimed = true
        if (tooOld(dueAt)) return fail('private-reply-too-old')
        sends.push({ at: dueAt, channel: 'private-reply', message: outgoing(action.message) })
        return
      }
      case 'public-reply': {
        if (!comment) return skip('needs-comment')
        if (comment.live) return skip('live-comment-no-public-reply')
        const variants = action.variants.filter((variant) => variant.trim() !== '')
        const picked = variants[Math.min(variants.length - 1, Math.floor(world.random() * variants.length))] ?? ''
        sends.push({ at: dueAt, channel: 'public-reply', message: { text: picked } })
        return
      }
      case 'send-dm':
        if (!windowOpenAt(now)) return skip('outside-24h-window')
        if (!windowOpenAt(dueAt)) return fail('outside-24h-window')
        sends.push({ at: dueAt, channel: 'message', message: outgoing(action.message) })
        return
    }
  })
  return { sends, notSent }
}
