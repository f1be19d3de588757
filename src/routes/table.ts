import { msg } from '@lingui/core/macro'
import type { RouteRecord } from './types'

/**
 * The one route table. The router renders from it (each screen-bearing route has its loader in
 * src/app/screens.ts, typed against this table), the navigation guard checks it, the menus are
 * built from it and the end-to-end tests are generated from it. It imports nothing from the app,
 * so any module may read paths from it without a cycle. Order matters only for the catch-all,
 * which must stay last.
 */
export const routes = [
  {
    name: 'root',
    path: '/',
    access: 'public',
    layout: 'blank',
    title: msg`Conversa`,
  },
  {
    name: 'login',
    path: '/login',
    access: 'unauthenticatedOnly',
    layout: 'blank',
    title: msg`Sign in`,
  },
  {
    name: 'register',
    path: '/registrar',
    access: 'unauthenticatedOnly',
    layout: 'blank',
    title: msg`Create an account`,
  },
  {
    name: 'recover-password',
    path: '/recuperar-senha',
    aliases: ['/forgot-password'],
    access: 'unauthenticatedOnly',
    layout: 'blank',
    title: msg`Reset your password`,
  },
  {
    name: 'account',
    path: '/minha-conta',
    access: 'requiresAuth',
    layout: 'default',
    redirectTo: '/minha-conta/account',
    title: msg`My account`,
  },
  {
    name: 'account-tab',
    path: '/minha-conta/:tab',
    access: 'requiresAuth',
    layout: 'default',
    action: 'read',
    subject: 'Account',
    navHighlight: 'account-tab',
    nav: { label: msg`My account`, icon: 'user', group: 'product' },
    title: msg`My account`,
  },
  {
    name: 'automations',
    path: '/automacoes',
    access: 'requiresAuth',
    layout: 'default',
    action: 'read',
    subject: 'Automation',
    nav: { label: msg`Automations`, icon: 'bolt', group: 'product' },
    title: msg`Automations`,
  },
  {
    name: 'integrations',
    path: '/integracoes',
    access: 'requiresAuth',
    layout: 'default',
    action: 'read',
    subject: 'Integration',
    nav: { label: msg`Integrations`, icon: 'plug', group: 'product' },
    title: msg`Integrations`,
  },
  {
    name: 'instagram-callback',
    path: '/callback/instagram',
    aliases: ['/callback/instagram/:code'],
    access: 'requiresAuth',
    layout: 'blank',
    action: 'create',
    subject: 'Integration',
    title: msg`Connecting Instagram`,
  },
  {
    name: 'instagram-webhooks',
    path: '/webhooks/instagram',
    access: 'requiresAuth',
    layout: 'default',
    action: 'read',
    subject: 'AclDemo',
    nav: { label: msg`Webhooks`, icon: 'webhook', group: 'product' },
    title: msg`Instagram webhooks`,
  },
  {
    name: 'dashboards',
    path: '/dashboards',
    aliases: [
      '/dashboards/analytics',
      '/dashboards/crm',
      '/dashboards/ecommerce',
      '/dashboards/logistics',
      '/dashboards/academy',
    ],
    access: 'requiresAuth',
    layout: 'default',
    action: 'read',
    subject: 'Dashboard',
    nav: { label: msg`Dashboard`, icon: 'home', group: 'dashboards' },
    title: msg`Dashboard`,
  },
  {
    name: 'privacy-policy',
    path: '/legal/politicadeprivacidade',
    access: 'public',
    layout: 'blankHome',
    title: msg`Privacy policy`,
  },
  {
    name: 'terms',
    path: '/legal/temors',
    access: 'public',
    layout: 'blankHome',
    title: msg`Terms of service`,
  },
  {
    name: 'not-authorized',
    path: '/not-authorized',
    aliases: ['/pages/misc/not-authorized'],
    access: 'public',
    layout: 'blank',
    title: msg`Not authorized`,
  },
  {
    name: 'not-found',
    path: '/pages/misc/not-found/*',
    aliases: ['/*'],
    access: 'public',
    layout: 'blank',
    title: msg`Page not found`,
  },
] as const satisfies readonly RouteRecord[]

export type RouteName = (typeof routes)[number]['name']

/** Routes that render a screen: every one but the root (the guard resolves it) and redirects. */
export type ScreenRouteName = Exclude<(typeof routes)[number], { name: 'root' } | { redirectTo: string }>['name']
