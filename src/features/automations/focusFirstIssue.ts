import type { AutomationCheck } from '@/domain/automations/check'

const FIELD = 'input:not([disabled]), textarea:not([disabled])'
const INVALID_FIELD = 'input[aria-invalid="true"]:not([disabled]), textarea[aria-invalid="true"]:not([disabled])'
const FOCUSABLE =
  'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Moves focus to where the first fix is needed, so a failed save lands the person there: the
 * automation's first field at fault (fields carry `data-field-path`; an issue about an item
 * without its own field, a keyword of the list, goes to the closest field above it), else the
 * field marked wrong in the first step with an error (steps carry `data-step-id`), or its first field.
 */
export function focusFirstIssue(root: HTMLElement | null, { issues, problems }: AutomationCheck): void {
  if (!root) return
  const fields = [...root.querySelectorAll<HTMLElement>('[data-field-path]')]
  const byPath = new Map(fields.map((field) => [field.dataset.fieldPath!, field]))
  let target = fields.find((field) => issues.some((issue) => issue.path === field.dataset.fieldPath))
  for (const issue of issues) {
    if (target) break
    const parts = issue.path.split('.')
    while (parts.length > 0 && !target) {
      target = byPath.get(parts.join('.'))
      parts.pop()
    }
  }
  const stepId = problems.find((problem) => problem.severity === 'error' && problem.stepId !== null)?.stepId
  if (!target && stepId) {
    const step = root.querySelector<HTMLElement>(`[data-step-id="${CSS.escape(stepId)}"]`)
    // The step's first field marked wrong, else its first field; not its Delete button.
    ;(
      step?.querySelector<HTMLElement>(INVALID_FIELD) ??
      step?.querySelector<HTMLElement>(FIELD) ??
      step?.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus()
    return
  }
  const control = target?.matches(FOCUSABLE) ? target : target?.querySelector<HTMLElement>(FOCUSABLE)
  control?.focus()
}
