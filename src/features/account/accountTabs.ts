import { pathOf } from '@/routes/match'

export const ACCOUNT_TABS = ['account', 'security'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

export function isAccountTab(value: unknown): value is AccountTab {
  return ACCOUNT_TABS.includes(value as AccountTab)
}

export function accountTabPath(tab: AccountTab): string {
  return pathOf('account-tab').replace(':tab', tab)
}
