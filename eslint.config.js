import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import eslintConfigPrettier from 'eslint-config-prettier/flat'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers of src/ (docs/architecture.md). Imports flow down this list, never up:
 *   app, devtools      the composition root (providers, router, layouts, shell) and QA tooling
 *   features/<name>    one folder per product area or template app; never imports another feature
 *   components         the shared UI kit
 *   runtime            the app-wide actors (session, preferences, loading bar), the API client, queries
 *   machines           statecharts: pure logic, effects injected with .provide()
 *   server             server-side domain (the automation engine); only the mock backend hosts it
 *   routes, domain     the route table; business vocabulary and rules shared by client and server
 *   lib, config, i18n  utilities, constants, language set-up
 * The mock backend (src/mocks) is reached only through the lazy import in src/main.tsx.
 */
const layer = (...names) => names.map((name) => `./src/${name}`)
const BELOW_APP = [
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
]
const zones = [
  // Nothing but the entry point reaches the mock backend; nothing in the client reaches the server.
  { target: './src', from: './src/mocks', except: [], message: 'Production code must not import the mock backend.' },
  {
    target: layer(
      'app',
      'devtools',
      'features',
      'components',
      'runtime',
      'machines',
      'routes',
      'domain',
      'lib',
      'config',
      'i18n',
    ),
    from: './src/server',
    message: 'The server-side engine runs in the backend (the mock hosts it); the client talks to it over the API.',
  },
  {
    target: layer(...BELOW_APP),
    from: layer('app', 'devtools'),
    message: 'Only the composition root (src/app) and QA tooling import from src/app or src/devtools.',
  },
  {
    target: layer('components', 'runtime', 'machines', 'server', 'routes', 'domain', 'lib', 'config', 'i18n'),
    from: './src/features',
    message: 'Features sit above the shared layers: move what both need down into components, domain or lib.',
  },
  {
    target: layer('runtime', 'machines', 'server', 'routes', 'domain', 'lib', 'config', 'i18n'),
    from: './src/components',
    message: 'The shared kit sits above runtime and below features.',
  },
  {
    target: layer('machines', 'server', 'routes', 'domain', 'lib', 'config', 'i18n'),
    from: './src/runtime',
    message: 'Runtime wires machines to the browser; lower layers must not depend on it.',
  },
  {
    target: layer('server', 'routes', 'domain', 'lib', 'config', 'i18n'),
    from: './src/machines',
    message: 'Statecharts sit above domain, routes and lib.',
  },
  {
    target: layer('routes', 'domain', 'lib', 'config', 'i18n'),
    from: './src/server',
    message: 'The server layer sits above domain and lib.',
  },
  {
    target: layer('lib', 'config', 'i18n'),
    from: layer('routes', 'domain'),
    message: 'lib, config and i18n are the bottom layer.',
  },
  // Each feature is self-contained: shared pieces move down a layer instead.
  ...readdirSync('src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: 'A feature never imports another feature: move what both need to components, domain or lib.',
    })),
]

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
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // Dynamic imports count: a lazy screen that imports its own route loader is still a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // The entry point starts the mock backend (build flag) before the app.
    files: ['src/main.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones.slice(1) }] },
  },
  {
    // The mock backend is its own world: it hosts the server layer and reads shared vocabulary.
    files: ['src/mocks/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/mocks',
              from: layer('app', 'devtools', 'features', 'components', 'runtime', 'machines'),
              message: 'The mock backend stands in for a server: it imports server, domain, routes and lib only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@faker-js/*', 'msw', 'msw/*'],
              message: 'Production code must not import the mock backend or its libraries.',
            },
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
