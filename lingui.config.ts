import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * One catalog per route group (docs/architecture.md, "Language and direction"): `app` for
 * everything outside src/features (loaded at start-up), `shell` for what only the signed-in shell
 * says (menu sections, navbar search, notifications, shortcuts, and the kit pieces only its screens
 * use; loaded with the default layout),
 * and one per feature folder, named after it and loaded with its screens. A new feature folder
 * gets its catalog on the next extract.
 */
const SHELL_ONLY = [
  '<rootDir>/src/app/layouts/DefaultLayout.tsx',
  '<rootDir>/src/app/layouts/Navbar.tsx',
  '<rootDir>/src/app/layouts/navigation',
  '<rootDir>/src/app/shell/customizer',
  '<rootDir>/src/app/shell/navbar',
  '<rootDir>/src/app/shell/labels.ts',
  '<rootDir>/src/app/shell/ThemeSwitcher.tsx',
  '<rootDir>/src/app/shell/UserMenu.tsx',
  '<rootDir>/src/app/shell/menus.tsx',
  '<rootDir>/src/domain/shell',
  '<rootDir>/src/routes/nav.ts',
  // The UI catalogue's menu labels and titles: every catalogue page has the shell's catalog.
  '<rootDir>/src/routes/catalogueRoutes.ts',
  // The kit pieces only signed-in screens use (the sign-in and public screens use the form pieces).
  ...['avatar', 'charts', 'data-table', 'date', 'deferred', 'drawer', 'empty-state', 'panel', 'stat-card']
    .concat(['status-badge', 'timeline', 'toast'])
    .map((piece) => `<rootDir>/src/components/${piece}`),
]

/**
 * The template's authentication variants and the screens only they open (multi-step registration,
 * e-mail verification, the reset link's page, two-step verification): a catalog of their own
 * (their routes' screen entries name it), so that the product's sign-in screens, whose `auth`
 * catalog is part of /login's first load, do not carry their words.
 */
const AUTH_VARIANTS_CATALOG = 'auth-variants'
const AUTH_VARIANTS = ['variants', 'RegisterMultiStepsScreen.tsx', 'registerSteps.ts']
  .concat(['VerifyEmailScreen.tsx', 'ResetPasswordScreen.tsx', 'TwoStepsScreen.tsx'])
  .map((path) => `<rootDir>/src/features/auth/${path}`)
const excluded = (path: string) => (/\.tsx?$/.test(path) ? path : `${path}/**`)

/**
 * Kit pieces that only some features use, with the features whose catalogs carry their words (their
 * screens load those catalogs; the start-up `app` catalog does not grow with them).
 */
const KIT_FOR_FEATURES: Record<string, string[]> = {
  '<rootDir>/src/components/pricing': ['front-pages', 'pages', 'dialogs', 'account', 'users'],
  '<rootDir>/src/components/roles': ['roles', 'access-control', 'profile', 'users'],
  '<rootDir>/src/components/payment': ['dialogs', 'front-pages', 'account'],
  '<rootDir>/src/components/account-settings': ['account', 'users'],
  '<rootDir>/src/components/wizard': ['wizards', 'front-pages', AUTH_VARIANTS_CATALOG, 'ui-forms'],
  '<rootDir>/src/components/rich-text': ['kanban', 'email', 'ecommerce', 'ui-forms'],
  '<rootDir>/src/components/attachments': ['kanban', 'email', 'ecommerce', 'ui-forms'],
  '<rootDir>/src/lib/authFlowErrors.ts': [AUTH_VARIANTS_CATALOG, 'account'],
  '<rootDir>/src/components/demo': ['ui-components', 'ui-forms', 'ui-tables', 'ui-charts', 'ui-extensions'],
  // The words of runs, flows' problems and templates, and Instagram's refusals: a few hundred
  // messages that only the screens showing them load, never the sign-in page.
  '<rootDir>/src/domain/automations/messages.ts': ['automations', 'chat', 'dashboards', 'pages'],
  '<rootDir>/src/domain/automations/flow/problemMessages.ts': ['automations'],
  '<rootDir>/src/domain/automations/flow/templates.ts': ['automations'],
  '<rootDir>/src/domain/instagram/messages.ts': ['account', 'dashboards', 'integrations', 'pages', 'webhooks'],
  // Pieces only the UI catalogue uses; a screen that adopts one adds its feature here.
  ...Object.fromEntries(
    ['chip', 'progress', 'snackbar'].map((piece) => [`<rootDir>/src/components/${piece}`, ['ui-components']]),
  ),
  ...Object.fromEntries(
    ['rating', 'slider', 'combobox'].map((piece) => [`<rootDir>/src/components/${piece}`, ['ui-forms']]),
  ),
}
const FEATURES_WITH_KIT = [...new Set(Object.values(KIT_FOR_FEATURES).flat())].filter(
  (feature) => feature !== AUTH_VARIANTS_CATALOG,
)
const kitFor = (catalog: string) =>
  Object.keys(KIT_FOR_FEATURES).filter((path) => KIT_FOR_FEATURES[path]!.includes(catalog))

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      // The mock backend speaks to the app in data, never in UI copy; features have their own.
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/mocks/**',
        '<rootDir>/src/features/**',
        ...SHELL_ONLY.map(excluded),
        ...Object.keys(KIT_FOR_FEATURES).map(excluded),
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: SHELL_ONLY,
    },
    ...FEATURES_WITH_KIT.map((feature) => ({
      path: `<rootDir>/src/locales/{locale}/${feature}`,
      include: [`<rootDir>/src/features/${feature}`, ...kitFor(feature)],
    })),
    {
      path: `<rootDir>/src/locales/{locale}/${AUTH_VARIANTS_CATALOG}`,
      include: [...AUTH_VARIANTS, ...kitFor(AUTH_VARIANTS_CATALOG)],
    },
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: [
        ...FEATURES_WITH_KIT.map((feature) => `<rootDir>/src/features/${feature}/**`),
        ...AUTH_VARIANTS.map(excluded),
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
