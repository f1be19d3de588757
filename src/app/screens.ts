import type { ScreenRouteName } from '@/routes/table'
import type { ScreenLoader } from '@/routes/types'

/**
 * The screen behind each route of the table, loaded on first visit (each is its own chunk). Typed
 * against the table: a route without a screen, or a screen without a route, does not compile.
 */
export const screens = {
  login: () => import('@/features/auth/LoginScreen'),
  register: () => import('@/features/auth/RegisterScreen'),
  'recover-password': () => import('@/features/auth/ForgotPasswordScreen'),
  'account-tab': () => import('@/features/account/AccountScreen'),
  automations: () => import('@/features/automations/AutomationsScreen'),
  'automation-new': () => import('@/features/automations/AutomationBuilderScreen'),
  'automation-edit': () => import('@/features/automations/AutomationBuilderScreen'),
  'automation-test': () => import('@/features/automations/TestModeScreen'),
  'automation-runs': () => import('@/features/automations/RunHistoryScreen'),
  integrations: () => import('@/features/integrations/IntegrationsScreen'),
  'instagram-callback': () => import('@/features/integrations/InstagramCallbackScreen'),
  'instagram-webhooks': () => import('@/features/webhooks/InstagramWebhooksScreen'),
  dashboards: () => import('@/features/dashboards/DashboardScreen'),
  'privacy-policy': () => import('@/features/legal/PrivacyPolicyScreen'),
  terms: () => import('@/features/legal/TermsScreen'),
  'not-authorized': () => import('@/features/errors/NotAuthorizedScreen'),
  'not-found': () => import('@/features/errors/NotFoundScreen'),
} as const satisfies Record<ScreenRouteName, ScreenLoader>
