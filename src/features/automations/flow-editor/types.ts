import type { StepId } from '@/domain/automations/flow/model'
import type { AutomationTrigger } from '@/domain/automations/model'

/** A problem the editor shows on its step, in both views; `message` is already translated. */
export interface FlowEditorProblem {
  /** The step it is about; null for the conversation as a whole (no start, nothing sent), shown above the steps. */
  stepId: StepId | null
  /** Where in the step, relative to it (`messages.0.text`); empty for the step as a whole. */
  path: string
  message: string
  severity: 'error' | 'warning'
}

/** Another automation of the account, which a "go to another flow" step can continue in. */
export interface OtherFlow {
  id: string
  name: string
}

/** What the step editors need to know about the account and the automation around the flow. */
export interface FlowEditorSurroundings {
  trigger: AutomationTrigger
  /** The account's contact fields, by name, for `{{field}}` insertion, asks and conditions. */
  contactFields: readonly string[]
  /** The account's tags, suggested where a tag is typed. */
  tags: readonly string[]
  otherFlows: readonly OtherFlow[]
  /** The workspace's contact segments, for conditions that test whether the person is in one. */
  segments?: readonly { id: string; name: string }[]
  /** The account's posts and reels, for conditions that test which one the person commented on. */
  posts?: readonly FlowEditorPost[]
}

export interface FlowEditorPost {
  id: string
  caption: string
  mediaProductType: string
}
