import type { ValidationIssue } from './validation'

export type IssueItemKind = 'quick-reply' | 'button' | 'keyword'

/**
 * Where a validation issue is, in the builder's own words: which step, and which quick reply,
 * button or keyword of it. Fourteen empty quick replies then read as fourteen different items,
 * not as the same sentence fourteen times.
 */
export interface IssueLocation {
  /** 0-based index of the step (action), when the issue is inside one. */
  step?: number
  item?: { kind: IssueItemKind; index: number }
}

const ITEM_KINDS: Record<string, IssueItemKind> = { quickReplies: 'quick-reply', buttons: 'button' }

export function locateIssue(path: string): IssueLocation {
  const parts = path.split('.')
  if (parts[0] === 'trigger' && parts[1] === 'keywords' && parts[2] !== undefined)
    return { item: { kind: 'keyword', index: Number(parts[2]) } }
  if (parts[0] !== 'actions' || parts[1] === undefined) return {}
  const location: IssueLocation = { step: Number(parts[1]) }
  const kind = parts[2] === 'message' && parts[3] ? ITEM_KINDS[parts[3]] : undefined
  if (kind && parts[4] !== undefined) location.item = { kind, index: Number(parts[4]) }
  return location
}

/** A stable key per location, to gather the issues of one item into one line. */
export function locationKey(location: IssueLocation): string {
  return [location.step ?? '', location.item?.kind ?? '', location.item?.index ?? ''].join('/')
}

/** Issues grouped by the item they are about, in the order they were found. */
export function groupIssues(
  issues: readonly ValidationIssue[],
): { location: IssueLocation; issues: ValidationIssue[] }[] {
  const groups = new Map<string, { location: IssueLocation; issues: ValidationIssue[] }>()
  issues.forEach((issue, index) => {
    const location = locateIssue(issue.path)
    // Issues about the automation itself (name, trigger) each keep their own line.
    const key = location.step === undefined && !location.item ? `issue:${index}` : locationKey(location)
    const group = groups.get(key) ?? { location, issues: [] }
    group.issues.push(issue)
    groups.set(key, group)
  })
  return [...groups.values()]
}
