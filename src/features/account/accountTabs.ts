import { hrefOf } from '@/routes/match'

/**
 * The account pages' tabs, the same under /minha-conta and /pages/account-settings: one screen,
 * one source for the profile, two addresses.
 */
export const ACCOUNT_TABS = ['account', 'security', 'billing-plans', 'notifications', 'connections'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** The routes that show these tabs. */
export type AccountRoute = 'account-tab' | 'account-settings-tab'

export function isAccountTab(value: unknown): value is AccountTab {
  return ACCOUNT_TABS.includes(value as AccountTab)
}

export function accountTabPath(tab: AccountTab, route: AccountRoute = 'account-tab'): string {
  return hrefOf(route, { tab })
}
