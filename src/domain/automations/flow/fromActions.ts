/**
 * An automation written before flows (a trigger and a straight list of actions) as a flow that
 * behaves exactly as it did: one step per action, each leading to the next, in a column.
 */
import type { AutomationAction, AutomationTrigger, MessageContent } from '../model'
import type { FlowButton, FlowGraph, FlowQuickReply, FlowStep, StepId, StepPosition } from './model'
import { legacyOptionId } from './payloads'

/** The canvas column the migrated steps stand in. */
const COLUMN_X = 0
const ROW_HEIGHT = 160

function buttonsFrom(stepId: StepId, message: MessageContent): FlowButton[] {
  return message.buttons.map((button, index) => {
    const id = `${stepId}-b${index + 1}`
    return button.type === 'web_url'
      ? { id, title: button.title, action: { kind: 'link', url: button.url } }
      : // A typed payload keeps going out as typed: postback triggers of other automations listen for it.
        { id: legacyOptionId(id, button.payload), title: button.title, action: { kind: 'step', next: null } }
  })
}

function quickRepliesFrom(stepId: StepId, message: MessageContent): FlowQuickReply[] {
  return message.quickReplies.map((reply, index) => ({
    id: legacyOptionId(`${stepId}-q${index + 1}`, reply.payload),
    title: reply.title,
    next: null,
  }))
}

function stepFrom(action: AutomationAction, id: StepId, next: StepId | null): FlowStep {
  switch (action.kind) {
    case 'private-reply':
    case 'send-dm':
      return {
        id,
        kind: 'send',
        channel: action.kind === 'private-reply' ? 'private-reply' : 'message',
        messages: [
          { id: `${id}-m1`, kind: 'text', text: action.message.text, buttons: buttonsFrom(id, action.message) },
        ],
        quickReplies: quickRepliesFrom(id, action.message),
        next,
      }
    case 'public-reply':
      return { id, kind: 'public-reply', variants: [...action.variants], next }
    case 'delay':
      return { id, kind: 'wait', seconds: Math.max(0, action.seconds), next }
    case 'tag-contact':
      return { id, kind: 'tag', action: 'add', tag: action.tag.trim(), next }
  }
}

/**
 * The flow of a legacy automation. The trigger stays the automation's own; it is taken so the
 * call reads as the migration of a whole automation, and every trigger gives the same chain.
 */
export function flowFromActions(trigger: AutomationTrigger, actions: readonly AutomationAction[]): FlowGraph {
  void trigger
  const ids = actions.map((_, index) => `s${index + 1}`)
  const steps: Record<StepId, FlowStep> = {}
  const layout: Record<StepId, StepPosition> = {}
  actions.forEach((action, index) => {
    const id = ids[index]!
    steps[id] = stepFrom(action, id, ids[index + 1] ?? null)
    layout[id] = { x: COLUMN_X, y: index * ROW_HEIGHT }
  })
  return { start: ids[0] ?? null, steps, layout }
}
