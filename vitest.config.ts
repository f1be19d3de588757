import { defineConfig, mergeConfig } from 'vitest/config'
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
            // Each file drives its own Chromium; two at once is what two cores carry.
            maxWorkers: 2,
            // A page under CI load can take seconds to settle after a reload; polls wait for what
            // the user would eventually see rather than fail at the 1 s default.
            expect: { poll: { timeout: 15_000, interval: 100 } },
          },
        },
      ],
    },
  }),
)
