/**
 * The flow model: an automation's trigger answers with a graph of steps, each step naming where
 * each of its outcomes leads. Plain data (JSON-serialisable) so every storage adapter keeps it and
 * the editor edits it; `null` as a next step means "the flow ends here".
 */
import type { KeywordRule } from '../model'

export type StepId = string

/** Instagram's limits for what a step sends (shared/reference/instagram-platform.md, "Message limits"). */
export const FLOW_LIMITS = {
  textMaxBytes: 1000,
  quickRepliesMax: 13,
  quickReplyTitleMaxChars: 20,
  buttonsMax: 3,
  buttonTitleMaxChars: 20,
  cardsMax: 10,
  cardTitleMaxChars: 80,
  cardSubtitleMaxChars: 80,
  /** Our own bound, so one step stays one screenful in the person's thread. */
  messagesPerStepMax: 5,
  /** A split has two or three branches (A/B or A/B/C). */
  splitBranchesMin: 2,
  splitBranchesMax: 3,
  /** An ask step re-asks at most this many times before taking its "gave up" path. */
  askAttemptsMax: 5,
  /** Waits, reply timeouts and input timeouts: one minute to a day, as the builder's delays. */
  waitMinSeconds: 60,
  waitMaxSeconds: 24 * 60 * 60,
} as const

/** What a tap does: continue at a step of this flow, or open a link (counted through `/r/{id}`). */
export type ButtonAction = { kind: 'step'; next: StepId | null } | { kind: 'link'; url: string }

/** A button under a text message or a carousel card; its payload is made from its id, never typed. */
export interface FlowButton {
  id: string
  title: string
  action: ButtonAction
}

export interface FlowQuickReply {
  id: string
  title: string
  next: StepId | null
}

export interface CarouselCard {
  id: string
  title: string
  subtitle: string
  imageUrl: string
  buttons: FlowButton[]
}

/**
 * One message of a send step. Text fills `{{username}}` and `{{field name}}` from the contact;
 * a text message carries up to three buttons (Instagram's button template).
 */
export type FlowMessage =
  | { id: string; kind: 'text'; text: string; buttons: FlowButton[] }
  | { id: string; kind: 'media'; mediaType: 'image' | 'video'; url: string }
  | { id: string; kind: 'carousel'; cards: CarouselCard[] }

/**
 * How a send reaches the person. `private-reply` answers the comment that started the flow (one per
 * comment, within 7 days) and is the opening message: nothing else reaches someone who only
 * commented until they answer or tap. `message` needs the 24-hour window to be open.
 */
export type SendChannel = 'private-reply' | 'message'

export type InputKind = 'email' | 'phone' | 'number' | 'text'

export interface ReplyRoute {
  id: string
  keywords: KeywordRule
  next: StepId | null
}

export interface SplitBranch {
  id: string
  /** A, B or C, as the editor and the funnel show it. */
  label: string
  /** Relative weight; branches are picked in proportion to it. */
  weight: number
  next: StepId | null
}

/** `HH:MM` in 24-hour time. */
export type ClockTime = `${number}:${number}`

export type FlowCondition =
  | { kind: 'has-tag'; tag: string }
  | { kind: 'field'; field: string; test: 'is-set' | 'equals' | 'contains'; value: string }
  /** Whether the person follows the account (Instagram's `is_user_follow_business`). */
  | { kind: 'follows-account' }
  /** From `from` to `to` in the workspace's time zone; `to` before `from` spans midnight. */
  | { kind: 'time-of-day'; from: ClockTime; to: ClockTime; timeZone: string }
  /** The flow started from a comment on one of these posts or reels. */
  | { kind: 'from-post'; mediaIds: string[] }
  /** The person is in one of the workspace's contact segments (saved filters). */
  | { kind: 'in-segment'; segmentId: string }

export type FlowStep =
  | {
      id: string
      kind: 'send'
      channel: SendChannel
      messages: FlowMessage[]
      /** Shown under the step's last message; a tap continues at its step. */
      quickReplies: FlowQuickReply[]
      /** Where the flow continues at once after sending (buttons and quick replies have their own). */
      next: StepId | null
    }
  /** A public reply under the comment; one variant is picked at random each time. */
  | { id: string; kind: 'public-reply'; variants: string[]; next: StepId | null }
  | { id: string; kind: 'wait'; seconds: number; next: StepId | null }
  | {
      id: string
      kind: 'wait-reply'
      /** The first route whose keywords match the reply is taken. */
      routes: ReplyRoute[]
      /** Any other reply. */
      otherwise: StepId | null
      timeoutSeconds: number
      timeout: StepId | null
    }
  | {
      id: string
      kind: 'ask'
      input: InputKind
      question: string
      /** Sent when an answer does not pass the check, before asking again. */
      retryText: string
      /** Answers checked before `failed` is taken (the first included). */
      maxAttempts: number
      /** The contact field the answer is saved into. */
      field: string
      timeoutSeconds: number
      next: StepId | null
      failed: StepId | null
      timeout: StepId | null
    }
  | { id: string; kind: 'condition'; condition: FlowCondition; then: StepId | null; otherwise: StepId | null }
  | { id: string; kind: 'split'; branches: SplitBranch[] }
  | { id: string; kind: 'tag'; action: 'add' | 'remove'; tag: string; next: StepId | null }
  | { id: string; kind: 'set-field'; field: string; value: string; next: StepId | null }
  /** Opens the thread for the team; automations pause for the contact (see the team inbox). */
  | { id: string; kind: 'handover'; note: string }
  | { id: string; kind: 'goto-flow'; automationId: string }
  | { id: string; kind: 'end' }

export type FlowStepKind = FlowStep['kind']

export const FLOW_STEP_KINDS: readonly FlowStepKind[] = [
  'send',
  'public-reply',
  'wait',
  'wait-reply',
  'ask',
  'condition',
  'split',
  'tag',
  'set-field',
  'handover',
  'goto-flow',
  'end',
]

/** Where the editor's canvas draws a step; the outline ignores it. */
export interface StepPosition {
  x: number
  y: number
}

/** The part of an automation a person edits and publishes: where it starts and its steps. */
export interface FlowGraph {
  start: StepId | null
  steps: Record<StepId, FlowStep>
  layout: Record<StepId, StepPosition>
}

/** A link between two steps, as the canvas draws it and the checks read it. */
export interface FlowEdge {
  from: StepId
  /** Which outcome of `from`: `next`, `then`, `otherwise`, `timeout`, `failed`, a button, route or branch id. */
  outcome: string
  to: StepId | null
}

/** Every outcome of a step and where it leads, in the order the editor lists them. */
export function outcomesOf(step: FlowStep): FlowEdge[] {
  const edge = (outcome: string, to: StepId | null): FlowEdge => ({ from: step.id, outcome, to })
  switch (step.kind) {
    case 'send':
      return [
        ...step.messages.flatMap((message) => buttonsOf(message).flatMap((button) => buttonEdge(step.id, button))),
        ...step.quickReplies.map((reply) => edge(reply.id, reply.next)),
        edge('next', step.next),
      ]
    case 'public-reply':
    case 'wait':
    case 'tag':
    case 'set-field':
      return [edge('next', step.next)]
    case 'wait-reply':
      return [
        ...step.routes.map((route) => edge(route.id, route.next)),
        edge('otherwise', step.otherwise),
        edge('timeout', step.timeout),
      ]
    case 'ask':
      return [edge('next', step.next), edge('failed', step.failed), edge('timeout', step.timeout)]
    case 'condition':
      return [edge('then', step.then), edge('otherwise', step.otherwise)]
    case 'split':
      return step.branches.map((branch) => edge(branch.id, branch.next))
    case 'handover':
    case 'goto-flow':
    case 'end':
      return []
  }
}

/** The buttons of a message, a carousel's cards' buttons included. */
export function buttonsOf(message: FlowMessage): FlowButton[] {
  if (message.kind === 'text') return message.buttons
  if (message.kind === 'carousel') return message.cards.flatMap((card) => card.buttons)
  return []
}

function buttonEdge(from: StepId, button: FlowButton): FlowEdge[] {
  return button.action.kind === 'step' ? [{ from, outcome: button.id, to: button.action.next }] : []
}

/**
 * The payload Instagram returns when a button or quick reply is tapped: made from the automation
 * and the button, so a tap finds its way back without anyone typing a payload.
 */
export function tapPayload(automationId: string, optionId: string): string {
  return `flow:${automationId}:${optionId}`
}

export function parseTapPayload(payload: string): { automationId: string; optionId: string } | null {
  const match = /^flow:([^:]+):([^:]+)$/.exec(payload)
  return match ? { automationId: match[1]!, optionId: match[2]! } : null
}
