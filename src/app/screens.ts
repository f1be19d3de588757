import type { ScreenRouteName } from '@/routes/table'
import type { ScreenLoader } from '@/routes/types'

/**
 * A screen-bearing route's screen: the feature folder it lives in (whose translation catalog
 * loads with it, docs/architecture.md "Language and direction") and its lazy loader.
 */
export interface ScreenEntry {
  feature: string
  load: ScreenLoader
}

export const screen = (feature: string, load: ScreenLoader): ScreenEntry => ({ feature, load })

/**
 * The screen behind each route of the table, loaded on first visit (each is its own chunk). Typed
 * against the table: a route without a screen, or a screen without a route, does not compile. The
 * feature names the folder of the import (a unit test checks they agree).
 */
export const screens = {
  login: screen('auth', () => import('@/features/auth/LoginScreen')),
  register: screen('auth', () => import('@/features/auth/RegisterScreen')),
  'recover-password': screen('auth', () => import('@/features/auth/ForgotPasswordScreen')),
  'account-tab': screen('account', () => import('@/features/account/AccountScreen')),
  automations: screen('automations', () => import('@/features/automations/AutomationsScreen')),
  'automation-new': screen('automations', () => import('@/features/automations/AutomationBuilderScreen')),
  'automation-edit': screen('automations', () => import('@/features/automations/AutomationBuilderScreen')),
  'automation-test': screen('automations', () => import('@/features/automations/TestModeScreen')),
  'automation-runs': screen('automations', () => import('@/features/automations/RunHistoryScreen')),
  integrations: screen('integrations', () => import('@/features/integrations/IntegrationsScreen')),
  'instagram-callback': screen('integrations', () => import('@/features/integrations/InstagramCallbackScreen')),
  'instagram-webhooks': screen('webhooks', () => import('@/features/webhooks/InstagramWebhooksScreen')),
  dashboards: screen('dashboards', () => import('@/features/dashboards/DashboardScreen')),
  'dashboard-analytics': screen('analytics', () => import('@/features/analytics/AnalyticsDashboardScreen')),
  'dashboard-crm': screen('crm', () => import('@/features/crm/CrmDashboardScreen')),
  'dashboard-ecommerce': screen('ecommerce', () => import('@/features/ecommerce/EcommerceDashboardScreen')),
  'dashboard-logistics': screen('logistics', () => import('@/features/logistics/LogisticsDashboardScreen')),
  'dashboard-academy': screen('academy', () => import('@/features/academy/AcademyDashboardScreen')),
  'invoice-list': screen('invoices', () => import('@/features/invoices/InvoiceListScreen')),
  'invoice-add': screen('invoices', () => import('@/features/invoices/InvoiceAddScreen')),
  'invoice-edit': screen('invoices', () => import('@/features/invoices/InvoiceEditScreen')),
  'invoice-preview': screen('invoices', () => import('@/features/invoices/InvoicePreviewScreen')),
  'privacy-policy': screen('legal', () => import('@/features/legal/PrivacyPolicyScreen')),
  terms: screen('legal', () => import('@/features/legal/TermsScreen')),
  'not-authorized': screen('errors', () => import('@/features/errors/NotAuthorizedScreen')),
  'not-found': screen('errors', () => import('@/features/errors/NotFoundScreen')),
} as const satisfies Record<ScreenRouteName, ScreenEntry>
