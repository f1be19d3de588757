/**
 * How the interpreter's results read in a run: the effects the engine carries out become its
 * entries (each send on its own, as Instagram's outbox counts them), and the steps that send
 * nothing are entries of their own kind.
 */
import type { OutgoingMessage } from '@/domain/automations/client'
import type { FlowEffect, FlowStepOutcome, OutgoingButton, RenderedMessage } from '@/domain/automations/flow/session'
import type { FlowGraph } from '@/domain/automations/flow/model'
import type { OutcomeKind, RunReason } from '@/domain/automations/runs'

export type SendEffect = Extract<FlowEffect, { kind: 'send' | 'public-reply' }>

/** Who sent a link: the redirect records its clicks under these. */
interface LinkSender {
  automationId: string
  stepId: string
  runId: string
  contactId?: string
}

/** Answers the address a link button sends instead of `url` (the app's redirect, which counts the click). */
export type LinkTracker = (url: string, sender: LinkSender) => Promise<string>

/** The message with each link button's address replaced by the tracker's. */
export async function withTrackedLinks(
  message: RenderedMessage,
  track: LinkTracker,
  sender: LinkSender,
): Promise<RenderedMessage> {
  const tracked = (buttons: OutgoingButton[] | undefined) =>
    buttons &&
    Promise.all(
      buttons.map(async (button) =>
        button.type === 'web_url' ? { ...button, url: await track(button.url, sender) } : button,
      ),
    )
  switch (message.kind) {
    case 'text':
      return message.buttons ? { ...message, buttons: await tracked(message.buttons) } : message
    case 'carousel':
      return {
        ...message,
        cards: await Promise.all(
          message.cards.map(async (card) => (card.buttons ? { ...card, buttons: await tracked(card.buttons) } : card)),
        ),
      }
    case 'media':
      return message
  }
}

/** The message as the Send API client takes it. */
export function outgoing(message: RenderedMessage): OutgoingMessage {
  const quickReplies =
    message.quickReplies && message.quickReplies.length > 0 ? { quickReplies: message.quickReplies } : {}
  switch (message.kind) {
    case 'text':
      return {
        text: message.text,
        ...(message.buttons && message.buttons.length > 0 ? { buttons: message.buttons } : {}),
        ...quickReplies,
      }
    case 'media':
      return { media: { type: message.mediaType, url: message.url }, ...quickReplies }
    case 'carousel':
      return { cards: message.cards, ...quickReplies }
  }
}

/** `${runId}:${visit}:${message}` or `${runId}:${visit}:timer`: the visit and what follows it. */
export function visitOfKey(key: string): { visit: number; rest: string } {
  const parts = key.split(':')
  const rest = parts.pop() ?? ''
  return { visit: Number(parts.pop()), rest }
}

export function sendEntryKind(effect: SendEffect): OutcomeKind {
  if (effect.kind === 'public-reply') return 'public-reply'
  return effect.channel === 'private-reply' ? 'private-reply' : 'send-dm'
}

/** The entry of a step visit that sent nothing (skipped, or a step of another kind). */
export function stepEntryKind(outcome: FlowStepOutcome, graph: FlowGraph): OutcomeKind {
  switch (outcome.kind) {
    case 'send': {
      const step = graph.steps[outcome.stepId]
      return step?.kind === 'send' && step.channel === 'private-reply' ? 'private-reply' : 'send-dm'
    }
    case 'wait':
      return 'delay'
    case 'tag': {
      const step = graph.steps[outcome.stepId]
      return step?.kind === 'tag' && step.action === 'remove' ? 'tag' : 'tag-contact'
    }
    default:
      return outcome.kind
  }
}

/** Steps that wait for the person: their entry says so without making the run "queued". */
export const WAITING_FOR_PERSON: ReadonlySet<RunReason> = new Set([
  'waiting-for-reply',
  'waiting-for-answer',
  'waiting-for-tap',
])
