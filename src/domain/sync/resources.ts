/**
 * The backend's resources, as the app and the backend's change events both name them: the first
 * element of every query key that reads one (`['automations', 'list', …]`), what a mutation
 * invalidates, and what a collection announces when its records change. One list, so a misspelled
 * resource does not compile and an announcement always reaches the queries it means.
 */
export const RESOURCES = [
  'account',
  'automations',
  'calendar',
  'catalogue',
  'chat',
  'contacts',
  'dialogs',
  'email',
  'integrations',
  'invoices',
  'kanban',
  'notifications',
  'profile',
  'roles',
  'shop',
  'shopReferrals',
  'shopReviews',
  'shopSettings',
  'shortcuts',
  'users',
  'webhooks',
  'wizards',
  'workspaces',
] as const

export type Resource = (typeof RESOURCES)[number]
