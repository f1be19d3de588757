import type { ScreenRouteName } from '@/routes/table'
import { screen, type ScreenEntry } from './screenEntry'

/** The template world's screens, fetched with the first of them (see `loadTemplateScreens`). */
export const templateScreens = {
  'dashboard-analytics': screen('analytics', () => import('@/features/analytics/AnalyticsDashboardScreen')),
  'dashboard-crm': screen('crm', () => import('@/features/crm/CrmDashboardScreen')),
  'dashboard-ecommerce': screen('ecommerce', () => import('@/features/ecommerce/EcommerceDashboardScreen')),
  'dashboard-logistics': screen('logistics', () => import('@/features/logistics/LogisticsDashboardScreen')),
  'dashboard-academy': screen('academy', () => import('@/features/academy/AcademyDashboardScreen')),
} as const satisfies Partial<Record<ScreenRouteName, ScreenEntry>>

export type TemplateScreenName = keyof typeof templateScreens
