import { flowProblems, publishable, type FlowContext } from './flow/problems'
import type { FlowProblem } from './flow/problem'
import type { FlowGraph } from './flow/model'
import { validateAutomation, type AutomationDraft, type ValidationIssue } from './validation'

/** Everything the builder and the backend say of a draft: the automation's own fields, and its flow step by step. */
export interface AutomationCheck {
  issues: ValidationIssue[]
  problems: FlowProblem[]
}

export function checkAutomation(draft: AutomationDraft, context: FlowContext): AutomationCheck {
  return { issues: validateAutomation(draft), problems: flowProblems(draft.trigger, draft.flow, context) }
}

/** Saved only when the automation's fields are right and its flow has no error (warnings are shown, not blocking). */
export function mayPublish(check: AutomationCheck): boolean {
  return check.issues.length === 0 && publishable(check.problems)
}

/** The contact fields and tags a workspace knows: those its flows write, and those its contacts have. */
export interface Vocabulary {
  fields: string[]
  tags: string[]
}

export function vocabularyOf(
  flows: readonly FlowGraph[],
  contacts: readonly { tags: readonly string[]; fields?: Readonly<Record<string, string>> }[],
): Vocabulary {
  const fields = new Set<string>()
  const tags = new Set<string>()
  for (const flow of flows)
    for (const step of Object.values(flow.steps)) {
      if (step.kind === 'ask' || step.kind === 'set-field') fields.add(step.field.trim())
      if (step.kind === 'tag' && step.action === 'add') tags.add(step.tag.trim())
    }
  for (const contact of contacts) {
    for (const tag of contact.tags) tags.add(tag)
    for (const field of Object.keys(contact.fields ?? {})) fields.add(field)
  }
  fields.delete('')
  tags.delete('')
  const sorted = (names: Set<string>) => [...names].sort((a, b) => a.localeCompare(b))
  return { fields: sorted(fields), tags: sorted(tags) }
}
