import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * The integration files whose outcome can depend on the database driver: concurrent writes and
 * locks (PGlite runs one query at a time, so its races cannot fail), transactions, migrations,
 * and SQL whose results the driver parses (sums, counts, dates). `npm run test:integration:pg`
 * runs exactly these on PostgreSQL; the rest (HTTP, validation, authorization, files, the
 * embedded data folder) would prove the same thing twice. A new file joins by matching a line.
 */
const driverDependent = [
  'admin-health',
  'admin-setup-checklist',
  'admin-stats',
  'audit-log',
  'auth',
  'auth-google',
  'back-office-search',
  'billing-*',
  'credit-ledger',
  'csv-export',
  'fuzz-write-routes',
  'generator-*',
  'health',
  'health-probe',
  'hostile-text',
  'list-paging',
  'me-cache',
  'personas-*',
  'migrations',
  'session-cache',
  'showcase',
  'support-refund',
  'users-admin*',
  'users-credit-adjust',
  // Quota units reserved under row locks, a slot claimed once by a conditional update.
  'youtube-*',
].map((name) => `tests/integration/${name}.test.ts`)

/**
 * Files that prove something only PostgreSQL has (roles and table ownership): they run in the
 * PostgreSQL pass alone, and the PGlite pass leaves them out.
 */
const postgresOnly = ['audit-role'].map((name) => `tests/integration/${name}.test.ts`)

const integration = {
  environment: 'node',
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
}

// Pure logic, API integration on a real database, React components in jsdom, and (when
// TEST_DATABASE_URL is set) the driver-dependent integration files again on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Some units start an embedded database or an image thread: seconds on two busy cores.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: postgresOnly,
          ...integration,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/component-setup.ts'],
          // A shared or busy machine can take seconds over a long typing sequence.
          testTimeout: 20_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'integration-pg',
                include: [...driverDependent, ...postgresOnly],
                ...integration,
              },
            },
          ]
        : []),
      // The scale-out proof (issue 13): app instances and workers as real processes on PostgreSQL,
      // Redis and a local S3 server behind nginx. Only `npm run test:cluster` (which builds the
      // server first) switches it on, so `npm run test:unit` needs none of those services. Each
      // file starts its own cluster; one at a time is all two cores can hold.
      ...(process.env.CLUSTER_TESTS === '1'
        ? [
            {
              test: {
                name: 'cluster',
                include: ['tests/cluster/**/*.test.ts'],
                environment: 'node',
                fileParallelism: false,
                testTimeout: 180_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
    ],
  },
})
