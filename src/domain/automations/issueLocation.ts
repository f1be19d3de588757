/**
 * Where an issue about the automation itself is, in the builder's own words: the keyword of the
 * trigger it is about, if any. Problems of the flow's steps are located by their step instead.
 */
export interface IssueLocation {
  keyword?: number
}

export function locateIssue(path: string): IssueLocation {
  const parts = path.split('.')
  if (parts[0] === 'trigger' && parts[1] === 'keywords' && parts[2] !== undefined) return { keyword: Number(parts[2]) }
  return {}
}
