import type { ScreenRouteName } from '@/routes/table'
import { screen, type ScreenEntry } from './screenEntry'

/** The template world's screens, fetched with the first of them (see `loadTemplateScreens`). */
export const templateScreens = {
  'dashboard-analytics': screen('analytics', () => import('@/features/analytics/AnalyticsDashboardScreen')),
  'dashboard-crm': screen('crm', () => import('@/features/crm/CrmDashboardScreen')),
  'dashboard-ecommerce': screen('ecommerce', () => import('@/features/ecommerce/EcommerceDashboardScreen')),
  'dashboard-logistics': screen('logistics', () => import('@/features/logistics/LogisticsDashboardScreen')),
  'dashboard-academy': screen('academy', () => import('@/features/academy/AcademyDashboardScreen')),
  'front-landing': screen('front-pages', () => import('@/features/front-pages/LandingScreen')),
  'front-pricing': screen('front-pages', () => import('@/features/front-pages/FrontPricingScreen')),
  'front-payment': screen('front-pages', () => import('@/features/front-pages/FrontPaymentScreen')),
  'front-checkout': screen('front-pages', () => import('@/features/front-pages/FrontCheckoutScreen')),
  'front-help-center': screen('front-pages', () => import('@/features/front-pages/HelpCenterScreen')),
  'front-help-article': screen('front-pages', () => import('@/features/front-pages/HelpArticleScreen')),
  'pages-faq': screen('pages', () => import('@/features/pages/FaqScreen')),
  'pages-pricing': screen('pages', () => import('@/features/pages/PricingScreen')),
  'wizard-checkout': screen('wizards', () => import('@/features/wizards/CheckoutWizardScreen')),
  'wizard-create-deal': screen('wizards', () => import('@/features/wizards/CreateDealWizardScreen')),
  'wizard-property-listing': screen('wizards', () => import('@/features/wizards/PropertyListingWizardScreen')),
  'invoice-list': screen('invoices', () => import('@/features/invoices/InvoiceListScreen')),
  'invoice-add': screen('invoices', () => import('@/features/invoices/InvoiceAddScreen')),
  'invoice-edit': screen('invoices', () => import('@/features/invoices/InvoiceEditScreen')),
  'invoice-preview': screen('invoices', () => import('@/features/invoices/InvoicePreviewScreen')),
  'pages-icons': screen('pages', () => import('@/features/pages/IconsScreen')),
  'pages-card-basic': screen('pages', () => import('@/features/pages/CardBasicScreen')),
  'pages-card-advance': screen('pages', () => import('@/features/pages/CardAdvanceScreen')),
  'pages-card-statistics': screen('pages', () => import('@/features/pages/CardStatisticsScreen')),
  'pages-card-actions': screen('pages', () => import('@/features/pages/CardActionsScreen')),
  'pages-card-widgets': screen('pages', () => import('@/features/pages/CardWidgetsScreen')),
  'pages-typography': screen('pages', () => import('@/features/pages/TypographyScreen')),
  'pages-dialog-examples': screen('dialogs', () => import('@/features/dialogs/DialogExamplesScreen')),
  'misc-coming-soon': screen('pages', () => import('@/features/pages/ComingSoonScreen')),
  'misc-under-maintenance': screen('pages', () => import('@/features/pages/UnderMaintenanceScreen')),
  'misc-server-error': screen('errors', () => import('@/features/errors/ServerErrorScreen')),
  chat: screen('chat', () => import('@/features/chat/ChatScreen')),
  roles: screen('roles', () => import('@/features/roles/RolesScreen')),
  permissions: screen('roles', () => import('@/features/roles/PermissionsScreen')),
  'access-control': screen('access-control', () => import('@/features/access-control/AccessControlScreen')),
  'access-control2': screen('access-control', () => import('@/features/access-control/RoleReachScreen')),
} as const satisfies Partial<Record<ScreenRouteName, ScreenEntry>>

export type TemplateScreenName = keyof typeof templateScreens
