/** The navbar's shortcuts: a person's favourite routes (route table names), kept by the backend. */
export interface ShortcutsResponse {
  routes: string[]
}

/** The grid holds at most this many; the backend refuses more. */
export const SHORTCUTS_MAX = 12

/** What a person gets before choosing their own. */
export const DEFAULT_SHORTCUTS: readonly string[] = ['dashboards', 'automations', 'integrations', 'account-tab']
