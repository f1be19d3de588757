import type { ScreenRouteName } from '@/routes/table'
import { prefetchDashboard } from '@/features/dashboards/api'
import { screen, type ScreenEntry } from './screenEntry'
import type { TemplateScreenName, templateScreens } from './templateScreens'

export type { ScreenEntry }

/**
 * Where routes meet features: the screen behind each product route of the table, loaded on first
 * visit (each is its own chunk); the template world's are in ./templateScreens.ts. Typed against
 * the table: a route without a screen in one of the two does not compile. The feature names the
 * folder of the import (a unit test checks they agree). Nothing else lives here: a screen's logic
 * is its feature's.
 */
export const screens = {
  login: screen('auth', () => import('@/features/auth/LoginScreen'), { queries: false }),
  register: screen('auth', () => import('@/features/auth/RegisterScreen'), { queries: false }),
  'recover-password': screen('auth', () => import('@/features/auth/ForgotPasswordScreen'), { queries: false }),
  'account-tab': screen('account', () => import('@/features/account/AccountScreen')),
  automations: screen('automations', () => import('@/features/automations/AutomationsScreen')),
  'automation-new': screen('automations', () => import('@/features/automations/AutomationBuilderScreen')),
  'automation-edit': screen('automations', () => import('@/features/automations/AutomationBuilderScreen')),
  'automation-test': screen('automations', () => import('@/features/automations/TestModeScreen')),
  'automation-runs': screen('automations', () => import('@/features/automations/RunHistoryScreen')),
  integrations: screen('integrations', () => import('@/features/integrations/IntegrationsScreen')),
  'instagram-callback': screen('integrations', () => import('@/features/integrations/InstagramCallbackScreen')),
  'integration-entry-points': screen('entry-points', () => import('@/features/entry-points/EntryPointsScreen')),
  'instagram-webhooks': screen('webhooks', () => import('@/features/webhooks/InstagramWebhooksScreen')),
  team: screen('team', () => import('@/features/team/TeamScreen')),
  contacts: screen('contacts', () => import('@/features/contacts/ContactsScreen')),
  contact: screen('contacts', () => import('@/features/contacts/ContactScreen')),
  invitation: screen('team', () => import('@/features/team/InvitationScreen')),
  dashboards: screen('dashboards', () => import('@/features/dashboards/DashboardScreen'), {
    prefetch: prefetchDashboard,
  }),
  'privacy-policy': screen('legal', () => import('@/features/legal/PrivacyPolicyScreen')),
  terms: screen('legal', () => import('@/features/legal/TermsScreen')),
  'not-authorized': screen('errors', () => import('@/features/errors/NotAuthorizedScreen')),
  'not-found': screen('errors', () => import('@/features/errors/NotFoundScreen')),
} as const satisfies Record<Exclude<ScreenRouteName, TemplateScreenName>, ScreenEntry>

/**
 * The template world's screens (about a hundred routes) are listed in a chunk of their own,
 * fetched with the first of them: each lazy import costs the start-up code its file list, and
 * /login must not grow with every template route (tests/build/budget.test.ts).
 */
export function loadTemplateScreens(): Promise<typeof templateScreens> {
  return import('./templateScreens').then((module) => module.templateScreens)
}
