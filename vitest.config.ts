import { playwright } from '@vitest/browser-playwright'
import { defineConfig, mergeConfig } from 'vitest/config'
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/lib/chromium.mjs'
import viteConfig from './vite.config.ts'

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            environment: 'node',
            // They run after the end-to-end files, alone on the machine: both cores (the default
            // keeps one free, which doubles this tail of `npm test`).
            maxWorkers: 2,
          },
        },
        {
          // The shared kit's component tests: real Chromium renders each piece, a user's clicks
          // and keys drive it (vitest/browser), and the assertions read what is on screen.
          extends: true,
          // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under a test.
          optimizeDeps: {
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-dev-runtime',
              '@lingui/core',
              '@lingui/react',
              '@radix-ui/themes',
              'radix-ui',
              '@tanstack/react-query',
              '@tanstack/react-table',
              'react-hook-form',
              '@hookform/resolvers/zod',
              'zod',
              'react-day-picker',
              'react-day-picker/locale/ar',
              'react-day-picker/locale/en-US',
              'react-day-picker/locale/fr',
              'recharts',
              'sonner',
              '@tabler/icons-react',
              'wouter',
              'vitest-browser-react',
              'fast-check',
              'input-otp',
              // The UI catalogue's libraries, found mid-run otherwise (a reload, two Reacts).
              'chart.js',
              'react-chartjs-2',
              'shiki/core',
              'shiki/engine/javascript',
              '@tiptap/react',
              '@tiptap/starter-kit',
              'react-dropzone',
              'shiki/themes/github-light.mjs',
              'shiki/themes/github-dark.mjs',
              'shiki/langs/tsx.mjs',
              'embla-carousel-react',
              '@xyflow/react',
            ],
          },
          test: {
            name: 'component',
            include: ['tests/component/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/component/support/setup.ts'],
            testTimeout: 30_000,
            // After the other projects, not beside them: a browser competing for the two cores
            // would slow the timed unit and end-to-end tests it runs next to.
            sequence: { groupOrder: 1 },
            // A chunk loaded on demand (Recharts, the calendar) can take seconds on a busy machine:
            // assertions wait for what the user would eventually see.
            expect: { poll: { timeout: 10_000, interval: 50 } },
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                // Named, not checked, so that other projects run on a machine without Chromium;
                // `npm test` installs it and passes CHROME_PATH.
                launchOptions: { executablePath: testChromiumPath({ verify: false }), args: CHROMIUM_ARGS },
                actionTimeout: 5_000,
                // Radix Themes animates only without reduced motion: tests need not wait for animations.
                contextOptions: { reducedMotion: 'reduce' },
              }),
              instances: [{ browser: 'chromium' }],
              viewport: { width: 1280, height: 800 },
              screenshotFailures: false,
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'build',
            include: ['tests/build/**/*.test.ts'],
            environment: 'node',
            testTimeout: 120_000,
            // Both builds are made once for all the build tests.
            globalSetup: ['tests/build/buildOnce.ts'],
            hookTimeout: 300_000,
          },
        },
        {
          // The server on a real PostgreSQL 15, started for the run (or TEST_DATABASE_URL's); each
          // test file makes its own databases on it (tests/support/postgresTestDb.ts).
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // The server checks tokens with firebase-admin against the Auth emulator.
            globalSetup: ['tests/support/emulatorGlobalSetup.ts', 'tests/support/postgresGlobalSetup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['tests/integration/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            globalSetup: ['tests/support/emulatorGlobalSetup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 120_000,
            globalSetup: ['tests/support/emulatorGlobalSetup.ts', 'tests/support/e2eGlobalSetup.ts'],
            // Files share one Chromium (tests/support/e2eGlobalSetup.ts); two at once is what two cores carry.
            maxWorkers: 2,
            // A worker keeps the modules it imported (Playwright, the route table) for its next file
            // instead of importing them again: each file still starts its own browser contexts, and
            // the support modules hold no state between files.
            isolate: false,
            // A page under CI load can take seconds to settle after a reload; polls wait for what
            // the user would eventually see rather than fail at the 1 s default.
            expect: { poll: { timeout: 15_000, interval: 100 } },
          },
        },
      ],
    },
  }),
)
