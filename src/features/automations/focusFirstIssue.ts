import type { ValidationIssue } from '@/domain/automations/validation'

const FOCUSABLE =
  'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Moves focus to the first field (in page order) that an issue is about, so a failed save lands
 * the person where the first fix is needed. Fields carry `data-field-path`; an issue about an item
 * without its own field (a keyword of the list, `actions.2`) goes to the closest field above it.
 */
export function focusFirstIssue(root: HTMLElement | null, issues: readonly ValidationIssue[]): void {
  if (!root || issues.length === 0) return
  const fields = [...root.querySelectorAll<HTMLElement>('[data-field-path]')]
  const byPath = new Map(fields.map((field) => [field.dataset.fieldPath!, field]))
  const exact = fields.find((field) => issues.some((issue) => issue.path === field.dataset.fieldPath))
  let target = exact
  for (const issue of issues) {
    if (target) break
    const parts = issue.path.split('.')
    while (parts.length > 0 && !target) {
      target = byPath.get(parts.join('.'))
      parts.pop()
    }
  }
  const control = target?.matches(FOCUSABLE) ? target : target?.querySelector<HTMLElement>(FOCUSABLE)
  control?.focus()
}
