import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', '.bench', 'src/locales/**/*.ts'] },
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
    // Imports flow one way: production code never reaches into the mock backend.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/mocks', '@/mocks/*', '**/mocks/**', '@faker-js/*', 'msw', 'msw/*'], message: 'Production code must not import the mock backend.' },
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
            { allowTypeImports: true, group: ['react', 'react-dom', '@xstate/react', 'firebase', 'firebase/*', 'wouter', '@/app/*', '@/screens/*', '@/mocks/*'], message: 'Machines take effects through .provide(), not imports.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'location'],
    },
  },
)
