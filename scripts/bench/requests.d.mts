import type { AutomationInput } from '../../src/domain/automations/apiTypes'

export function publicReplyAutomation(
  accountId: string,
  options: { name: string; keyword: string; priority: number },
): AutomationInput
export function privateReplyAutomation(accountId: string): AutomationInput
export const MEASURED_CALLS: readonly { name: string; path: string }[]
