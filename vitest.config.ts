import path from 'node:path'
import { defineConfig } from 'vitest/config'

const exclude = ['node_modules/**', 'tests/e2e/**', '.next*/**']

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      // Server-only modules are fine to import in tests.
      'server-only': path.resolve(__dirname, 'tests/helpers/empty.ts'),
    },
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...exclude, '**/*.integration.test.ts'],
          // `npm test` runs them beside the builds: a test that starts a process of its own (tsx,
          // the server) can take several seconds there.
          testTimeout: 20_000,
        },
      },
      {
        // Real HTTP against the production build (.next-test), on SQLite and, with
        // TEST_DATABASE_URL, PostgreSQL: see tests/integration/global-setup.ts.
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.integration.test.ts'],
          exclude,
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
