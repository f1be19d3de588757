import js from '@eslint/js'
import eslintConfigPrettier from 'eslint-config-prettier/flat'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers of src/ (docs/architecture.md). Imports flow down this list, never up:
 *   app, devtools      the composition root (providers, router, layouts, shell; features only through
 *                      screens) and QA tooling
 *   screens            where routes meet features: each screen-bearing route's lazy loader
 *   features/<name>    one folder per product area or template app; never imports another feature
 *   components         the shared UI kit
 *   runtime            the app-wide actors (session, preferences, loading bar), the API client, queries
 *   machines           statecharts: pure logic, effects injected with .provide()
 *   server             server-side domain (the automation engine); only the mock backend hosts it
 *   routes, domain     the route table; business vocabulary and rules shared by client and server
 *   lib, config, i18n  utilities, constants, language set-up
 * The mock backend (src/mocks) is reached only through the lazy import in src/main.tsx, and by the
 * Node server (src/hosts/node), which runs the same backend outside the page.
 */
const LAYERS = [
  'app',
  'devtools',
  'screens',
  'features',
  'components',
  'runtime',
  'machines',
  'server',
  'routes',
  'domain',
  'lib',
  'config',
  'i18n',
  'locales',
  'styles',
]
const elements = [
  { type: 'hosts', pattern: 'src/hosts' },
  { type: 'mocks', pattern: 'src/mocks' },
  { type: 'features', pattern: 'src/features/*', capture: ['feature'] },
  ...LAYERS.filter((name) => name !== 'features').map((name) => ({ type: name, pattern: `src/${name}` })),
]
const BOTTOM = ['lib', 'config', 'i18n', 'locales', 'styles']
/** What each layer may import besides itself (a feature: only itself among the features). */
const allowed = {
  app: ['devtools', 'screens', 'components', 'runtime', 'machines', 'routes', 'domain', ...BOTTOM],
  devtools: ['components', 'runtime', 'machines', 'routes', 'domain', ...BOTTOM],
  screens: ['features', 'components', 'runtime', 'machines', 'routes', 'domain', ...BOTTOM],
  features: ['components', 'runtime', 'machines', 'routes', 'domain', ...BOTTOM],
  components: ['runtime', 'machines', 'routes', 'domain', ...BOTTOM],
  runtime: ['machines', 'routes', 'domain', ...BOTTOM],
  machines: ['routes', 'domain', ...BOTTOM],
  server: ['domain', ...BOTTOM],
  routes: [...BOTTOM],
  domain: [...BOTTOM],
  lib: BOTTOM,
  config: BOTTOM,
  i18n: BOTTOM,
  locales: BOTTOM,
  styles: BOTTOM,
  // The backend's endpoints and the Instagram mock: they use the server layer and share domain and lib.
  mocks: ['server', 'routes', 'domain', ...BOTTOM],
  // The Node server: it runs the backend (and, configured for development, the Instagram mock).
  hosts: ['mocks', 'server', 'routes', 'domain', ...BOTTOM],
}
const policies = Object.entries(allowed).map(([type, targets]) => ({
  from: { element: { type } },
  allow: {
    to: {
      element: type === 'features' ? { types: { anyOf: targets } } : { types: { anyOf: [type, ...targets] } },
    },
  },
}))
// A feature imports only from its own folder among the features.
policies.push({
  from: { element: { type: 'features' } },
  allow: { to: { element: { type: 'features', captured: { feature: '{{ from.element.captured.feature }}' } } } },
})

/** What production code never imports. */
const PRODUCTION_IMPORTS = {
  patterns: [
    {
      group: ['@faker-js/*', 'msw', 'msw/*'],
      message: 'Production code must not import the mock backend or its libraries.',
    },
  ],
  paths: [
    {
      name: '@radix-ui/themes',
      importNames: ['Tooltip'],
      message:
        "Use the kit's Tooltip (src/components/Tooltip.tsx): it brings the provider the build takes out of <Theme>.",
    },
  ],
}

/** When a part of a screen draws is the kit's decision (docs/kit.md, "Screen parts"): screens never import these. */
const TIMING_NAMES = ['DrawnLater', 'useDrawnAfterOpening', 'lazyPart']
const TIMING_MODULES = [
  '@/components/deferred/*',
  '@/components/NearViewport',
  '@/lib/afterNextPaint',
  '@/lib/yieldToMain',
]
const TIMING_MESSAGE =
  'Screens do not decide when their parts draw: use the kit\'s pieces (table, form, chart, editor, ItemList, Pagination…), which defer by themselves, and splitPart for a part in a chunk of its own (docs/kit.md, "Screen parts").'

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', '.bench', '.test-results', 'src/locales/**/*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.ts', '*.config.{js,ts}', 'src/hosts/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // ESLint loads import resolvers with require().
    files: ['scripts/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Imports flow down the layers of docs/architecture.md; cycles are caught by scripts/lint/check-cycles.mjs.
    files: ['src/**/*.{ts,tsx}'],
    // The entry point boots the mock backend (a build flag) and the app; it sits above every layer.
    ignores: ['src/main.tsx'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*'],
      'import/resolver': { './scripts/lint/resolver.cjs': {} },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Imports flow down the layers of docs/architecture.md: {{ from.element.type }} must not import {{ to.element.type }} (and a feature never imports another feature).',
          policies,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', PRODUCTION_IMPORTS],
    },
  },
  {
    files: ['src/components/Tooltip.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Screens leave deferred drawing to the kit. The app's start-up cuts its own work into tasks.
    files: ['src/features/**/*.{ts,tsx}', 'src/screens/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/startApp.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...PRODUCTION_IMPORTS.patterns, { group: TIMING_MODULES, message: TIMING_MESSAGE }],
          paths: [
            ...PRODUCTION_IMPORTS.paths,
            { name: '@/components/deferred', importNames: TIMING_NAMES, message: TIMING_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // Statecharts are pure logic: effects arrive as injected actors and actions.
    files: ['src/machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              allowTypeImports: true,
              group: ['react', 'react-dom', '@xstate/react', 'firebase', 'firebase/*', 'wouter'],
              message: 'Machines take effects through .provide(), not imports.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
        'navigator',
        'location',
      ],
    },
  },
  eslintConfigPrettier,
)
